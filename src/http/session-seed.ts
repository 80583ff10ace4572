/**
 * The session cookie that keeps a city's illustrative ad list stable while the visitor browses:
 * a random seed with no expiry, so it ends with the browser session. It identifies nobody.
 */

export const SESSION_COOKIE = 'sid'
/** No Max-Age or Expires: a browser-session cookie. */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'Lax' } as const
/**
 * The first `sid` cookie whose value is a seed (32 lower-case hex digits, maybe quoted, spaces and
 * tabs around it ignored). A `sid` before it that is not one (another path's or subdomain's, or
 * malformed) is passed over, so the visitor keeps the session.
 */
const SEED_COOKIE = /(?:^|;)[ \t]*sid[ \t]*=[ \t]*("?)([0-9a-f]{32})\1[ \t]*(?=;|$)/

/**
 * The seed in a Cookie header, or undefined. Read with one regular expression rather than Hono's
 * cookie parser: about 2 µs of a cached city or ad page's answer (docs/performance.md, issue 26's
 * fourth round).
 */
export function readSessionSeed(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader?.includes(SESSION_COOKIE)) return undefined
  return SEED_COOKIE.exec(cookieHeader)?.[2]
}

/** A new random seed (set as a cookie by whoever fills the page that needed it). */
export function newSessionSeed(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
