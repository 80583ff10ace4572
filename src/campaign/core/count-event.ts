/**
 * What a campaign event is: its name and the dimensions it is counted under. Only these are
 * written (count-batch.ts), never an IP address, email, user agent or session id;
 * the campaign is the link's tag (from ?sub= or the camp cookie that holds it).
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { NO_SUB_IDS, type SubIds } from './sub-ids'
import type { LinkProblem } from './source-macro'
import { agentFacts, type DeviceClass, type OsFamily } from './user-agent'

export type CampaignEventName =
  | 'click'
  /** The first click of a visitor on a campaign in a UTC day (its `camp` cookie says so). */
  | 'unique_click'
  | 'landing'
  /** A counted landing of a visitor who had not confirmed 18+: the age gate was shown. */
  | 'gate_shown'
  /** The age gate confirmed by a visitor carrying a campaign. */
  | 'gate_passed'
  /**
   * A landing or click whose `cost` was not a plain decimal of 0 to 10, or above its campaign's
   * bid (it added nothing).
   */
  | 'cost_rejected'
  /** A counted landing or click whose link had an unusable click id or an unfilled macro. */
  | LinkProblem
  | 'signup_attempt'
  | 'signup_created'
  | 'signup_rejected'
  | 'signup_unavailable'
  | 'bot'
  /** A person given an arm of a lander test, once (their `arm` cookie keeps it): its visitors. */
  | 'arm_assigned'

export interface CampaignEvent extends SubIds {
  /** UTC hour, YYYY-MM-DDTHH. */
  hour: string
  event: CampaignEventName
  /** The campaign tag, '' when there is none. */
  campaign: string
  /** Signup events: the page the visitor landed on (from the signed cookie); '' otherwise. */
  landingPage: string
  page: string
  /** Two-letter country from Cloudflare, '' when unknown. */
  country: string
  device: DeviceClass | ''
  /** US state (Cloudflare's region code), '' elsewhere or unknown. */
  state: string
  os: OsFamily | ''
  /** A landing's cost (the link's `cost`), in millionths of the unit; 0 otherwise. */
  costMicros: number
  /** The visitor's lander-test arm on this page ('3B': test 3, arm B), '' outside any test. */
  arm: string
  /** In an isolate's batch only: the client's keyed hash of the day (tag-budget.ts). */
  client?: string
}

/** What counting reads of a request, once: navigation or not, person or bot, device and country. */
export interface Visitor {
  /**
   * A top-level navigation: a link opened, an address typed. Browsers say so with
   * `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest: document`; an `<img>`, `<iframe>`, `<script>`
   * or `fetch()` on another site says otherwise and is neither counted nor tagged. A request
   * without those headers (older browsers, most scripts) is judged by the rules below.
   */
  navigation: boolean
  /**
   * Not a person opening the page: HEAD requests, no or an empty user agent, user agents the
   * maintained `isbot` list or our list of mail link checkers recognise, link previews
   * (`X-Purpose: preview`, `Purpose: preview`), and browser prefetches and prerenders (Chrome's
   * speculation rules send `Sec-Purpose: prefetch`, possibly `prefetch;prerender`; older
   * browsers `Purpose: prefetch` or Firefox's `X-Moz: prefetch`). Counted as the separate `bot`
   * event instead of a click or a landing.
   */
  bot: boolean
  /**
   * Gets the `camp` cookie: a person's navigation, or a browser's prefetch or prerender of a
   * navigation (it says navigate/document): the browser keeps its cookie only when the visitor
   * opens that page, and then sends no second request to set it on.
   */
  tagged: boolean
  device: DeviceClass
  /** Two-letter country from Cloudflare, '' when unknown. */
  country: string
  /** US state: Cloudflare's region code of a US visitor (`TX`), else ''. */
  state: string
  os: OsFamily
}

type RequestLocation = { cf?: { country?: unknown; regionCode?: unknown } }

export function visitorOf(request: Request): Visitor {
  const headers = request.headers
  const agent = agentFacts(headers.get('User-Agent') ?? '')
  const cf = (request as RequestLocation).cf
  const country = cf?.country
  const mode = headers.get('Sec-Fetch-Mode')
  const dest = headers.get('Sec-Fetch-Dest')
  const navigation =
    (mode === null || mode === 'navigate') && (dest === null || dest === 'document')
  const speculative = isSpeculative(headers)
  const bot = agent.bot || request.method === 'HEAD' || speculative
  // Only a browser that says it navigates may keep a prefetch's cookie for the visitor.
  const declared = mode === 'navigate' && dest === 'document'
  return {
    navigation,
    bot,
    tagged: navigation && (!bot || (declared && !agent.bot && request.method !== 'HEAD')),
    // Client hints: Chromium says ?1 on phones even with a reduced user agent.
    device:
      agent.device === 'desktop' && headers.get('Sec-CH-UA-Mobile') === '?1'
        ? 'phone'
        : agent.device,
    country: typeof country === 'string' && /^[A-Z0-9]{2}$/.test(country) ? country : '',
    state: country === 'US' ? usState(cf?.regionCode) : '',
    os: agent.os,
  }
}

/** A US state or territory code as Cloudflare gives it (ISO 3166-2 without `US-`), else ''. */
function usState(code: unknown): string {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : ''
}

/** A fetch ahead of (or without) a visitor's navigation: a prefetch, prerender or link preview. */
function isSpeculative(headers: Headers): boolean {
  // Every header is read, not the first one present: an empty `Sec-Purpose` beside
  // `Purpose: prefetch` is still a prefetch.
  return SPECULATION_HEADERS.some((name) => SPECULATIVE.test(headers.get(name) ?? ''))
}

const SPECULATION_HEADERS = ['Sec-Purpose', 'Purpose', 'X-Purpose', 'X-Moz'] as const
const SPECULATIVE = /(^|[;,\s])(prefetch|preview)($|[;,\s])/i

const HOUR_MS = 60 * 60 * 1000
let thisHour = ''
let nextHourStartsAt = 0

/** This UTC hour, YYYY-MM-DDTHH: formatted once an hour rather than on every counted request. */
function utcHour(): string {
  const now = Date.now()
  if (now >= nextHourStartsAt) {
    thisHour = new Date(now).toISOString().slice(0, 13)
    nextHourStartsAt = Date.parse(`${thisHour}:00:00Z`) + HOUR_MS
  }
  return thisHour
}

/**
 * The event's dimensions: this hour (UTC), the link's sub-ids, and the visitor's country, state,
 * device class and OS family. A bot's event keeps only its campaign, page and country: its
 * sub-ids would take places under the daily cap of a sub's values that people's visits need.
 */
export function campaignEvent(
  visitor: Visitor,
  event: CampaignEventName,
  campaign: string,
  page: string,
  landingPage = '',
  subs: SubIds = NO_SUB_IDS,
  costMicros = 0,
): CampaignEvent {
  const bot = event === 'bot'
  const kept = bot ? NO_SUB_IDS : subs
  return {
    hour: utcHour(),
    event,
    campaign,
    landingPage,
    page,
    country: visitor.country,
    device: bot ? '' : visitor.device,
    sub1: kept.sub1,
    sub2: kept.sub2,
    sub3: kept.sub3,
    sub4: kept.sub4,
    sub5: kept.sub5,
    state: bot ? '' : visitor.state,
    os: bot ? '' : visitor.os,
    costMicros,
    arm: '',
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
