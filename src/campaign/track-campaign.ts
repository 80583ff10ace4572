/**
 * Landings: any HTML page view whose URL carries a valid `?sub=` gets the `camp` cookie and is
 * counted after the response. Called by the worker entry around both the front door and the
 * app, so memoized bytes go out unchanged with only the cookie added.
 */
import type { Env } from '../env'
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
  const url = new URL(request.url)
  const campaign = campaignTag(url.searchParams.get('sub'))
  if (!campaign || NOT_LANDINGS.test(url.pathname)) return response
  const page = pageTagForPath(url.pathname, response.status, env)

  if (isBotRequest(request)) {
    scheduleCount(ctx, env, [campaignEvent(request, 'bot', campaign, page)])
    return response
  }
  // A reload, or the return from the 18+ confirmation, with the same campaign is not a new landing.
  if (readCampaignCookie(request.headers.get('Cookie')) !== campaign) {
    scheduleCount(ctx, env, [campaignEvent(request, 'landing', campaign, page)])
  }
  return withCookie(response, campaignCookie(campaign, url.protocol === 'https:'))
}

/** A new response with the cookie added: the front door's headers are shared and stay as they are. */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers)
  headers.append('Set-Cookie', cookie)
  // A memoized page may be already gzipped: the runtime must send those bytes as they are.
  const encodeBody = headers.has('Content-Encoding') ? 'manual' : 'automatic'
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
    encodeBody,
  })
}
