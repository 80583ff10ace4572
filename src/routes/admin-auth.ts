/**
 * The /admin guard: HTTP Basic authentication (user "admin", password the ADMIN_TOKEN secret,
 * compared in constant time by Hono's basic-auth), no-store and noindex on every answer, and a
 * plain 404 when no token is configured, so an unconfigured deployment shows no dashboard at all.
 */
import type { MiddlewareHandler } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import type { AppEnv } from '../http/app-env'
import type { Env } from '../env'
import { ROBOTS } from '../http/robots'
import { notFound } from './not-found'

export const ADMIN_USER = 'admin'
const REALM = 'Campaign dashboard'

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
    // A failed login throws basic-auth's 401; the app's onError (answerError) answers it with
    // its WWW-Authenticate, and keeps the two headers set above.
    await basicAuth({ username: ADMIN_USER, password: token, realm: REALM })(c, next)
  }
}
