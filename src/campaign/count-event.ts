/**
 * What a campaign event is: its name and the dimensions it is counted under. Only these are
 * written (src/campaign/count-batch.ts), never an IP address, email, user agent or session id;
 * the campaign is the link's tag (from ?sub= or the camp cookie that holds it).
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import { agentFacts, type DeviceClass } from './user-agent'

export const CAMPAIGN_EVENTS = [
  'click',
  'landing',
  'signup_attempt',
  'signup_created',
  'signup_rejected',
  'signup_unavailable',
  'bot',
] as const
export type CampaignEventName = (typeof CAMPAIGN_EVENTS)[number]

export interface CampaignEvent {
  /** UTC date, YYYY-MM-DD. */
  day: string
  event: CampaignEventName
  /** The campaign tag, '' when there is none. */
  campaign: string
  page: string
  /** Two-letter country from Cloudflare, '' when unknown. */
  country: string
  device: DeviceClass | ''
}

/** What counting reads of a request, once: person or bot, device class and country. */
export interface Visitor {
  /**
   * Prefetchers and crawlers are not people: HEAD requests, browser prefetches and prerenders
   * (Chrome's speculation rules send `Sec-Purpose: prefetch`, possibly `prefetch;prerender`;
   * older browsers `Purpose: prefetch` or Firefox's `X-Moz: prefetch`) and user agents the
   * maintained `isbot` list recognises are counted as the separate `bot` event instead of a
   * click or a landing.
   */
  bot: boolean
  device: DeviceClass
  /** Two-letter country from Cloudflare, '' when unknown. */
  country: string
}

export function visitorOf(request: Request): Visitor {
  const headers = request.headers
  const agent = agentFacts(headers.get('User-Agent') ?? '')
  const country = (request as { cf?: { country?: unknown } }).cf?.country
  return {
    bot: agent.bot || request.method === 'HEAD' || isPrefetch(headers),
    // Client hints: Chromium says ?1 on phones even with a reduced user agent.
    device:
      agent.device === 'desktop' && headers.get('Sec-CH-UA-Mobile') === '?1'
        ? 'phone'
        : agent.device,
    country: typeof country === 'string' && /^[A-Z0-9]{2}$/.test(country) ? country : '',
  }
}

/** Whether the browser fetched this ahead of (or without) a visitor's navigation. */
function isPrefetch(headers: Headers): boolean {
  const purpose = headers.get('Sec-Purpose') ?? headers.get('Purpose') ?? headers.get('X-Moz')
  return purpose !== null && /(^|[;,\s])prefetch($|[;,\s])/i.test(purpose)
}

let today = ''
let tomorrowStartsAt = 0

/** Today's UTC date, YYYY-MM-DD: formatted once a day rather than on every counted request. */
function utcDay(): string {
  const now = Date.now()
  if (now >= tomorrowStartsAt) {
    today = new Date(now).toISOString().slice(0, 10)
    tomorrowStartsAt = Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000
  }
  return today
}

/** The event's dimensions: today (UTC), and the visitor's country and device class. */
export function campaignEvent(
  visitor: Visitor,
  event: CampaignEventName,
  campaign: string,
  page: string,
): CampaignEvent {
  return {
    day: utcDay(),
    event,
    campaign,
    page,
    country: visitor.country,
    device: event === 'bot' ? '' : visitor.device,
  }
}

/** Whether campaign counting is on: CAMPAIGN_COUNTS = "off" stops it (and the camp cookie). */
export function countingEnabled(env: Env): boolean {
  return env.CAMPAIGN_COUNTS !== 'off'
}

/**
 * One line per lost batch (or signup's events): which kinds of event (each once), how many
 * events (a row's count, else one each), and why.
 */
export function logCountsLost(
  lost: readonly { event: string; count?: number }[],
  error: string,
): void {
  const events = [...new Set(lost.map((item) => item.event))]
  const count = lost.reduce((sum, item) => sum + (item.count ?? 1), 0)
  logError('campaign_count_failed', { events, count, error })
}
