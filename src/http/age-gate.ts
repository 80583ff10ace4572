/** The 18+ confirmation: a cookie read on every request and the form POST that sets it. */
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../env'

export const AGE_GATE_PATH = '/age-check'
export const RETURN_FIELD = 'return'
export const AGE_COOKIE = 'age_ok'
/** Confirmation lasts 30 days, as the Privacy Policy says. */
export const AGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

/** Marks the request as age-confirmed when the cookie is present. */
export function readAgeConfirmation(): MiddlewareHandler<AppEnv> {
  return async function readAgeConfirmation(c, next) {
    c.set('ageConfirmed', getCookie(c, AGE_COOKIE) === '1')
    await next()
  }
}

/** Sets the cookie and returns the visitor to the page they were on (same site only). */
export async function confirmAge(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  setCookie(c, AGE_COOKIE, '1', {
    path: '/',
    maxAge: AGE_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  })
  return c.redirect(safeReturnPath(form[RETURN_FIELD]), 303)
}

/** Only a path on this site: "/x" but never "//host" or "/\host" (open-redirect guard). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}
