/**
 * Every cookie the site sets, in one place: its name, path, lifetime and flags, the one decision
 * of `Secure` (on https, and only there, so `npm run dev` on http keeps working), and the
 * readers. The Privacy Policy (src/data/legal/privacy.ts) lists the same six cookies: change
 * both together. What each cookie means lives with its feature (age-gate.ts, neutral-title.ts,
 * campaign/attribution/campaign-cookie.ts, signup/success-marker.ts, the session seed below).
 *
 * Two readers. The cookies read on every request (the 18+ confirmation, the neutral title, the
 * session seed) are read with one regular expression each rather than Hono's cookie parser, which
 * splits every pair of the header and checks and decodes each value: about 2 µs of the 9-10 µs a
 * cached page costs over a trivial worker (docs/decisions/016-regex-cookie-readers.md).
 * test/unit/http/cookies.test.ts holds them to Hono's parse on tricky headers. The
 * cookies read on a few requests (`camp` on landings and signups, the signup marker on /success)
 * go through Hono's parse, `readCookie`.
 */
import { parse } from 'hono/utils/cookie'
// With its extension: Node-run scripts (test/screenshots) import this file as it is.
import { SUCCESS_PATH } from '../shared/paths.ts'

/** The 18+ confirmation. */
export const AGE_COOKIE = 'age_ok'
/** The session seed that keeps a city's illustrative ad list stable while the visitor browses. */
export const SESSION_COOKIE = 'sid'
/** The signed campaign a visitor came with (campaign/attribution/campaign-cookie.ts). */
export const CAMPAIGN_COOKIE = 'camp'
/** The marker that lets /success say "You're in" to the browser that just signed up. */
export const SIGNUP_MARKER_COOKIE = 'signed_up'
/** The neutral tab title's choice. */
export const NEUTRAL_TITLE_COOKIE = 'neutral_title'
/** The lander-test arms a visitor was given (lander-tests/arm-cookie.ts). */
export const ARM_COOKIE = 'arm'

const DAY = 60 * 60 * 24

/** Confirmation lasts 30 days, as the Privacy Policy says. */
export const AGE_COOKIE_OPTIONS = {
  path: '/',
  maxAge: DAY * 30,
  httpOnly: true,
  sameSite: 'Lax',
} as const
/** No Max-Age or Expires: a browser-session cookie. */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Lax' } as const
/** 30 days, as the Privacy Policy says. */
export const CAMPAIGN_COOKIE_MAX_AGE = DAY * 30
export const CAMPAIGN_COOKIE_OPTIONS = {
  path: '/',
  maxAge: CAMPAIGN_COOKIE_MAX_AGE,
  httpOnly: true,
  sameSite: 'Lax',
} as const
/**
 * Long enough to read the page and reload it; short enough that a shared device forgets it.
 * SameSite=Strict and HttpOnly: another site can neither read nor set it.
 */
export const SIGNUP_MARKER_OPTIONS = {
  path: SUCCESS_PATH,
  maxAge: 10 * 60,
  httpOnly: true,
  sameSite: 'Strict',
} as const
/** A year, as the Privacy Policy says: a setting, renewed each time it is chosen. */
const NEUTRAL_TITLE_MAX_AGE = DAY * 365
export const NEUTRAL_TITLE_OPTIONS = {
  path: '/',
  maxAge: NEUTRAL_TITLE_MAX_AGE,
  httpOnly: true,
  sameSite: 'Lax',
} as const

/** 30 days, as the Privacy Policy says. */
export const ARM_COOKIE_OPTIONS = {
  path: '/',
  maxAge: DAY * 30,
  httpOnly: true,
  sameSite: 'Lax',
} as const

/** Every cookie the site sets, with the path it is set on (a deletion must name the same). */
export const SITE_COOKIES: readonly [name: string, path: string][] = [
  [AGE_COOKIE, AGE_COOKIE_OPTIONS.path],
  [SESSION_COOKIE, SESSION_COOKIE_OPTIONS.path],
  [CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_OPTIONS.path],
  [SIGNUP_MARKER_COOKIE, SIGNUP_MARKER_OPTIONS.path],
  [NEUTRAL_TITLE_COOKIE, NEUTRAL_TITLE_OPTIONS.path],
  [ARM_COOKIE, ARM_COOKIE_OPTIONS.path],
]

/**
 * Whether cookies set in answer to this request URL carry `Secure`: on https. A Request's url is
 * absolute with a lower-case scheme, so its prefix says as much as `new URL(url).protocol`.
 */
export function isSecureRequest(url: string): boolean {
  return url.startsWith('https:')
}

/**
 * A yes/no cookie the site sets to `1`, read on every request by the app and by the render
 * cache's key alike: each has one test, so the two always agree on which version of a page a
 * request gets. The first cookie of the name counts, as in Hono's parse; spaces and tabs around
 * it are ignored and the value may be quoted. A percent-encoded `%31` is not `1` here: the site
 * never writes one. Hono's parse would skip a first value it finds malformed
 * (`age_ok=é; age_ok=1`) and read the next; here such a visitor is asked to confirm again.
 */
function cookieFlag(name: string): (cookieHeader: string | null | undefined) => boolean {
  const first = new RegExp(`(?:^|;)[ \\t]*${name}[ \\t]*=([^;]*)`)
  return function isSet(cookieHeader) {
    if (!cookieHeader?.includes(name)) return false
    const value = first.exec(cookieHeader)?.[1]?.trim()
    return value === '1' || value === '"1"'
  }
}

/**
 * Whether a Cookie header carries the 18+ confirmation. The one test of it, for the app and for
 * the front door, so both always pick the same (gated or not) version of a page.
 */
export const isAgeConfirmed = cookieFlag(AGE_COOKIE)

/** Whether a Cookie header carries the neutral title's choice. The one test, for the app and the front door. */
export const isNeutralTitle = cookieFlag(NEUTRAL_TITLE_COOKIE)

/**
 * The first `sid` cookie whose value is a seed (32 lower-case hex digits, maybe quoted, spaces and
 * tabs around it ignored). A `sid` before it that is not one (another path's or subdomain's, or
 * malformed) is passed over, so the visitor keeps the session.
 */
const SEED_COOKIE = /(?:^|;)[ \t]*sid[ \t]*=[ \t]*("?)([0-9a-f]{32})\1[ \t]*(?=;|$)/

/**
 * The session seed in a Cookie header, or undefined: a random value with no expiry, so it ends
 * with the browser session. It identifies nobody. Read with one regular expression (above): about
 * 2 µs of a cached city or ad page's answer (docs/decisions/016-regex-cookie-readers.md).
 */
export function readSessionSeed(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader?.includes(SESSION_COOKIE)) return undefined
  return SEED_COOKIE.exec(cookieHeader)?.[2]
}

/** A new random session seed (set as a cookie by whoever fills the page that needed it). */
export function newSessionSeed(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

/** A cookie read on a few requests only, through Hono's parse (as `getCookie` reads it). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined
  return parse(cookieHeader, name)[name]
}
