/**
 * The marker that lets /success say "You're in" only to the browser that just signed up: a
 * cookie set with a signup that lands on /success, read there, gone after ten minutes. Unsigned
 * on purpose: it is HttpOnly and SameSite=Strict, so another site can neither read nor set it,
 * and a visitor who forges it in their own browser only fools themselves. It holds no data.
 */
import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import {
  isSecureRequest,
  readCookie,
  SIGNUP_MARKER_COOKIE,
  SIGNUP_MARKER_OPTIONS,
} from '../http/cookies'

/** Marks this browser as having just created an account whose next page is /success. */
export function markSignupForSuccessPage(c: Context): void {
  setCookie(c, SIGNUP_MARKER_COOKIE, '1', {
    ...SIGNUP_MARKER_OPTIONS,
    secure: isSecureRequest(c.req.url),
  })
}

/** Whether this request to /success comes from a browser that just signed up. */
export function justSignedUp(c: Context): boolean {
  return readCookie(c.req.header('Cookie'), SIGNUP_MARKER_COOKIE) === '1'
}
