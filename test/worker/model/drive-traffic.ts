/**
 * Sends the model's traffic (test/support/model/traffic.ts) through the real worker, front door
 * included, each visitor with its own address, browser, place and cookie jar, and the aggregators
 * flushed after each action (so a tag a person brought is known before the next action, as the
 * model reads the actions in order).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import worker from '../../../src/index'
import { saveTemplate } from '../../../src/campaign/conversions/postback-store'
import {
  AGENTS,
  MODEL_LANDER_TEST,
  TEMPLATE_URL,
  type Action,
  type Traffic,
} from '../../support/model/traffic'
import { flushAggregators } from '../campaign/count-helpers'
import { DB, GOOGLEBOT, type IncomingRequest } from '../campaign/campaign-helpers'
import { ORIGIN, TEST_ENV, VALID_SIGNUP } from '../helpers'

/** The UTC hour now, `YYYY-MM-DDTHH`, as counts are kept. */
export const utcHour = () => new Date().toISOString().slice(0, 13)

/** What driving a seed gave: the hour each action ran in, and each postback's answer. */
export interface Driven {
  hours: string[]
  /** The arm key each action's visitor held after it ('' for none): counting-model.ts, ModelRun. */
  arms: string[]
  answers: Map<number, string>
}

/** Saves the seed's manual costs as the cost form does (docs/campaigns.md, "Manual cost"). */
export async function saveManualCosts(traffic: Traffic): Promise<void> {
  for (const cost of traffic.costs)
    await DB.prepare(
      `INSERT OR REPLACE INTO campaign_costs (campaign, model, rate_micros, updated) VALUES (?1, ?2, ?3, ?4)`,
    )
      .bind(cost.campaign, cost.model, cost.rateMicros, new Date().toISOString())
      .run()
}

/** Saves every seed's bids (the cost form's "Bid") before any traffic: an aggregator reads them once. */
export async function saveBids(traffics: readonly Traffic[]): Promise<void> {
  for (const bid of traffics.flatMap((traffic) => traffic.bids))
    await DB.prepare(
      `INSERT OR REPLACE INTO campaign_bids (campaign, bid_micros, updated) VALUES (?1, ?2, ?3)`,
    )
      .bind(bid.campaign, bid.bidMicros, new Date().toISOString())
      .run()
}

/** Saves the seed's postback templates as /admin/postbacks does (docs/campaigns.md, "Postback out"). */
export async function saveTemplates(traffic: Traffic): Promise<void> {
  for (const template of traffic.templates)
    await saveTemplate(DB, {
      campaign: template.campaign,
      template: TEMPLATE_URL,
      payoutMicros: template.payoutMicros,
      fire: template.fire,
      updated: new Date().toISOString(),
    })
}

/** Starts the model's lander test as /admin/tests saves one; its id. */
export async function startModelLanderTest(): Promise<number> {
  const test = MODEL_LANDER_TEST
  const row = await DB.prepare(
    `INSERT INTO lander_tests (name, scope, page_type, difference, arms, baseline_rate, minimum_lift, created)
     VALUES (?1, ?2, ?3, 'copy', ?4, 0.05, 0.2, ?5) RETURNING id`,
  )
    .bind(test.name, test.scope, test.pageType, JSON.stringify(test.arms), new Date().toISOString())
    .first<{ id: number }>()
  return row!.id
}

/** The arm keys of an `arm` cookie's value (`v2.<nonce>.3B-5A.<signature>`). */
function armKeys(value: string): string {
  const parts = value.split('.')
  return parts.length === 4 ? parts[2]! : ''
}

/** Runs every action of `traffic` in order; `offset` numbers its postbacks' answers. */
export async function driveTraffic(traffic: Traffic, offset: number): Promise<Driven> {
  const jars = traffic.visitors.map((visitor) => ({
    camp: '',
    arm: '',
    ageOk: visitor.confirmed,
  }))
  const tokens = new Map<number, string>()
  const hours: string[] = []
  const arms: string[] = []
  const answers = new Map<number, string>()
  for (const [i, action] of traffic.actions.entries()) {
    hours.push(utcHour())
    const res = await send(action)
    if (action.kind === 'direct' || action.kind === 'site-click') {
      const location = res.headers.get('Location')
      const token = location
        ? new URL(location).searchParams.get(TEST_ENV.PARTNER_CLICK_PARAM)
        : null
      if (token) tokens.set(i, token)
    }
    if (action.kind === 'postback')
      answers.set(offset + i, res.status === 200 ? (await res.text()).trim() : String(res.status))
    else await res.body?.cancel()
    const who = 'visitor' in action ? action.visitor : undefined
    const visitor = who === undefined ? undefined : traffic.visitors[who]!
    const armSet = res.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('arm='))
      ?.split(';')[0]
    if (who !== undefined && visitor?.keepsCookies && armSet) jars[who]!.arm = armSet
    arms.push(
      armKeys(
        (who !== undefined && visitor?.keepsCookies ? jars[who]!.arm : (armSet ?? '')).slice(
          'arm='.length,
        ),
      ),
    )
    if (
      who !== undefined &&
      visitor?.keepsCookies &&
      action.kind !== 'bot' &&
      action.kind !== 'embed'
    ) {
      const camp = res.headers.getSetCookie().find((cookie) => cookie.startsWith('camp='))
      if (camp) jars[who]!.camp = camp.split(';')[0]!
      if (action.kind === 'gate') jars[who]!.ageOk = true
    }
    await flushAggregators()
  }
  return { hours, arms, answers }

  function send(action: Action): Promise<Response> {
    if (action.kind === 'postback') {
      const query = new URLSearchParams({
        token: tokens.get(action.click) ?? 'none',
        txid: action.txid,
      })
      if (action.payout !== undefined) query.set('payout', action.payout)
      if (action.status !== undefined) query.set('status', action.status)
      return fetchOnce(`/postback/${TEST_ENV.POSTBACK_SECRET}?${query}`, {
        headers: { 'CF-Connecting-IP': '192.0.2.77' },
      })
    }
    const visitor = traffic.visitors[action.visitor]!
    const jar = jars[action.visitor]!
    const headers: Record<string, string> = {
      'User-Agent': AGENTS[visitor.agent].ua,
      'CF-Connecting-IP': visitor.ip,
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
    }
    const cookies = [
      jar.ageOk ? 'age_ok=1' : '',
      visitor.keepsCookies ? jar.camp : '',
      visitor.keepsCookies ? jar.arm : '',
    ].filter(Boolean)
    if (cookies.length) headers.Cookie = cookies.join('; ')
    const cf = {
      country: visitor.place.country,
      regionCode: visitor.place.state,
      asOrganization: visitor.place.network,
    }
    const campaignLink = (path: string, campaign: string, link: Record<string, string> = {}) =>
      `${path}?${new URLSearchParams({ sub: campaign, ...link })}`
    switch (action.kind) {
      case 'land':
        return fetchOnce(campaignLink(action.path, action.campaign, action.link), { headers, cf })
      case 'direct':
        return fetchOnce(campaignLink('/go', action.campaign, action.link), { headers, cf })
      case 'site-click':
        return fetchOnce(`/go${action.query}`, { headers, cf })
      case 'gate':
        // The gate's form, shown only to a visitor without the 18+ cookie (a second post: back).
        return fetchOnce('/age-check', {
          method: 'POST',
          headers: {
            ...headers,
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: ORIGIN,
            Cookie: [jar.camp, jar.arm].filter(Boolean).join('; '),
          },
          body: new URLSearchParams({ return: '/' }).toString(),
          cf,
        })
      case 'signup':
        return fetchOnce('/api/signup', {
          method: 'POST',
          headers: {
            ...headers,
            'Content-Type': 'application/json',
            Origin: ORIGIN,
            Cookie: ['age_ok=1', jar.camp, jar.arm].filter(Boolean).join('; '),
          },
          body: JSON.stringify(VALID_SIGNUP),
          cf,
        })
      case 'bot': {
        const path =
          action.path === undefined
            ? campaignLink('/go', action.campaign)
            : campaignLink(action.path, action.campaign)
        const bot = { 'CF-Connecting-IP': visitor.ip, 'User-Agent': AGENTS[visitor.agent].ua }
        if (action.bot === 'head') return fetchOnce(path, { method: 'HEAD', headers: bot, cf })
        if (action.bot === 'crawler')
          return fetchOnce(path, { headers: { ...bot, 'User-Agent': GOOGLEBOT }, cf })
        if (action.bot === 'no-agent')
          return fetchOnce(path, { headers: { 'CF-Connecting-IP': visitor.ip }, cf })
        if (action.bot === 'preview')
          return fetchOnce(path, { headers: { ...bot, 'X-Purpose': 'preview' }, cf })
        return fetchOnce(path, {
          headers: {
            ...bot,
            'Sec-Purpose': 'prefetch',
            'Sec-Fetch-Mode': 'navigate',
            'Sec-Fetch-Dest': 'document',
          },
          cf,
        })
      }
      case 'embed':
        return fetchOnce(campaignLink('/go', action.campaign), {
          headers: { ...headers, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
          cf,
        })
    }
  }
}

interface SendOptions {
  method?: string
  headers: Record<string, string>
  body?: string
  cf?: Record<string, unknown>
}

/** One request through the real entry, its body read and the work it left running awaited. */
async function fetchOnce(path: string, options: SendOptions): Promise<Response> {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, { ...options, redirect: 'manual' })
  const res = await worker.fetch(request as IncomingRequest, TEST_ENV, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return new Response(res.status === 204 || res.status === 304 || body === '' ? null : body, {
    status: res.status,
    headers: res.headers,
  })
}
