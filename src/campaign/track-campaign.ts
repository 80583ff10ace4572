/**
 * Landings: any HTML page view whose URL carries a valid `?sub=` gets the `camp` cookie and is
 * counted after the response. Called by the worker entry around both the front door and the
 * app, so memoized bytes go out unchanged with only the cookie added.
 */
import type { Env } from '../env'
import { pathOf, queryOf } from '../http/request-url'
import { campaignCookie, readCampaignCookie } from './campaign-cookie'
import { campaignTag } from './campaign-tag'
import { campaignEvent, countingEnabled, isBotRequest, scheduleCount } from './count-event'
import { pageTagForPath } from './page-tag'

/** Paths that are not pages a campaign lands on: /go counts its own click, /admin is ours. */
const NOT_LANDINGS = /^\/(go|admin)(\/|\.|$)/

/** The response, with the `camp` cookie when this request is a campaign landing. */
export function trackCampaign(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  response: Response,
): Response {
  // Most requests carry no query: decided without parsing the URL.
  if (!request.url.includes('sub=') || !countingEnabled(env)) return response
  if (request.method !== 'GET' && request.method !== 'HEAD') return response
  if (!response.headers.get('Content-Type')?.startsWith('text/html') || response.status >= 500) {
    return response
  }
  const path = pathOf(request.url)
  const campaign = campaignTag(new URLSearchParams(queryOf(request.url)).get('sub'))
  if (!campaign || NOT_LANDINGS.test(path)) return response
  const page = pageTagForPath(path, response.status, env)

  if (isBotRequest(request)) {
    scheduleCount(ctx, env, [campaignEvent(request, 'bot', campaign, page)])
    return response
  }
  // A reload, or the return from the 18+ confirmation, with the same campaign is not a new landing.
  if (readCampaignCookie(request.headers.get('Cookie')) !== campaign) {
    scheduleCount(ctx, env, [campaignEvent(request, 'landing', campaign, page)])
  }
  return withCookie(response, campaignCookie(campaign, request.url.startsWith('https:')))
}

/**
 * The response with the cookie added. A Response made by `new Response()` has its own copy of
 * the headers it was given, so the front door's cached headers stay as they are; adding to it in
 * place keeps the body as it was (a cached Blob is sent by the runtime itself, while a new
 * Response around `response.body` would pump it through a stream: about half the throughput).
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
