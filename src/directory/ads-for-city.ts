/**
 * Picks a city's ad list: 40 to 60 ads drawn in random order from the pool of 60, reproducible
 * from a per-session seed so one browser session sees the same list for a state and city, and
 * another session a different one (the seed's rule: cached per state and city for the session).
 */
import { ADS } from '../data/ads'
import type { Ad } from '../data/types'

export const MIN_ADS_PER_CITY = 40
export const MAX_ADS_PER_CITY = 60

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a small, fast seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The ads a session sees for a city, in display order. */
export function pickAdsForCity(sessionSeed: string, state: string, city: string): Ad[] {
  const random = seededRandom(hashString(`${sessionSeed}|${state}|${city}`))
  const count = MIN_ADS_PER_CITY + Math.floor(random() * (MAX_ADS_PER_CITY - MIN_ADS_PER_CITY + 1))
  const pool = [...ADS]
  // Partial Fisher-Yates: the first `count` slots end up a uniform random draw, in random order.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, count)
}
