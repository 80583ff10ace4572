/**
 * At most MAX_RULES_PER_CAMPAIGN zone rules apply to one campaign: the rule form refuses the one
 * past it with a 400 that says why, a rule whose campaigns have room still saves, and `*` counts
 * every rule (each of them covers a campaign of `*`).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { MAX_RULES_PER_CAMPAIGN } from '../../../src/zone-rules/rule-cap'
import { saveRule, type NewRule } from '../../../src/zone-rules/rule-store'
import { DB } from '../campaign/campaign-helpers'
import { TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'rule-cap-admin-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ENV, { ip: '192.0.2.61' })

const RULE: NewRule = {
  scope: 'rc_main',
  dimension: 'sub1',
  judge: 'cut',
  minSpendPayouts: null,
  minLandings: null,
  maxSignups: null,
  maxRoi: null,
  minBotShare: null,
  action: 'block',
  webhookUrl: null,
  windowDays: 7,
  cooldownHours: 24,
  enabled: false,
}

afterEach(() => vi.restoreAllMocks())

async function addRule(scope: string) {
  const fields = { scope, by: 'sub1', judge: 'cut', action: 'block' }
  return ADMIN.post('/admin/rules', fields, { tokenFrom: '/admin/rules' })
}

async function rulesOf(scope: string): Promise<number> {
  const row = await DB.prepare('SELECT COUNT(*) AS n FROM zone_rules WHERE scope = ?1')
    .bind(scope)
    .first<{ n: number }>()
  return row!.n
}

beforeAll(async () => {
  // 19 rules of the campaign, one of a prefix covering it: 20 apply to rc_main.
  for (let i = 0; i < MAX_RULES_PER_CAMPAIGN - 1; i++) await saveRule(DB, RULE)
  await saveRule(DB, { ...RULE, scope: 'rc_*' })
})

describe(`the rule form past ${MAX_RULES_PER_CAMPAIGN} rules of a campaign`, () => {
  it('refuses the rule past the cap with a 400 that says why, and saves nothing', async () => {
    const res = await addRule('rc_main')
    expect(res.status).toBe(400)
    expect(textOf(await res.text())).toContain(
      `A campaign can have at most ${MAX_RULES_PER_CAMPAIGN} rules, and ${MAX_RULES_PER_CAMPAIGN} already cover campaigns that “rc_main” covers.`,
    )
    expect(await rulesOf('rc_main')).toBe(MAX_RULES_PER_CAMPAIGN - 1)
  })

  it('refuses a wider scope over the same campaign, and `*`', async () => {
    for (const scope of ['rc_m*', 'r*', '*']) {
      expect((await addRule(scope)).status, scope).toBe(400)
      expect(await rulesOf(scope), scope).toBe(0)
    }
  })

  it('saves a rule of another campaign, even under the same prefix', async () => {
    expect((await addRule('rc_other')).status).toBe(303)
    expect(await rulesOf('rc_other')).toBe(1)
    expect((await addRule('zz_other')).status).toBe(303)
  })
})
