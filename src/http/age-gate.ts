/** The 18+ confirmation: a cookie read on every request and the form POST that sets it. */
import type { Context, MiddlewareHandler } from 'hono'
import { setCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import type { AppEnv } from '../env'

export const AGE_GATE_PATH = '/age-check'
export const RETURN_FIELD = 'return'
export const AGE_COOKIE = 'age_ok'
/** Confirmation lasts 30 days, as the Privacy Policy says. */
export const AGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

/** Whether a Cookie header carries the 18+ confirmation. The one test of it, for the app and
 * for the front door, so both always pick the same (gated or not) version of a page. */
export function isAgeConfirmed(cookieHeader: string | null | undefined): boolean {
  return parse(cookieHeader ?? '', AGE_COOKIE)[AGE_COOKIE] === '1'
}

/** Marks the request as age-confirmed when the cookie is present. */
export function readAgeConfirmation(): MiddlewareHandler<AppEnv> {
  return async function readAgeConfirmation(c, next) {
    c.set('ageConfirmed', isAgeConfirmed(c.req.header('Cookie')))
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
