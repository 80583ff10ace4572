/**
 * Landings: any HTML page view whose URL carries a valid `?sub=` gets the `camp` cookie and is
 * counted after the response. The worker entry reads the landing before anything answers, so
 * the front door sends its memoized bytes with the cookie already in their headers, and the
 * app's pages get it added on the way out.
 */
import { getQueryParam } from 'hono/utils/url'
import type { Env } from '../env'
import { pathOf } from '../http/request-url'
import { campaignCookie, readCampaignCookie } from '../campaign/campaign-cookie'
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
  /** The Set-Cookie value for the campaign; none for a bot, which is counted but not tagged. */
  cookie: string | undefined
}

/** This request's campaign landing, if it is one (a valid ?sub= on a page path, counting on). */
export function readLanding(request: Request, env: Env): Landing | undefined {
  const url = request.url
  // Most requests carry no query: decided without parsing the URL.
  if (!url.includes('sub=') || !countingEnabled(env)) return undefined
  // Read as /go reads it (Hono's c.req.query), without a URLSearchParams per landing.
  const campaign = campaignTag(getQueryParam(url, 'sub'))
  const path = pathOf(url)
  if (!campaign || NOT_LANDINGS.test(path)) return undefined
  const visitor = visitorOf(request)
  // An <img>, <iframe> or fetch() pointing here from another site: its normal answer, uncounted.
  if (!visitor.navigation) return undefined
  const cookie = visitor.tagged ? campaignCookie(campaign, url.startsWith('https:')) : undefined
  return { campaign, path, visitor, cookie }
}

/** Counts a landing on a page that answered with `status` (a bot's as the `bot` event). */
export function countLanding(
  request: Request,
  env: Env,
  ctx: WaitUntil,
  landing: Landing,
  status: number,
): void {
  const { campaign, visitor } = landing
  const page = pageTagForPath(landing.path, status, env)
  if (visitor.bot) {
    scheduleCount(ctx, env, [campaignEvent(visitor, 'bot', campaign, page)])
  } else if (readCampaignCookie(request.headers.get('Cookie')) !== campaign) {
    // A reload, or the return from the 18+ confirmation, with the same campaign is not a new
    // landing (its cookie is still renewed).
    scheduleCount(ctx, env, [campaignEvent(visitor, 'landing', campaign, page)])
  }
}

/**
 * The app's answer to a landing: counted, and given the cookie, when it is a page a visitor sees
 * (HTML, not a server error, for a GET or HEAD); any other answer goes out as it is.
 */
export function answerLanding(
  request: Request,
  env: Env,
  ctx: WaitUntil,
  landing: Landing,
  response: Response,
): Response {
  const method = request.method
  if (method !== 'GET' && method !== 'HEAD') return response
  if (response.status >= 500 || !response.headers.get('Content-Type')?.startsWith('text/html')) {
    return response
  }
  countLanding(request, env, ctx, landing, response.status)
  return landing.cookie ? withCookie(response, landing.cookie) : response
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
