/**
 * The session cookie that keeps a city's illustrative ad list stable while the visitor browses:
 * a random seed with no expiry, so it ends with the browser session. It identifies nobody.
 */
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import type { AppEnv } from '../env'

export const SESSION_COOKIE = 'sid'
const SEED_PATTERN = /^[0-9a-f]{32}$/

/** The valid seed in a Cookie header, or undefined. */
export function readSessionSeed(cookieHeader: string | null | undefined): string | undefined {
  const seed = parse(cookieHeader ?? '', SESSION_COOKIE)[SESSION_COOKIE]
  return seed && SEED_PATTERN.test(seed) ? seed : undefined
}

/** The visitor's session seed, creating (and setting) one on the first visit. */
export function sessionSeed(c: Context<AppEnv>): string {
  const existing = readSessionSeed(c.req.header('Cookie'))
  if (existing) return existing
  const seed = crypto.randomUUID().replaceAll('-', '')
  setCookie(c, SESSION_COOKIE, seed, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  })
  return seed
}
