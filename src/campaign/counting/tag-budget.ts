/**
 * Who a person's event comes from, for the budgets that decide who may make something new for the
 * day (docs/decisions/020-client-ledger.md): a campaign tag, a sub-id value or a combination of
 * sub-id values takes a place of the day's caps (count-store.ts) only when a counted person
 * brings it, within their client's daily budget, kept by one aggregator in its ClientLedger
 * (client-ledger.ts, admission.ts). An event without a client makes nothing new.
 *
 * A client is an IPv4 address, or an IPv6 /64 counted together with its /48 (http/client-key.ts),
 * recognised without keeping its address (the Privacy Policy says so): the isolate turns each
 * prefix into an HMAC-SHA256 under a key of the UTC day, derived from CAMPAIGN_SECRET, and never
 * keeps the address itself. Every isolate derives the same key, so one client's events reach one
 * aggregator (count-batch.ts routes them by the /48's code). The codes stand for one prefix for
 * one day and are unreadable without the secret; the aggregator keeps no code either, only
 * positions in fixed-size tables under a hash of it.
 */
import type { Env } from '../../env'
import { clientKeys } from '../../http/client-key'
import { hmacSha256, hmacSha256Key, hmacSha256OfAscii, type HmacSha256Key } from '../core'

/** New tags one client (and its /48) may bring in a UTC day (docs/decisions/020-client-ledger.md). */
export const NEW_TAGS_PER_CLIENT = 20
/** New values of one sub-id of one campaign one client (and its /48) may bring in a UTC day. */
export const NEW_SUB_VALUES_PER_CLIENT = 3
/** New combinations of sub-id values of one campaign one client may bring in a UTC day. */
export const NEW_COMBINATIONS_PER_CLIENT = 3
/**
 * Visits of one /48 whose cost counts on one campaign's zone in a UTC day (one per /64 or IPv4
 * address): a network's few people, not one client's 65,536 /64s
 * (docs/decisions/046-untiltable-zone-cost.md).
 */
export const COSTED_VISITS_PER_CLIENT = 3
/**
 * New combinations of page and user-agent dimensions (os, os_version, browser, device) of one
 * campaign one client may bring in a UTC day: a person's landing, gate pass and /go click on one
 * device, and one more (docs/decisions/029-agent-budget.md).
 */
export const NEW_AGENTS_PER_CLIENT = 4

/**
 * A tag marked as one that may not take a place: aggregators running before admission bits
 * (admission.ts) stored such rows as `~tag`, which may still be waiting in their outbox; read
 * back as `tag`, admitting nothing. Not a character a tag may hold.
 */
export const NO_ADMIT = '~'

/** The tag of a row, without the NO_ADMIT mark. */
export function bareTag(campaign: string): string {
  return campaign.startsWith(NO_ADMIT) ? campaign.slice(1) : campaign
}

const encoder = new TextEncoder()
let dayKey: { day: string; secret: string | undefined; key: HmacSha256Key } | undefined
/** CAMPAIGN_SECRET's HMAC key, absorbed once per secret (an isolate has one). */
let secretKey: { secret: string; key: HmacSha256Key } | undefined

/**
 * The HMAC key of a UTC day: from CAMPAIGN_SECRET, else random (this isolate only). Synchronous
 * (hmac-sha256.ts), as is every code made with it: a counted landing waits for no promise
 * (docs/decisions/042-synchronous-client-hash.md).
 */
function keyOf(env: Env, day: string): HmacSha256Key {
  const secret = env.CAMPAIGN_SECRET
  if (dayKey?.day === day && dayKey.secret === secret) return dayKey.key
  let raw: Uint8Array
  if (secret) {
    if (secretKey?.secret !== secret)
      secretKey = { secret, key: hmacSha256Key(encoder.encode(secret)) }
    raw = hmacSha256(secretKey.key, encoder.encode(`tag-budget|${day}`))
  } else {
    raw = crypto.getRandomValues(new Uint8Array(32))
  }
  const key = hmacSha256Key(raw)
  dayKey = { day, secret, key }
  return key
}

/**
 * The address a request names (Cloudflare's CF-Connecting-IP, on every request at its edge). A
 * request without it (local tools, tests) is the one client `unknown`: it still has a budget.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('CF-Connecting-IP') ?? 'unknown'
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** 96 bits of an HMAC, base64url (16 characters): the MAC's first three words, 24 bits a time. */
function codeOf(env: Env, text: string, day: string): string {
  const mac = hmacSha256OfAscii(keyOf(env, day), text)
  const w0 = mac[0]!
  const w1 = mac[1]!
  const w2 = mac[2]!
  return (
    fourChars(w0 >>> 8) +
    fourChars(((w0 & 0xff) << 16) | (w1 >>> 16)) +
    fourChars(((w1 & 0xffff) << 8) | (w2 >>> 24)) +
    fourChars(w2 & 0xffffff)
  )
}

/** 24 bits as four base64url characters. */
function fourChars(bits: number): string {
  return (
    BASE64URL[bits >>> 18]! +
    BASE64URL[(bits >>> 12) & 63]! +
    BASE64URL[(bits >>> 6) & 63]! +
    BASE64URL[bits & 63]!
  )
}

/**
 * A client address's code for the day: `<code of its /64>.<code of its /48>` for IPv6, one code
 * for IPv4 (keyed hashes: the address is hashed and dropped here).
 */
export function clientOfDay(env: Env, address: string, day: string): string {
  const { narrow, wide } = clientKeys(address)
  if (wide === narrow) return codeOf(env, narrow, day)
  return `${codeOf(env, narrow, day)}.${codeOf(env, wide, day)}`
}

/**
 * An arm cookie's visitor nonce as a code of the day (the same keyed hash as a client's, of
 * another text): what the aggregator counts an assignment once per (admission.ts), never the
 * nonce itself.
 */
export function nonceOfDay(env: Env, nonce: string, day: string): string {
  return codeOf(env, `arm-nonce|${nonce}`, day)
}

/** The codes a client's budgets are counted over: its /64's and its /48's, or its one code. */
export function clientCodes(client: string): string[] {
  return client.split('.')
}

/** The code a client's events are routed by: its /48's (its only one for IPv4). */
export function routingCode(client: string): string {
  return client.slice(client.lastIndexOf('.') + 1)
}
