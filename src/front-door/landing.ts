/**
 * Landings: a top-level navigation to an HTML page whose URL carries a valid `?sub=` gets the
 * signed `camp` cookie (campaign and landing page) and is counted after the response. The worker
 * entry reads the landing before anything answers, so the front door sends its memoized bytes
 * with the cookie already in their headers, and the app's pages get it added on the way out.
 */
import { getQueryParam } from 'hono/utils/url'
import type { Env } from '../env'
import { pathOf } from '../http/request-url'
import type { Subid } from '../shared/island-contract'
import { carryCampaign } from '../campaign/carry-campaign'
import { campaignTag } from '../campaign/campaign-tag'
import { scheduleCount, type WaitUntil } from '../campaign/count-batch'
import { campaignEvent, countingEnabled, visitorOf, type Visitor } from '../campaign/count-event'
import { pageTagForPath } from '../campaign/page-tag'

/** Paths that are not pages a campaign lands on: /go counts its own click, /admin is ours. */
const NOT_LANDINGS = /^\/(go|admin)(\/|\.|$)/

export interface Landing {
  campaign: string
  path: string
  visitor: Visitor
}

/** What a landing comes to on a page that answered with a given status. */
export interface SettledLanding {
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
  const path = pathOf(url)
  if (!campaign || NOT_LANDINGS.test(path)) return undefined
  const visitor = visitorOf(request)
  return visitor.navigation ? { campaign, path, visitor } : undefined
}

/**
 * The landing's page tag, cookie and freshness for a page that answered `status`. A visitor who
 * already carries this campaign keeps the page they first landed on (renewed, not replaced), so
 * a page is credited only with signups of visitors whose landing it counted; a `cid` in the URL
 * (readClickId) goes into the signed cookie and nowhere else.
 */
export async function settleLanding(
  request: Request,
  env: Env,
  landing: Landing,
  status: number,
): Promise<SettledLanding> {
  const page = pageTagForPath(landing.path, status, env)
  const carried = landing.visitor.tagged
    ? await carryCampaign(request, env, landing.campaign, page)
    : undefined
  return { page, cookie: carried?.cookie, fresh: carried?.fresh ?? true }
}

/** Counts a settled landing: a bot's as the `bot` event, a reload not at all. */
export function countLanding(
  env: Env,
  ctx: WaitUntil,
  landing: Landing,
  settled: SettledLanding,
): void {
  const { campaign, visitor } = landing
  if (visitor.bot) {
    scheduleCount(ctx, env, [campaignEvent(visitor, 'bot', campaign, settled.page)])
  } else if (settled.fresh) {
    scheduleCount(ctx, env, [campaignEvent(visitor, 'landing', campaign, settled.page)])
  }
}

/**
 * The app's answer to a landing: counted, and given the cookie, when it is a page a visitor sees
 * (HTML, not a server error, for a GET or HEAD); any other answer goes out as it is.
 */
export async function answerLanding(
  request: Request,
  env: Env,
  ctx: WaitUntil,
  landing: Landing,
  response: Response,
): Promise<Response> {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return response
  if (response.status >= 500 || !response.headers.get('Content-Type')?.startsWith('text/html')) {
    return response
  }
  const settled = await settleLanding(request, env, landing, response.status)
  countLanding(env, ctx, landing, settled)
  return settled.cookie ? withCookie(response, settled.cookie) : response
}

/**
 * The response with the cookie added. A Response made by `new Response()` has its own copy of
 * the headers it was given, so adding to it in place keeps the body as it was (a new Response
 * around `response.body` would pump it through a stream: about half the throughput).
 */
function withCookie(response: Response, cookie: string): Response {
  try {
    response.headers.append('Set-Cookie', cookie)
    return response
  } catch {
    // Immutable headers (a response passed through from fetch()): copy them once.
    const headers = new Headers(response.headers)
    headers.append('Set-Cookie', cookie)
    const encodeBody = headers.has('Content-Encoding') ? 'manual' : 'automatic'
    return new Response(response.body, { status: response.status, headers, encodeBody })
  }
}
