/**
 * The session cookie that keeps a city's illustrative ad list stable while the visitor browses:
 * a random seed with no expiry, so it ends with the browser session. It identifies nobody.
 */
import { firstCookie } from './cookie-flag'

export const SESSION_COOKIE = 'sid'
/** No Max-Age or Expires: a browser-session cookie. */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Lax' } as const
const SEED_PATTERN = /^[0-9a-f]{32}$/

const readSeed = firstCookie(SESSION_COOKIE)

/**
 * The valid seed in a Cookie header, or undefined. Read with one regular expression rather than
 * Hono's cookie parser: about 2 µs of a cached city or ad page's answer (docs/performance.md,
 * issue 26's fourth round).
 */
export function readSessionSeed(cookieHeader: string | null | undefined): string | undefined {
  const seed = readSeed(cookieHeader)
  return seed && SEED_PATTERN.test(seed) ? seed : undefined
}

/** A new random seed (set as a cookie by whoever fills the page that needed it). */
export function newSessionSeed(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
