/**
 * The neutral tab title: a cookie the server reads on every request, so a page's HTML already
 * carries "Notes" and the plain icon (no flash of the real title), and the form POST that sets
 * or clears it, which works without JavaScript. The render cache keys pages by it (page-cache.ts).
 */
import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import { RETURN_FIELD, safeReturnPath } from './age-gate'
import type { AppEnv } from './app-env'
import {
  isNeutralTitle,
  isSecureRequest,
  NEUTRAL_TITLE_COOKIE,
  NEUTRAL_TITLE_OPTIONS,
} from './cookies'
import { isSameOrigin } from './same-origin'

/** The form's field: 'on' chooses the neutral title, anything else goes back to the real one. */
export const NEUTRAL_FIELD = 'neutral'
/** Where the form returns: the switch itself, at the bottom of the page it was on. */
const NEUTRAL_RETURN_HASH = '#discreet-title'

/** Marks the request as wanting the neutral title when the cookie is present. */
export function readNeutralTitle(): MiddlewareHandler<AppEnv> {
  return async function readNeutralTitle(c, next) {
    c.set('neutralTitle', isNeutralTitle(c.req.header('Cookie')))
    await next()
  }
}

/**
 * Sets or clears the choice, from this site's pages only (another site must not change a
 * visitor's settings: 403), and answers 303 back to the page the switch was on: its Referer
 * when that is this site (path and query), else the form's return field (the path).
 */
export async function chooseNeutralTitle(c: Context<AppEnv>): Promise<Response> {
  if (!isSameOrigin(c)) throw new HTTPException(403)
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const url = new URL(c.req.url)
  const secure = isSecureRequest(c.req.url)
  if (form[NEUTRAL_FIELD] === 'on') {
    setCookie(c, NEUTRAL_TITLE_COOKIE, '1', { ...NEUTRAL_TITLE_OPTIONS, secure })
  } else {
    deleteCookie(c, NEUTRAL_TITLE_COOKIE, { path: NEUTRAL_TITLE_OPTIONS.path, secure })
  }
  const back = sameSiteReferer(c.req.header('Referer'), url.origin) ?? form[RETURN_FIELD]
  const path = safeReturnPath(back, url.origin).replace(/#.*$/, '')
  return c.redirect(`${path}${NEUTRAL_RETURN_HASH}`, 303)
}

/** The Referer's path and query when it is a page of this site. */
function sameSiteReferer(referer: string | undefined, origin: string): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.origin === origin ? `${url.pathname}${url.search}` : undefined
  } catch {
    return undefined
  }
}
