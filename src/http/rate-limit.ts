/** Attempts per client (IPv4 address or IPv6 /64), counted by a Workers rate-limiting binding. */
import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { clientKey } from './client-key'

/** The rate-limit key of this request's client. */
export function requestClientKey(c: Context<AppEnv>): string {
  return clientKey(c.req.header('CF-Connecting-IP') ?? 'unknown')
}

/** True when this client may make another attempt. Without the binding (plain workerd), always. */
export async function withinRateLimit(
  limiter: RateLimit | undefined,
  c: Context<AppEnv>,
): Promise<boolean> {
  if (!limiter) return true
  const { success } = await limiter.limit({ key: requestClientKey(c) })
  return success
}

/** Signup attempts: 10 a minute per client (wrangler.toml). */
export function withinSignupRateLimit(c: Context<AppEnv>): Promise<boolean> {
  return withinRateLimit(c.env.SIGNUP_RATE_LIMITER, c)
}
