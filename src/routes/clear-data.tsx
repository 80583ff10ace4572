/**
 * "Clear this device": POST /clear-data, from this site's own pages only, answers with
 * Clear-Site-Data (cookies, storage, cache) and, for browsers that ignore that header, expires
 * each cookie the site sets, then says what was cleared. Never cached, never indexed.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { deleteCookie } from 'hono/cookie'
import { CAMPAIGN_COOKIE } from '../campaign/attribution/campaign-cookie'
import { ARM_COOKIE } from '../lander-tests/arm-cookie'
import { AGE_COOKIE } from '../http/age-gate'
import { NEUTRAL_TITLE_COOKIE } from '../http/neutral-title'
import type { AppEnv } from '../http/app-env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { isSameOrigin } from '../http/same-origin'
import { SESSION_COOKIE } from '../http/session-seed'
import { DeviceClearedPage } from '../pages/DeviceClearedPage'
import { renderPage } from '../render/render-page'
import { SIGNUP_MARKER_COOKIE } from '../signup/success-marker'
import { CLEAR_DATA_PATH, SUCCESS_PATH } from '../shared/paths'

/** What the browser removes for this origin (https://w3c.github.io/webappsec-clear-site-data/). */
export const CLEAR_SITE_DATA = '"cookies", "storage", "cache"'

/** Every cookie the site sets, with the path it is set on (a deletion must name the same). */
const SITE_COOKIES: readonly [name: string, path: string][] = [
  [AGE_COOKIE, '/'],
  [SESSION_COOKIE, '/'],
  [CAMPAIGN_COOKIE, '/'],
  [SIGNUP_MARKER_COOKIE, SUCCESS_PATH],
  [NEUTRAL_TITLE_COOKIE, '/'],
  [ARM_COOKIE, '/'],
]

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
  const secure = new URL(c.req.url).protocol === 'https:'
  for (const [name, path] of SITE_COOKIES) deleteCookie(c, name, { path, secure })
}
