/**
 * The /admin guard: HTTP Basic authentication (user "admin", password the ADMIN_TOKEN secret,
 * compared in constant time by Hono's basic-auth), no-store and noindex on every answer, and a
 * plain 404 when no token is configured, so an unconfigured deployment shows no dashboard at all.
 * Failed logins are logged (`admin_auth_failed`, never the password or the address) and counted
 * per client address by the ADMIN_RATE_LIMITER binding: past 10 a minute, 429 with Retry-After.
 * Only failures count, so an operator browsing the dashboard is never throttled; the right
 * password from another address still gets in. A missing binding never blocks the admin.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import { HTTPException } from 'hono/http-exception'
import { timingSafeEqual } from 'hono/utils/buffer'
import type { AppEnv } from '../http/app-env'
import type { Env } from '../env'
import { requestClientKey, withinRateLimit } from '../http/rate-limit'
import { ROBOTS } from '../http/robots'
import { logError } from '../shared/log'
import { AdminMessagePage } from './views/AdminMessagePage'
import { renderPage } from '../render/render-page'
import { notFound } from '../routes/not-found'

const ADMIN_USER = 'admin'
const REALM = 'Campaign dashboard'
/** The binding's window (wrangler.toml): how long a throttled client waits. */
const ADMIN_RETRY_AFTER_SECONDS = 60
/** Clients throttled lately, remembered by this isolate (bounded): see isThrottled. */
const THROTTLED = new Map<string, number>()
const THROTTLED_LIMIT = 1000

/** The password: the secret, or the local one `npm run dev` passes when .dev.vars sets none. */
export function adminToken(env: Env): string | undefined {
  return env.ADMIN_TOKEN || env.ADMIN_DEV_TOKEN || undefined
}

export function adminAuth(): MiddlewareHandler<AppEnv> {
  return async function adminAuth(c, next) {
    const token = adminToken(c.env)
    if (!token) return notFound(c)
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', ROBOTS.noindex)
    const client = requestClientKey(c)
    // The binding can only count: a client it refused is refused here until its window ends,
    // right password or not, or its 429s and a 200 would tell wrong guesses from the right one.
    if (isThrottled(client)) return tooManyAttempts(c)
    let verified = false
    const check = basicAuth({
      realm: REALM,
      verifyUser: async (username, password) => {
        const [user, pass] = await Promise.all([
          timingSafeEqual(ADMIN_USER, username),
          timingSafeEqual(token, password),
        ])
        return (verified = user && pass)
      },
    })
    try {
      await check(c, next)
    } catch (error) {
      if (verified || !(error instanceof HTTPException) || error.status !== 401) throw error
      return failedLogin(c, client)
    }
  }
}

/** A wrong or unreadable login: logged and counted when credentials were sent, then 401 or 429. */
async function failedLogin(c: Context<AppEnv>, client: string): Promise<Response> {
  // A browser's first request sends no credentials (it asks for them on the 401): no guess.
  if (c.req.header('Authorization') !== undefined) {
    const allowed = await withinRateLimit(c.env.ADMIN_RATE_LIMITER, c)
    logError('admin_auth_failed', { throttled: !allowed })
    if (!allowed) {
      throttle(client)
      return tooManyAttempts(c)
    }
  }
  c.header('WWW-Authenticate', `Basic realm="${REALM}"`)
  const page = (
    <AdminMessagePage
      heading="Sign-in required"
      message="The campaign dashboard needs its user name and password."
    />
  )
  return renderPage(c, page, { status: 401 })
}

function tooManyAttempts(c: Context<AppEnv>): Promise<Response> {
  c.header('Retry-After', String(ADMIN_RETRY_AFTER_SECONDS))
  const page = (
    <AdminMessagePage
      heading="Too many attempts"
      message="Too many failed sign-ins from your address. Please wait a minute and try again."
    />
  )
  return renderPage(c, page, { status: 429 })
}

function isThrottled(client: string): boolean {
  const until = THROTTLED.get(client)
  if (until === undefined) return false
  if (Date.now() < until) return true
  THROTTLED.delete(client)
  return false
}

function throttle(client: string): void {
  if (THROTTLED.size >= THROTTLED_LIMIT) THROTTLED.clear()
  THROTTLED.set(client, Date.now() + ADMIN_RETRY_AFTER_SECONDS * 1000)
}
