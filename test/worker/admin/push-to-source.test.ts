/**
 * A rule that pushes zones to the traffic source's own black list: HilltopAds' documented
 * addToBlackList, called once per zone with the campaign's HilltopAds id, the request (without
 * its key) and the answer in the audit log; sources without a documented API are skipped, saying
 * so; an undo takes the zone off with HilltopAds' documented removeFromBlackList.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/admin/rules/run-rules'
import { DB } from '../campaign/campaign-helpers'
import { mockBackend, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'push-admin-token'
const KEY = 'hk-secret-api-key-0042'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN, HILLTOPADS_API_KEY: KEY }
const ADMIN = adminClient(ENV, { ip: '192.0.2.63' })
const HOUR = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 13)
const BLACKLIST = 'https://hilltopads.com/api/advertiser/addToBlackList'
const REMOVE = 'https://hilltopads.com/api/advertiser/removeFromBlackList'

afterEach(() => vi.restoreAllMocks())

const admin = (path: string, env = ENV) => ADMIN.get(path, { env })

function post(path: string, fields: Record<string, string>, tokenFrom: string) {
  return ADMIN.post(path, fields, { tokenFrom })
}

async function runCron(env = ENV) {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: RULES_CRON })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

/** Calls made to HilltopAds' black list. */
function pushes(sent: ReturnType<typeof mockBackend>) {
  return sent.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).startsWith(BLACKLIST),
  )
}

/** Each campaign: payout 1.00, a zone that spent 5× it without a signup (cut), by two names. */
beforeAll(async () => {
  await DB.batch(
    ['zp_hill', 'zp_exo'].flatMap((campaign) => [
      DB.prepare(
        `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
         VALUES (?1, 'https://t.example/p?c={cid}', 1000000, 'signup', ?2)`,
      ).bind(campaign, new Date().toISOString()),
      DB.prepare(
        // 400 people each; 5× payout spent, past the strict cut (4.6×) a push needs.
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
         VALUES (?1, 'landing', ?2, '778899', 400, 5000000, 400),
         (?1, 'landing', ?2, 'zone-x', 400, 5000000, 400)`,
      ).bind(HOUR, campaign),
    ]),
  )
  const report = (campaign: string) => `/admin/report?by=sub1&campaign=${campaign}`
  for (const [campaign, source] of [
    ['zp_hill', 'hilltopads'],
    ['zp_exo', 'exoclick'],
  ] as const) {
    const saved = await post(
      '/admin/campaign-source',
      { campaign, source, source_campaign_id: '445566' },
      report(campaign),
    )
    expect(saved.status).toBe(303)
  }
})

describe('a rule that pushes zones to the source’s black list', () => {
  it('previews the push for a HilltopAds zone id, and says why the others are skipped', async () => {
    const saved = await post(
      '/admin/rules',
      { scope: 'zp_*', judge: 'cut', action: 'push', cooldown_hours: '24' },
      '/admin/rules',
    )
    expect(saved.status).toBe(303)
    const id = (await DB.prepare(`SELECT id FROM zone_rules WHERE action = 'push'`).first('id'))!
    const preview = textOf(await (await admin(`/admin/rules?preview=${id}`)).text())
    expect(preview).toMatch(/778899 zp_hill push to the HilltopAds black list spent 5\.0×/)
    expect(preview).toMatch(/zone-x zp_hill skip: cannot push: not a HilltopAds zone id/)
    expect(preview).toMatch(/778899 zp_exo skip: cannot push: ExoClick documents no black-list API/)
  })

  it('enabled, calls addToBlackList once per zone, logging the request without its key', async () => {
    const id = (await DB.prepare(`SELECT id FROM zone_rules WHERE action = 'push'`).first('id'))!
    await DB.prepare('UPDATE zone_rules SET enabled = 1 WHERE id = ?1').bind(id).run()
    const sent = mockBackend(() => new Response(`{"result":"ok","echo":"${KEY}"}`))
    await runCron()
    await runCron()
    const calls = pushes(sent)
    expect(calls).toHaveLength(1)
    const [input, init] = calls[0]!
    expect(init?.method).toBe('POST')
    const url = new URL(String(input))
    expect(url.searchParams.get('key')).toBe(KEY)
    expect(url.searchParams.get('campaignId')).toBe('445566')
    expect(url.searchParams.get('sourceId')).toBe('778899')
    const log = await DB.prepare(
      `SELECT campaign, value, action, outcome FROM rule_actions WHERE action = 'push'`,
    ).all()
    expect(log.results).toEqual([
      {
        campaign: 'zp_hill',
        value: '778899',
        action: 'push',
        outcome: `sent 200: POST ${BLACKLIST}?campaignId=445566&sourceId=778899 answered {"result":"ok","echo":"…"}`,
      },
    ])
    const page = await (await admin('/admin/rules')).text()
    expect(page).not.toContain(KEY)
    expect(textOf(page)).toContain('sent 200: POST https://hilltopads.com/api/advertiser/')
  })

  it('undoes a push with HilltopAds’ removeFromBlackList, its answer in the log without the key', async () => {
    const action = (await DB.prepare(`SELECT id FROM rule_actions WHERE action = 'push'`).first(
      'id',
    ))!
    const sent = mockBackend(() => new Response(`{"result":"ok","echo":"${KEY}"}`))
    const undone = await post('/admin/rules/undo', { id: String(action) }, '/admin/rules')
    expect(undone.status).toBe(303)
    expect(undone.headers.get('Location')).toBe('/admin/rules?done=undone-push')
    const removals = sent.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(REMOVE),
    )
    expect(removals).toHaveLength(1)
    const [input, init] = removals[0]!
    expect(init?.method).toBe('DELETE')
    const url = new URL(String(input))
    expect(url.searchParams.get('key')).toBe(KEY)
    expect(url.searchParams.get('campaignId')).toBe('445566')
    expect(url.searchParams.get('sourceId')).toBe('778899')
    const outcome = String(
      await DB.prepare('SELECT outcome FROM rule_actions WHERE id = ?1')
        .bind(action)
        .first('outcome'),
    )
    expect(outcome).toContain(
      `; undo sent 200: DELETE ${REMOVE}?campaignId=445566&sourceId=778899 answered {"result":"ok","echo":"…"}`,
    )
    const page = await (await admin('/admin/rules?done=undone-push')).text()
    expect(page).not.toContain(KEY)
    expect(textOf(page)).toContain('the zone is off the campaign’s HilltopAds black list')
    expect(pushes(sent)).toHaveLength(0)
    // Within the cool-down, the zone is not pushed again.
    await runCron()
    expect(pushes(sent)).toHaveLength(0)
  })

  it('sends nothing without the HILLTOPADS_API_KEY secret, and logs why', async () => {
    await DB.prepare(`DELETE FROM rule_actions`).run()
    const sent = mockBackend(() => new Response('ok'))
    await runCron({ ...ENV, HILLTOPADS_API_KEY: undefined })
    expect(pushes(sent)).toHaveLength(0)
    const outcome = await DB.prepare(
      `SELECT outcome FROM rule_actions WHERE action = 'push'`,
    ).first('outcome')
    expect(outcome).toBe(
      `not sent: the HILLTOPADS_API_KEY secret is not set; POST ${BLACKLIST}?campaignId=445566&sourceId=778899`,
    )
  })
})
