/**
 * Writes campaign counters to D1 after the response: one upsert per event into the day's
 * aggregate row. Only the dimensions below are written, never an IP address, email, user agent
 * or session id; the campaign is the link's tag (from ?sub= or the camp cookie that holds it).
 * A failure (no binding, a query error, a timeout) is logged as one JSON line and swallowed:
 * counting never changes what the visitor gets.
 */
import { isbot } from 'isbot'
import type { Env } from '../env'
import { logError } from '../shared/log'
import { deviceClass, type DeviceClass } from './device-class'

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

/** What counting needs of an execution context (Hono's and the runtime's types differ). */
export type WaitUntil = Pick<ExecutionContext, 'waitUntil'>

/** Past this, the count is abandoned (and logged) rather than keeping the worker alive. */
export const COUNT_TIMEOUT_MS = 3000

const UPSERT = `INSERT INTO campaign_counts (day, event, campaign, page, country, device, count)
VALUES (?, ?, ?, ?, ?, ?, 1)
ON CONFLICT (day, event, campaign, page, country, device) DO UPDATE SET count = count + 1`

/**
 * Prefetchers and crawlers are not people: HEAD requests, browser prefetches and prerenders
 * (Chrome's speculation rules send `Sec-Purpose: prefetch`, possibly `prefetch;prerender`; older
 * browsers `Purpose: prefetch` or Firefox's `X-Moz: prefetch`) and user agents the maintained
 * `isbot` list recognises are counted as the separate `bot` event instead of a click or a landing.
 */
export function isBotRequest(request: Request): boolean {
  return (
    request.method === 'HEAD' ||
    isPrefetch(request.headers) ||
    isbot(request.headers.get('User-Agent'))
  )
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

/** The event's dimensions for this request: today (UTC), country and device class. */
export function campaignEvent(
  request: Request,
  event: CampaignEventName,
  campaign: string,
  page: string,
): CampaignEvent {
  const country = (request as { cf?: { country?: unknown } }).cf?.country
  return {
    day: utcDay(),
    event,
    campaign,
    page,
    country: typeof country === 'string' && /^[A-Z0-9]{2}$/.test(country) ? country : '',
    device: event === 'bot' ? '' : deviceClass(request.headers),
  }
}

/** Upserts the events in one batch; resolves whatever happens (failures are logged). */
export async function countEvents(env: Env, events: readonly CampaignEvent[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const db = env.DB
    if (!db) throw new Error('the DB binding is missing')
    const statements = events.map((e) =>
      db.prepare(UPSERT).bind(e.day, e.event, e.campaign, e.page, e.country, e.device),
    )
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), COUNT_TIMEOUT_MS)
    })
    await Promise.race([db.batch(statements), timeout])
  } catch (error) {
    logError('campaign_count_failed', {
      events: events.map((e) => e.event),
      error: error instanceof Error ? error.message.slice(0, 200) : String(error),
    })
  } finally {
    clearTimeout(timer)
  }
}

/** Whether campaign counting is on: CAMPAIGN_COUNTS = "off" stops it (and the camp cookie). */
export function countingEnabled(env: Env): boolean {
  return env.CAMPAIGN_COUNTS !== 'off'
}

/** Counts after the response: handed to waitUntil so it never delays the visitor. */
export function scheduleCount(ctx: WaitUntil, env: Env, events: readonly CampaignEvent[]): void {
  if (events.length === 0 || !countingEnabled(env)) return
  ctx.waitUntil(countEvents(env, events))
}
