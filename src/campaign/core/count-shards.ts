/**
 * Which aggregator a campaign's counts go to: shard = hash(salt, campaign) mod N. Each isolate
 * picks one salt of CAMPAIGN_SHARD_SALTS, so one hot campaign is spread over that many shards
 * by the isolates serving it, while one isolate sends a campaign's counts to one shard only.
 */
import type { Env } from '../../env'

/** Shards when CAMPAIGN_SHARDS is unset or unreadable (docs/campaigns.md, "Choosing N", gives the rule). */
export const DEFAULT_SHARDS = 8
/** Above this a batch could need more RPCs than a Free plan request may make (50 subrequests). */
export const MAX_SHARDS = 32
const DEFAULT_SALTS = 4

/** A whole number in [1, max] from a variable, else the fallback. */
function setting(value: string | undefined, fallback: number, max: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback
}

/** N, from CAMPAIGN_SHARDS. */
export function shardCount(env: Env): number {
  return setting(env.CAMPAIGN_SHARDS, DEFAULT_SHARDS, MAX_SHARDS)
}

let salt: number | undefined

/** This isolate's salt: chosen once, at random, among CAMPAIGN_SHARD_SALTS values. */
export function isolateSalt(env: Env): number {
  salt ??= Math.floor(Math.random() * setting(env.CAMPAIGN_SHARD_SALTS, DEFAULT_SALTS, MAX_SHARDS))
  return salt
}

/** The shard of a campaign for a salt: FNV-1a (32 bits) of "salt:campaign", mod N. */
export function shardOf(campaign: string, salt: number, shards: number): number {
  const text = `${salt}:${campaign}`
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % shards
}

/** The name of shard n: its Durable Object's name, and the writer of its flushes in D1. */
export function shardName(n: number): string {
  return `shard-${n}`
}

/** The stub of shard n's aggregator. */
export function aggregatorOf(namespace: NonNullable<Env['COUNT_AGGREGATOR']>, n: number) {
  return namespace.get(namespace.idFromName(shardName(n)))
}
