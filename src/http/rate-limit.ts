/** Signup attempts per client (IPv4 address or IPv6 /64), counted by the Workers rate-limiting binding. */
import type { Context } from 'hono'
import type { AppEnv } from './app-env'
import { clientKey } from './client-key'

/** True when this client may make another attempt. Without the binding (plain workerd), always. */
export async function withinSignupRateLimit(c: Context<AppEnv>): Promise<boolean> {
  const limiter = c.env.SIGNUP_RATE_LIMITER
  if (!limiter) return true
  const { success } = await limiter.limit({
    key: clientKey(c.req.header('CF-Connecting-IP') ?? 'unknown'),
  })
  return success
}
