/**
 * Zone rules against a visitor who sets `cost` (R13): with no bid set, three landings with
 * `cost=10` from two addresses on a campaign's best zone cut nothing, block-list nothing and push
 * nothing to HilltopAds, however the rules are set; the block list judges the same way.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { runRulesCron, urlsCalled } from './rules-cron'
import { DB, DESKTOP, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { mockBackend, TEST_ENV } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'attack-admin-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN, HILLTOPADS_API_KEY: 'hk-attack-key-0001' }
const ADMIN = adminClient(ENV, { ip: '192.0.2.91' })
const HOUR = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 13)
const CAMPAIGN = 'ra_best'
const BEST = '778899'

afterEach(() => vi.restoreAllMocks())

const admin = ADMIN.get

function post(path: string, fields: Record<string, string>, tokenFrom: string) {
  return ADMIN.post(path, fields, { tokenFrom })
}

/**
 * A HilltopAds campaign at a 1.00 payout: its best zone 2 signups on 1.00 spent by 110 people, two
 * more zones alike without as many signups; rules to block, push and send a webhook on a cut.
 */
beforeAll(async () => {
  await DB.batch([
    DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES (?1, 'https://t.example/p?c={cid}', 1000000, 'signup', ?2)`,
    ).bind(CAMPAIGN, new Date().toISOString()),
    DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, visitors, cost_micros) VALUES
       (?1, 'landing', ?2, ?3, 110, 110, 1000000), (?1, 'signup_created', ?2, ?3, 2, 0, 0),
       (?1, 'landing', ?2, '778800', 110, 110, 1000000), (?1, 'signup_created', ?2, '778800', 1, 0, 0),
       (?1, 'landing', ?2, '778811', 110, 110, 1000000)`,
    ).bind(HOUR, CAMPAIGN, BEST),
  ])
  const report = `/admin/report?by=sub1&campaign=${CAMPAIGN}`
  const source = { campaign: CAMPAIGN, source: 'hilltopads', source_campaign_id: '445566' }
  expect((await post('/admin/campaign-source', source, report)).status).toBe(303)
  for (const action of ['block', 'push', 'webhook']) {
    const rule = {
      scope: CAMPAIGN,
      by: 'sub1',
      judge: 'cut',
      action,
      webhook_url: 'https://hooks.example.com/zones',
      enabled: 'on',
    }
    expect((await post('/admin/rules', rule, '/admin/rules')).status, action).toBe(303)
  }
})

describe('a visitor’s cost and the zone rules', () => {
  it('three cost=10 landings from two addresses on a converting zone lead to no cut, no block-list entry and no push', async () => {
    for (const ip of ['203.0.113.91', '203.0.113.92', '203.0.113.92']) {
      await visit(`/state/Texas?sub=${CAMPAIGN}&sub1=${BEST}&cost=10`, {
        headers: { 'User-Agent': DESKTOP, 'CF-Connecting-IP': ip },
      })
    }
    await flushAggregators()
    const sent = mockBackend(() => new Response('{"result":"ok"}'))
    await runRulesCron(ENV)
    const actions = await DB.prepare(
      'SELECT action, value, outcome FROM rule_actions WHERE campaign = ?1',
    )
      .bind(CAMPAIGN)
      .all()
    expect(actions.results).toEqual([])
    const outgoing = urlsCalled(sent)
    expect(outgoing.filter((url) => url.includes('hilltopads.com'))).toEqual([])
    expect(outgoing.filter((url) => url.includes('hooks.example.com'))).toEqual([])
    const list = await admin(`/admin/blocklist.txt?campaign=${CAMPAIGN}&by=sub1`)
    expect(await list.text()).toBe('')
  })
})
