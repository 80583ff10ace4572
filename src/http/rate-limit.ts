/** Signup attempts per client IP, counted by the Workers rate-limiting binding. */
import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** True when this client may make another attempt. Without the binding (plain workerd), always. */
export async function withinSignupRateLimit(c: Context<AppEnv>): Promise<boolean> {
  const limiter = c.env.SIGNUP_RATE_LIMITER
  if (!limiter) return true
  const ip = c.req.header('CF-Connecting-IP') ?? 'unknown'
  const { success } = await limiter.limit({ key: ip })
  return success
}
