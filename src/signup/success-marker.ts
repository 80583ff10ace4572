/**
 * The marker that lets /success say "You're in" only to the browser that just signed up: a
 * cookie set with a signup that lands on /success, read there, gone after ten minutes. Unsigned
 * on purpose: it is HttpOnly and SameSite=Strict, so another site can neither read nor set it,
 * and a visitor who forges it in their own browser only fools themselves. It holds no data.
 */
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { SUCCESS_PATH } from '../shared/paths'

export const SIGNUP_MARKER_COOKIE = 'signed_up'
/** Long enough to read the page and reload it; short enough that a shared device forgets it. */
const SIGNUP_MARKER_MAX_AGE = 10 * 60

/** Marks this browser as having just created an account whose next page is /success. */
export function markSignupForSuccessPage(c: Context): void {
  setCookie(c, SIGNUP_MARKER_COOKIE, '1', {
    path: SUCCESS_PATH,
    maxAge: SIGNUP_MARKER_MAX_AGE,
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
  })
}

/** Whether this request to /success comes from a browser that just signed up. */
export function justSignedUp(c: Context): boolean {
  return getCookie(c, SIGNUP_MARKER_COOKIE) === '1'
}
