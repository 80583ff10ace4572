/**
 * Attempts per client (IPv4 address or IPv6 /64; and per IPv6 /48 where a caller asks, as the
 * campaign budgets count), counted by a Workers rate-limiting binding.
 */
import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { clientKey, clientKeys } from './client-key'

/** The rate-limit key of this request's client. */
export function requestClientKey(c: Context<AppEnv>): string {
  return clientKey(c.req.header('CF-Connecting-IP') ?? 'unknown')
}

/**
 * The keys a request's attempts count under: its client (an IPv4 address, an IPv6 /64) and, for
 * IPv6, its site's /48 as well, so rotating through a /48's 65,536 /64s multiplies nothing. One
 * key for IPv4, where both are the address.
 */
export function requestClientKeys(c: Context<AppEnv>): string[] {
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { narrow, wide } = clientKeys(address)
  return wide === narrow ? [narrow] : [narrow, wide]
}

/**
 * True when this client may make another attempt. Without the binding (plain workerd), always.
 * With `keys`, the attempt counts under each of them and is allowed only when every one allows.
 */
export async function withinRateLimit(
  limiter: RateLimit | undefined,
  c: Context<AppEnv>,
  keys: readonly string[] = [requestClientKey(c)],
): Promise<boolean> {
  if (!limiter) return true
  const answers = await Promise.all(keys.map((key) => limiter.limit({ key })))
  return answers.every(({ success }) => success)
}

/** Signup attempts: 10 a minute per client (wrangler.toml). */
export function withinSignupRateLimit(c: Context<AppEnv>): Promise<boolean> {
  return withinRateLimit(c.env.SIGNUP_RATE_LIMITER, c)
}
