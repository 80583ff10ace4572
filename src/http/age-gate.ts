/** The 18+ confirmation: a cookie read on every request and the form POST that sets it. */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { setCookie } from 'hono/cookie'
import type { AppEnv } from './app-env'
import { AGE_COOKIE, AGE_COOKIE_OPTIONS, isAgeConfirmed, isSecureRequest } from './cookies'

export const RETURN_FIELD = 'return'
/** The confirmation form is one short field; anything much larger is not our form. */
const AGE_CHECK_BODY_LIMIT = 4 * 1024
const RETURN_MAX_LENGTH = 2048
/** C0 and C1 controls, DEL, and every Unicode space: a header-breaking or parser-bending value. */
const UNSAFE_IN_RETURN = /[\p{Cc}\p{White_Space}]/u

/** Marks the request as age-confirmed when the cookie is present. */
export function readAgeConfirmation(): MiddlewareHandler<AppEnv> {
  return async function readAgeConfirmation(c, next) {
    c.set('ageConfirmed', isAgeConfirmed(c.req.header('Cookie')))
    await next()
  }
}

/**
 * Stops reading the confirmation body past AGE_CHECK_BODY_LIMIT (by Content-Length or while
 * streaming): body-limit throws its HTTPException(413), which the app's error handler answers
 * with the 413 page. One oversized form must not fill the isolate's memory.
 */
export function limitAgeCheckBody(): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: AGE_CHECK_BODY_LIMIT })
}

/** Sets the cookie and returns the visitor to the page they were on (same site only). */
export async function confirmAge(c: Context<AppEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  setCookie(c, AGE_COOKIE, '1', { ...AGE_COOKIE_OPTIONS, secure: isSecureRequest(c.req.url) })
  return c.redirect(safeReturnPath(form[RETURN_FIELD], new URL(c.req.url).origin), 303)
}

/**
 * The open-redirect guard: a return value is kept only if, resolved as the WHATWG URL standard
 * (and so every browser) resolves it against this site's origin, it stays on that origin, and
 * its raw form has no control characters or whitespace (a TAB or LF is removed by URL parsers,
 * so "/\t/evil.example" would become "//evil.example"; a CR or LF cannot go in a header).
 * Anything else returns home. The answer is the parsed path, query and fragment.
 */
export function safeReturnPath(value: unknown, siteOrigin: string): string {
  if (typeof value !== 'string' || value.length > RETURN_MAX_LENGTH) return '/'
  if (!value.startsWith('/') || UNSAFE_IN_RETURN.test(value)) return '/'
  const url = URL.parse(value, siteOrigin)
  if (!url || url.origin !== new URL(siteOrigin).origin) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
