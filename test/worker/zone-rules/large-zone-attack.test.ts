/**
 * A large converting zone against a visitor who sets `cost` (R13, round 5;
 * docs/decisions/046-untiltable-zone-cost.md): 5,000 people at 0.002 a visit (10.00) and 10
 * signups at a 1.00 payout, then 19 landings with `cost=1.00` from one /48's /64s and rotated
 * IPv4 addresses. Its campaign's own last days put its ceiling at 0.01 a visit, so the 19 add
 * nothing and are counted as rejected: no rule cut, no block-list entry, no push. A /48's /64s
 * add at most three visits' cost to a zone a day, and a costly visit's cost is counted apart.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { runRulesCron, urlsCalled } from './rules-cron'
import { readCostProfile } from '../../../src/campaign-settings/cost-profiles'
import { DB, DESKTOP, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { mockBackend, TEST_ENV } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'large-zone-admin-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN, HILLTOPADS_API_KEY: 'hk-large-key-0001' }
const ADMIN = adminClient(ENV, { ip: '192.0.2.93' })
const HOUR_MS = 3_600_000
const hourAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString().slice(0, 13)
const CAMPAIGN = 'lz_big'
const BIG = '551100'

afterEach(() => vi.restoreAllMocks())

/** The cron at `minute` past this hour: the profiles are worked out in an hour's first run. */
async function runCron(minute = 5) {
  const at = new Date()
  at.setUTCMinutes(minute)
  await runRulesCron(ENV, at)
}

/** A campaign at a 1.00 payout on signups, its count rows (VALUES tuples), its source HilltopAds. */
async function seedCampaign(campaign: string, rows: readonly string[], sourceId: string) {
  await DB.batch([
    DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES (?1, 'https://t.example/p?c={cid}', 1000000, 'signup', ?2)`,
    ).bind(campaign, new Date().toISOString()),
    DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, visitors, cost_micros)
       VALUES ${rows.join(', ')}`,
    ),
  ])
  const report = `/admin/report?by=sub1&campaign=${campaign}`
  const source = { campaign, source: 'hilltopads', source_campaign_id: sourceId }
  const res = await ADMIN.post('/admin/campaign-source', source, { tokenFrom: report })
  expect(res.status).toBe(303)
}

/** report.csv's lines for the campaign by sub1, keyed by zone. */
async function zones(campaign: string): Promise<Map<string, Record<string, string>>> {
  await flushAggregators()
  const res = await ADMIN.get(`/admin/report.csv?by=sub1&campaign=${campaign}`)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
  return new Map(rows.map((row) => [row.sub1!, row]))
}

/**
 * A HilltopAds campaign at a 1.00 payout: the big zone (5,000 people, 10.00, 10 signups) two
 * hours ago, and four zones of 300 people a day at the same 0.002 a visit over the six days
 * before; rules to block, push and send a webhook on a cut; the cron run once (its profile).
 */
beforeAll(async () => {
  const rows = [`('${hourAgo(2)}', 'landing', '${CAMPAIGN}', '${BIG}', 5000, 5000, 10000000)`]
  rows.push(`('${hourAgo(2)}', 'signup_created', '${CAMPAIGN}', '${BIG}', 10, 0, 0)`)
  for (let day = 1; day <= 6; day++) {
    for (const zone of ['551101', '551102', '551103', '551104']) {
      rows.push(`('${hourAgo(24 * day)}', 'landing', '${CAMPAIGN}', '${zone}', 300, 300, 600000)`)
      rows.push(`('${hourAgo(24 * day)}', 'signup_created', '${CAMPAIGN}', '${zone}', 1, 0, 0)`)
    }
  }
  await seedCampaign(CAMPAIGN, rows, '445567')
  for (const action of ['block', 'push', 'webhook']) {
    const rule = {
      scope: CAMPAIGN,
      by: 'sub1',
      judge: 'cut',
      action,
      window_days: '7',
      webhook_url: 'https://hooks.example.com/zones',
      enabled: 'on',
    }
    const res = await ADMIN.post('/admin/rules', rule, { tokenFrom: '/admin/rules' })
    expect(res.status, action).toBe(303)
  }
  mockBackend(() => new Response('{"result":"ok"}'))
  await runCron()
}, 60_000)

describe('a large converting zone and 19 landings with cost=1.00', () => {
  it('has a ceiling from its campaign’s own days: 5× its usual 0.002 a visit', async () => {
    expect(await readCostProfile(DB, CAMPAIGN)).toMatchObject({
      typicalMicros: 2000,
      highMicros: 2000,
      ceilingMicros: 10_000,
      costlyMicros: 4000,
    })
  })

  it('leads to no rule cut, no block-list entry and no push, its 19 costs counted as rejected', async () => {
    const clients = [
      ...Array.from({ length: 10 }, (_, i) => `2001:db8:77:${i}::1`),
      ...Array.from({ length: 9 }, (_, i) => `198.51.100.${40 + i}`),
    ]
    for (const ip of clients) {
      await visit(`/state/Texas?sub=${CAMPAIGN}&sub1=${BIG}&cost=1.00`, {
        headers: { 'User-Agent': DESKTOP, 'CF-Connecting-IP': ip },
      })
    }
    const big = (await zones(CAMPAIGN)).get(BIG)
    expect(big).toMatchObject({
      landings: '5019',
      cost: '10.00',
      signups: '10',
      cost_rejected: '19',
    })
    const sent = mockBackend(() => new Response('{"result":"ok"}'))
    await runCron(25)
    const actions = await DB.prepare('SELECT action, value FROM rule_actions WHERE campaign = ?1')
      .bind(CAMPAIGN)
      .all()
    expect(actions.results).toEqual([])
    const outgoing = urlsCalled(sent)
    expect(outgoing.filter((url) => url.includes('hilltopads.com'))).toEqual([])
    expect(outgoing.filter((url) => url.includes('hooks.example.com'))).toEqual([])
    const list = await ADMIN.get(`/admin/blocklist.txt?campaign=${CAMPAIGN}&by=sub1`)
    expect(await list.text()).toBe('')
  }, 60_000)

  it('counts a costly visit’s cost apart, and a /48’s /64s add at most three visits’ cost to a zone a day', async () => {
    // 0.008 a visit: under the ceiling (0.01), over the costly line (0.004).
    for (let i = 0; i < 8; i++) {
      await visit(`/state/Texas?sub=${CAMPAIGN}&sub1=551109&cost=0.008`, {
        headers: { 'User-Agent': DESKTOP, 'CF-Connecting-IP': `2001:db8:78:${i}::1` },
      })
    }
    const zone = (await zones(CAMPAIGN)).get('551109')
    expect(zone).toMatchObject({ landings: '8', cost: '0.024', cost_rejected: '0' })
    const costly = await DB.prepare(
      `SELECT SUM(count) AS visits, SUM(cost_micros) AS micros FROM campaign_counts
       WHERE campaign = ?1 AND sub1 = '551109' AND event = 'cost_costly'`,
    )
      .bind(CAMPAIGN)
      .first()
    expect(costly).toEqual({ visits: 3, micros: 24_000 })
  }, 60_000)
})

describe('a push the source cannot undo', () => {
  it('needs the 99 % cut on the zone’s cost without its costly visits: blocked, not pushed', async () => {
    const campaign = 'lz_margin'
    const hour = hourAgo(3)
    // Zone 661100: 4.30 of usual visits and 0.42 of costly ones (8.9 %, under the 10 % guard),
    // no signup: cut at 95 % (4.72× payout) and at 99 % with them, not at 99 % without (4.30×).
    const rows = [
      `('${hour}', 'landing', '${campaign}', '661100', 300, 300, 4300000)`,
      `('${hour}', 'cost_costly', '${campaign}', '661100', 30, 0, 420000)`,
    ]
    for (const zone of ['661101', '661102', '661103']) {
      rows.push(`('${hour}', 'landing', '${campaign}', '${zone}', 300, 300, 4500000)`)
      rows.push(`('${hour}', 'signup_created', '${campaign}', '${zone}', 5, 0, 0)`)
    }
    await seedCampaign(campaign, rows, '445568')
    for (const action of ['block', 'push']) {
      const rule = { scope: campaign, by: 'sub1', judge: 'cut', action, enabled: 'on' }
      const res = await ADMIN.post('/admin/rules', rule, { tokenFrom: '/admin/rules' })
      expect(res.status, action).toBe(303)
    }
    const sent = mockBackend(() => new Response('{"result":"ok"}'))
    await runCron(35)
    const actions = await DB.prepare('SELECT action, value FROM rule_actions WHERE campaign = ?1')
      .bind(campaign)
      .all()
    expect(actions.results).toEqual([{ action: 'block', value: '661100' }])
    const outgoing = urlsCalled(sent)
    expect(outgoing.filter((url) => url.includes('hilltopads.com'))).toEqual([])
  }, 60_000)
})

describe('the report page’s cost form', () => {
  /** The report page's text, React's text separators taken out. */
  const pageText = async (campaign: string) =>
    (await (await ADMIN.get(`/admin/report?by=sub1&campaign=${campaign}`)).text()).replaceAll(
      '<!-- -->',
      '',
    )

  it('says the ceiling a campaign without a bid has from its own days, and 1.00 for one without them', async () => {
    expect(await pageText(CAMPAIGN)).toContain('own ceiling holds: 0.01 a visit, 5 × its usual')
    expect(await pageText('lz_margin')).toContain('1.00 a visit until it has a week’s cost history')
  })
})
