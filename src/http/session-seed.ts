/**
 * The session cookie that keeps a city's illustrative ad list stable while the visitor browses:
 * a random seed with no expiry, so it ends with the browser session. It identifies nobody.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'

export const SESSION_COOKIE = 'sid'
const SEED_PATTERN = /^[0-9a-f]{32}$/

/** The visitor's session seed, creating (and setting) one on the first visit. */
export function sessionSeed(c: Context<AppEnv>): string {
  const existing = getCookie(c, SESSION_COOKIE)
  if (existing && SEED_PATTERN.test(existing)) return existing
  const seed = crypto.randomUUID().replaceAll('-', '')
  setCookie(c, SESSION_COOKIE, seed, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  })
  return seed
}
