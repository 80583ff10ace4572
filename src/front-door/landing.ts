/**
 * Landings: a top-level navigation to an HTML page whose URL carries a valid `?sub=` gets the
 * signed `camp` cookie (campaign and landing page) and is counted after the response. All of it
 * is here: the front door settles a landing on a cached page before sending its memoized bytes
 * (the cookie then goes in their headers), and answerLandings does it for the app's pages. Both
 * credit the tag the page's own Layout gave (kept with a cached page), never one read off the path.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { getQueryParam } from 'hono/utils/url'
import type { Env } from '../env'
import type { AppEnv } from '../http/app-env'
import { pathOf } from '../http/request-url'
import type { Subid } from '../shared/island-contract'
import { ADMIN_PATH, GO_PATH } from '../shared/paths'
import { carryCampaign } from '../campaign/attribution/carry-campaign'
import { campaignTag } from '../campaign/core/campaign-tag'
import { scheduleCount, type WaitUntil } from '../campaign/counting/count-batch'
import {
  campaignEvent,
  countingEnabled,
  visitorOf,
  type Visitor,
} from '../campaign/counting/count-event'

/** Paths that are not pages a campaign lands on: /go counts its own click, /admin is ours. */
const NOT_LANDINGS = new RegExp(`^(${GO_PATH}|${ADMIN_PATH})(/|\\.|$)`)

export interface Landing {
  campaign: string
  visitor: Visitor
}

/** What a landing comes to on the page it reached. */
interface SettledLanding {
  page: Subid
  /** The Set-Cookie value; none for a bot, or without CAMPAIGN_SECRET. */
  cookie: string | undefined
  /** False when the visitor already carries this campaign: a reload is not a second landing. */
  fresh: boolean
}

/**
 * This request's campaign landing, if it is one: a valid ?sub= on a page path, counting on, and a
 * navigation (an <img>, <iframe> or fetch() from another site gets its normal answer, uncounted).
 */
export function readLanding(request: Request, env: Env): Landing | undefined {
  const url = request.url
  // Most requests carry no query: decided without parsing the URL.
  if (!url.includes('sub=') || !countingEnabled(env)) return undefined
  // Read as /go reads it (Hono's c.req.query), without a URLSearchParams per landing.
  const campaign = campaignTag(getQueryParam(url, 'sub'))
  if (!campaign || NOT_LANDINGS.test(pathOf(url))) return undefined
  const visitor = visitorOf(request)
  return visitor.navigation ? { campaign, visitor } : undefined
}

/**
 * The landing's cookie and freshness on the page tagged `page`. A visitor who
 * already carries this campaign keeps the page they first landed on (renewed, not replaced), so
 * a page is credited only with signups of visitors whose landing it counted; a `cid` in the URL
 * (readClickId) goes into the signed cookie and nowhere else.
 */
export async function settleLanding(
  request: Request,
  env: Env,
  landing: Landing,
  page: Subid,
): Promise<SettledLanding> {
  const carried = landing.visitor.tagged
    ? await carryCampaign(request, env, landing.campaign, page)
    : undefined
  return { page, cookie: carried?.cookie, fresh: carried?.fresh ?? true }
}

/** Counts a settled landing: a bot's as the `bot` event, a reload not at all. */
export function countLanding(
  env: Env,
  ctx: WaitUntil,
  request: Request,
  landing: Landing,
  settled: SettledLanding,
): void {
  const { campaign, visitor } = landing
  if (visitor.bot) {
    scheduleCount(ctx, env, [campaignEvent(visitor, 'bot', campaign, settled.page)])
  } else if (settled.fresh) {
    // With the request: a person's landing may make its tag new for the day (tag-budget.ts).
    const event = campaignEvent(visitor, 'landing', campaign, settled.page)
    scheduleCount(ctx, env, [event], request)
  }
}

/**
 * The app's landings: counted, and given the cookie, when the answer is one of the site's pages
 * (rendered with a Layout, so tagged; not a server error) to a GET or HEAD. Anything else goes
 * out as it is.
 */
export function answerLandings(): MiddlewareHandler<AppEnv> {
  return async function answerLandings(c, next) {
    const landing = readLanding(c.req.raw, c.env)
    await next()
    if (!landing || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return
    const page = c.get('subid')
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
    if (!page || !html || c.res.status >= 500) return
    const settled = await settleLanding(c.req.raw, c.env, landing, page)
    countLanding(c.env, c.executionCtx, c.req.raw, landing, settled)
    if (settled.cookie) addCookie(c, settled.cookie)
  }
}

/**
 * Adds the cookie to the response in place: a Response made by `new Response()` has its own copy
 * of its headers, so the body stays as it was (a new Response around `response.body` would pump
 * it through a stream: about half the throughput). Only immutable headers (a response passed
 * through from fetch()) are copied, by Hono's c.header, which makes the new Response once.
 */
function addCookie(c: Context<AppEnv>, cookie: string): void {
  try {
    c.res.headers.append('Set-Cookie', cookie)
  } catch {
    c.header('Set-Cookie', cookie, { append: true })
  }
}
