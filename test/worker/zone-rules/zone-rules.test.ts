/**
 * Zone rules through the worker: a rule's preview lists the zone and changes nothing; enabled,
 * the 10-minute cron adds it to blocklist.txt, writes the audit log, sends the webhook once, and
 * undo takes it off; the cool-down stops a second action; the daily cron still prunes.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import { DB } from '../campaign/campaign-helpers'
import { mockBackend, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'rules-admin-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ENV, { ip: '192.0.2.38' })
const HOUR = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 13)

afterEach(() => vi.restoreAllMocks())

const admin = ADMIN.get

/** A form posted with the token of the rules page's form for it. */
function post(path: string, fields: Record<string, string>) {
  return ADMIN.post(path, fields, { tokenFrom: '/admin/rules' })
}

/** Runs the scheduled handler as the Cron Trigger `cron` would, now. */
async function runCron(cron = RULES_CRON) {
  const controller = createScheduledController({ scheduledTime: new Date(), cron })
  const ctx = createExecutionContext()
  worker.scheduled(controller, ENV, ctx)
  await waitOnExecutionContext(ctx)
}

async function blocklist(campaign: string) {
  return (await admin(`/admin/blocklist.txt?campaign=${campaign}&by=sub1`)).text()
}

async function ruleIds(): Promise<number[]> {
  const { results } = await DB.prepare('SELECT id FROM zone_rules ORDER BY id').all<{
    id: number
  }>()
  return results.map(({ id }) => id)
}

beforeAll(async () => {
  // zr_main: payout 1.00; z-slow spent 1.20 over 120 landings without a signup (the verdict
  // waits: 1.2× payout), z-fine converted.
  await DB.batch([
    DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('zr_main', 'https://t.example/p?c={cid}', 1000000, 'signup', ?1)`,
    ).bind(new Date().toISOString()),
    DB.prepare(
      // Each landing a person of its own (visitors): rules act on people, never requests.
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors) VALUES
       (?1, 'landing', 'zr_main', 'z-slow', 120, 1200000, 120),
       (?1, 'landing', 'zr_main', 'z-fine', 120, 1200000, 120),
       (?1, 'signup_created', 'zr_main', 'z-fine', 3, 0, 0)`,
    ).bind(HOUR),
  ])
})

describe('a block-list rule', () => {
  it('previews the zone it would block, with its reason, and changes nothing', async () => {
    const saved = await post('/admin/rules', {
      scope: 'zr_main',
      by: 'sub1',
      judge: 'condition',
      min_landings: '100',
      max_signups: '0',
      action: 'block',
      cooldown_hours: '24',
    })
    expect(saved.status).toBe(303)
    const [id] = await ruleIds()
    const preview = textOf(await (await admin(`/admin/rules?preview=${id}`)).text())
    expect(preview).toContain(`Preview of rule ${id} (a dry run: nothing was changed)`)
    expect(preview).toMatch(
      /z-slow zr_main add to the block list 120 landings \(at least 100\), 0 signups \(at most 0\)/,
    )
    expect(preview).not.toMatch(/z-fine zr_main/)
    expect(await blocklist('zr_main')).toBe('')
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM rule_actions').first('n')).toBe(0)
    // Disabled, the cron does nothing either.
    await runCron()
    expect(await blocklist('zr_main')).toBe('')
  })

  it('enabled, is run by the cron: the zone joins blocklist.txt and the audit log; undo takes it off', async () => {
    const [id] = await ruleIds()
    expect((await post('/admin/rules/change', { id: String(id), op: 'enable' })).status).toBe(303)
    await runCron()
    expect(await blocklist('zr_main')).toBe('z-slow\n')
    const log = await DB.prepare(
      'SELECT id, rule_id AS ruleId, value, action, outcome, undone FROM rule_actions',
    ).all()
    expect(log.results).toEqual([
      {
        id: expect.any(Number),
        ruleId: id,
        value: 'z-slow',
        action: 'block',
        outcome: 'blocked',
        undone: null,
      },
    ])
    const page = textOf(await (await admin('/admin/rules')).text())
    expect(page).toMatch(/sub1 z-slow .* zr_main block blocked 120 landings/)
    // A second run within the cool-down adds nothing.
    await runCron()
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM rule_actions').first('n')).toBe(1)
    const undone = await post('/admin/rules/undo', { id: String(log.results[0]!.id) })
    expect(undone.status).toBe(303)
    expect(await blocklist('zr_main')).toBe('')
    expect(textOf(await (await admin('/admin/rules')).text())).toMatch(/undone \d{4}-\d\d-\d\d/)
    // Undone, the zone is not blocked again within the cool-down.
    await runCron()
    expect(await blocklist('zr_main')).toBe('')
  })
})

describe('a webhook rule', () => {
  it('sends one JSON POST per zone it picks, and none again within its cool-down', async () => {
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
       VALUES (?1, 'landing', 'zr_hook', 'z-dead', 400, 4000000, 400)`,
    )
      .bind(HOUR)
      .run()
    await DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('zr_hook', 'https://t.example/p?c={cid}', 1000000, 'signup', ?1)`,
    )
      .bind(new Date().toISOString())
      .run()
    expect(
      (
        await post('/admin/rules', {
          scope: 'zr_h*',
          judge: 'cut',
          action: 'webhook',
          webhook_url: 'https://hooks.example.com/zones',
          enabled: 'on',
        })
      ).status,
    ).toBe(303)
    const sent = mockBackend(() => new Response('ok'))
    await runCron()
    await runCron()
    const hooks = sent.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith('https://hooks.example.com/'),
    )
    expect(hooks).toHaveLength(1)
    const [input, init] = hooks[0]!
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      campaign: 'zr_hook',
      dimension: 'sub1',
      value: 'z-dead',
      reason: 'spent 4.0× payout, no signup: a break-even zone looks like this 2 % of the time',
    })
    expect(String(input)).toBe('https://hooks.example.com/zones')
    const outcome = await DB.prepare(
      "SELECT outcome FROM rule_actions WHERE campaign = 'zr_hook'",
    ).all<{ outcome: string }>()
    expect(outcome.results).toEqual([{ outcome: 'sent 200' }])
  })

  it('refuses a webhook URL the postback templates would refuse', async () => {
    for (const url of ['http://hooks.example.com/z', 'https://10.0.0.1/z', 'https://intranet/z']) {
      const res = await post('/admin/rules', { scope: '*', action: 'webhook', webhook_url: url })
      expect(res.status, url).toBe(400)
    }
  })
})

describe('the Cron Triggers', () => {
  it('still prunes on the daily cron, and only the 10-minute one runs the rules', async () => {
    await DB.prepare(
      "INSERT INTO campaign_counts (hour, event, campaign, count) VALUES ('2001-01-01T00', 'landing', 'zr_old', 1)",
    ).run()
    const before = await DB.prepare('SELECT COUNT(*) AS n FROM rule_actions').first('n')
    await runCron('17 3 * * *')
    expect(
      await DB.prepare("SELECT COUNT(*) AS n FROM campaign_counts WHERE campaign = 'zr_old'").first(
        'n',
      ),
    ).toBe(0)
    expect(await DB.prepare('SELECT COUNT(*) AS n FROM rule_actions').first('n')).toBe(before)
  })
})
