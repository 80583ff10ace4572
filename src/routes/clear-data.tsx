/**
 * "Clear this device": POST /clear-data, from this site's own pages only, answers with
 * Clear-Site-Data (cookies, storage, cache) and, for browsers that ignore that header, expires
 * each cookie the site sets, then says what was cleared. Never cached, never indexed.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { deleteCookie } from 'hono/cookie'
import { isSecureRequest, SITE_COOKIES } from '../http/cookies'
import type { AppEnv } from '../http/app-env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { isSameOrigin } from '../http/same-origin'
import { DeviceClearedPage } from '../pages/DeviceClearedPage'
import { renderPage } from '../render/render-page'
import { CLEAR_DATA_PATH } from '../shared/paths'

/** What the browser removes for this origin (https://w3c.github.io/webappsec-clear-site-data/). */
export const CLEAR_SITE_DATA = '"cookies", "storage", "cache"'

const PRIVATE_PAGE = { ...robotsHeader(ROBOTS.noindex), 'Cache-Control': 'no-store' }

export const clearData = new Hono<AppEnv>()

clearData.post(CLEAR_DATA_PATH, function clearThisDevice(c) {
  // Another site must not wipe a visitor's settings (nor learn it can): same origin only.
  if (!isSameOrigin(c)) {
    return renderPage(c, <DeviceClearedPage refused />, { status: 403, headers: PRIVATE_PAGE })
  }
  expireSiteCookies(c)
  // The answer itself already shows the page's own title: the choice is gone with the cookies.
  c.set('neutralTitle', false)
  return renderPage(c, <DeviceClearedPage />, {
    headers: { ...PRIVATE_PAGE, 'Clear-Site-Data': CLEAR_SITE_DATA },
  })
})

function expireSiteCookies(c: Context<AppEnv>) {
  const secure = isSecureRequest(c.req.url)
  for (const [name, path] of SITE_COOKIES) deleteCookie(c, name, { path, secure })
}
