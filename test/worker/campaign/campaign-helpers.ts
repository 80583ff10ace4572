/**
 * Shared helpers of the campaign tests: visits through the real entry (front door included)
 * that wait for their counts, the counters read back, the campaign cookie. Signups are posted
 * with the worker tests' own helpers (../helpers).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { expect } from 'vitest'
import worker from '../../../src/index'
import type { Env } from '../../../src/env'
import { encodeCampaignCookie } from '../../../src/campaign/attribution/campaign-cookie'
import type { Subid } from '../../../src/shared/island-contract'
import { flushAggregators } from './count-helpers'
import { freshIp, ORIGIN, request, TEST_ENV } from '../helpers'

export type IncomingRequest = Parameters<typeof worker.fetch>[0]

export const DB = (env as unknown as { DB: D1Database }).DB
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
export const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
export const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
export const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/142.0.0.0 Safari/537.36'
export const TODAY = () => new Date().toISOString().slice(0, 10)

export interface VisitOptions {
  cookie?: string
  headers?: Record<string, string>
  method?: string
  body?: string
  cf?: Record<string, unknown>
  env?: Env
  /** Called as the response is handed back, before the work it left running (waitUntil) ends. */
  onResponse?: () => void
}

/** One request through the real entry (front door included), waiting for its counts. */
export async function visit(path: string, options: VisitOptions = {}) {
  const ctx = createExecutionContext()
  // Each visit a client of its own unless it names one, as distinct visitors at the edge are.
  const headers = new Headers({
    'User-Agent': DESKTOP,
    'CF-Connecting-IP': freshIp(),
    ...options.headers,
  })
  headers.set('Cookie', ['age_ok=1', options.cookie].filter(Boolean).join('; '))
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    redirect: 'manual',
    cf: options.cf,
  })
  const res = await worker.fetch(request as IncomingRequest, options.env ?? TEST_ENV, ctx)
  options.onResponse?.()
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

/**
 * Lists a tag for today as a person's landing would: bots' events count under a tag's own name
 * only once a person has made it known, so bot-only tests list theirs first.
 */
export async function listTag(campaign: string): Promise<void> {
  await DB.prepare('INSERT OR IGNORE INTO campaign_tags (day, campaign) VALUES (?1, ?2)')
    .bind(TODAY(), campaign)
    .run()
}

export interface Row {
  day: string
  event: string
  campaign: string
  page: string
  country: string
  device: string
  count: number
}

/**
 * A campaign's counters per UTC day (hours and landing pages summed) in D1, once every
 * aggregator has flushed what it holds.
 */
export async function rowsFor(campaign: string): Promise<Omit<Row, 'campaign'>[]> {
  await flushAggregators()
  const { results } = await DB.prepare(
    `SELECT substr(hour, 1, 10) AS day, event, page, country, device, SUM(count) AS count
     FROM campaign_counts WHERE campaign = ?
     GROUP BY day, event, page, country, device ORDER BY event, page, device`,
  )
    .bind(campaign)
    .all<Row>()
  return results
}

/** A campaign's postbacks by outcome (sent, failed, skipped) in D1, summed over its hours. */
export async function postbackOutcomes(campaign: string) {
  const { results } = await DB.prepare(
    'SELECT outcome, SUM(count) AS count FROM postback_outcomes WHERE campaign = ? GROUP BY outcome ORDER BY outcome',
  )
    .bind(campaign)
    .all()
  return results
}

/** Every count in D1, once every aggregator has flushed what it holds. */
export async function total(): Promise<number> {
  await flushAggregators()
  const row = await DB.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts').first<{
    n: number
  }>()
  return row!.n
}

export function campCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith('camp='))
}

/** The Cookie pair of a response's camp cookie. */
export const cookieOf = (res: Response) => campCookie(res)!.split(';')[0]!

/**
 * A partner's postback, `GET /postback/{secret}?{query}`: its status and text. With `secret`,
 * the environment's POSTBACK_SECRET is that one too (a deployment whose secret it is).
 */
export async function partnerPostback(
  query: Record<string, string>,
  options: { secret?: string; method?: string } = {},
): Promise<{ status: number; text: string }> {
  const { secret, method } = options
  const env = secret === undefined ? TEST_ENV : { ...TEST_ENV, POSTBACK_SECRET: secret }
  const path = `/postback/${secret ?? TEST_ENV.POSTBACK_SECRET}?${new URLSearchParams(query)}`
  const res = await request(path, method ? { method } : {}, env)
  return { status: res.status, text: await res.text() }
}

/** The partner approves the transaction `txid` of the token a /go redirect to `location` carried. */
export async function partnerApproves(location: string, txid: string, payout: string) {
  const token = new URL(location).searchParams.get('aff_sub')!
  const { text } = await partnerPostback({ token, txid, payout, status: 'approved' })
  expect(text).toBe('ok')
}

/** The Cookie pair a landing from `campaign` on `page` gives, signed with the tests' secret. */
export async function campFor(campaign: string, page: Subid = 'state'): Promise<string> {
  return `camp=${await encodeCampaignCookie({ campaign, page }, TEST_ENV.CAMPAIGN_SECRET!)}`
}

/** A Set-Cookie of the camp cookie for `campaign` (landed on `page`), signed, as a pattern. */
export function campPattern(campaign: string, page = '[a-z-]+'): RegExp {
  return new RegExp(`^camp=v1\\.${campaign}\\.${page}\\.[A-Za-z0-9_-]{22};`)
}

/** A person's headers from `ip`: a browser's user agent and Cloudflare's client address. */
export const person = (ip: string) => ({ 'User-Agent': DESKTOP, 'CF-Connecting-IP': ip })

/** A campaign's events today in D1 (flushed first), narrowed by an SQL condition if given. */
export async function countToday(campaign: string, where = ''): Promise<number> {
  await flushAggregators()
  const row = await DB.prepare(
    `SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts
     WHERE campaign = ?1 AND hour LIKE ?2 || '%' ${where}`,
  )
    .bind(campaign, TODAY())
    .first<{ n: number }>()
  return row!.n
}

/** Tags starting with `prefix` listed today (flushed first). */
export async function listedToday(prefix: string): Promise<number> {
  await flushAggregators()
  const row = await DB.prepare(
    `SELECT COUNT(*) AS n FROM campaign_tags WHERE day = ?1 AND campaign LIKE ?2 || '%'`,
  )
    .bind(TODAY(), prefix)
    .first<{ n: number }>()
  return row!.n
}

/** Runs `times` requests, `atOnce` of them concurrently. */
export async function inWaves(
  times: number,
  send: (i: number) => Promise<unknown>,
  atOnce = 100,
): Promise<void> {
  for (let i = 0; i < times; i += atOnce) {
    await Promise.all(Array.from({ length: Math.min(atOnce, times - i) }, (_, j) => send(i + j)))
  }
}

/** The i-th tag of a series: `prefix0042`. */
export const tagOf = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`

/** The age gate's confirmation posted by a person at `ip` carrying `cookie` (no 18+ cookie). */
export function confirmAgeFrom(cookie: string, ip: string, returnTo = '/') {
  return request('/age-check', {
    confirmed: false,
    method: 'POST',
    cookie,
    headers: {
      ...person(ip),
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: ORIGIN,
    },
    body: new URLSearchParams({ return: returnTo }).toString(),
  })
}
