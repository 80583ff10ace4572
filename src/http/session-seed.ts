/**
 * The session cookie that keeps a city's illustrative ad list stable while the visitor browses:
 * a random seed with no expiry, so it ends with the browser session. It identifies nobody.
 */
import { parse } from 'hono/utils/cookie'

export const SESSION_COOKIE = 'sid'
/** No Max-Age or Expires: a browser-session cookie. */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Lax' } as const
const SEED_PATTERN = /^[0-9a-f]{32}$/

/** The valid seed in a Cookie header, or undefined. */
export function readSessionSeed(cookieHeader: string | null | undefined): string | undefined {
  const seed = parse(cookieHeader ?? '', SESSION_COOKIE)[SESSION_COOKIE]
  return seed && SEED_PATTERN.test(seed) ? seed : undefined
}

/** A new random seed (set as a cookie by whoever fills the page that needed it). */
export function newSessionSeed(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
