/**
 * The dashboard before a flush: the aggregators' unflushed rows are capped as
 * their flush will cap them, and `(other)` is a campaign the filters accept.
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { OTHER_CAMPAIGN } from '../../../src/campaign/counting/count-store'
import { TEST_ENV } from '../helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { DB, DESKTOP, TODAY, visit } from '../campaign/campaign-helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'unflushed-admin-token'

/** Landings by campaign in today's CSV (every campaign, or the one asked for). */
async function landings(env: Env, campaign = ''): Promise<Map<string, number>> {
  const query = `from=${TODAY()}&to=${TODAY()}${campaign ? `&campaign=${encodeURIComponent(campaign)}` : ''}`
  const res = await adminClient(env).get(`/admin/export.csv?${query}`)
  expect(res.status).toBe(200)
  const byCampaign = new Map<string, number>()
  for (const line of (await res.text()).split('\r\n').slice(1)) {
    const [, event, name, , , , , count] = line.split(',')
    if (event !== 'landing' || (!name?.startsWith('capx_') && name !== OTHER_CAMPAIGN)) continue
    byCampaign.set(name!, (byCampaign.get(name!) ?? 0) + Number(count))
  }
  return byCampaign
}

describe('unflushed counts on the dashboard', () => {
  it('list no more new tags than the day has room for, before the flush as after it', async () => {
    const listed = await DB.prepare(
      'SELECT COUNT(*) AS n FROM campaign_tags WHERE day = ? AND carried = 0',
    )
      .bind(TODAY())
      .first<{ n: number }>()
    const env: Env = {
      ...TEST_ENV,
      ADMIN_TOKEN: TOKEN,
      CAMPAIGN_TAGS_PER_DAY: String(listed!.n + 3),
    }
    for (let i = 1; i <= 8; i++) {
      await visit(`/state/Texas?sub=capx_${i}`, {
        headers: { 'User-Agent': DESKTOP, 'CF-Connecting-IP': `192.0.2.${i}` },
        env,
      })
    }
    const before = await landings(env)
    const named = (counts: Map<string, number>) =>
      [...counts.keys()].filter((name) => name !== OTHER_CAMPAIGN).length
    expect(named(before)).toBe(3)
    expect(before.get(OTHER_CAMPAIGN)).toBe(5)
    // The bucket can be looked at, by the CSV and the page.
    expect((await landings(env, OTHER_CAMPAIGN)).get(OTHER_CAMPAIGN)).toBe(5)
    const page = await adminClient(env).get(`/admin?campaign=${encodeURIComponent(OTHER_CAMPAIGN)}`)
    expect(page.status).toBe(200)
    await flushAggregators()
    const after = await landings(env)
    expect(named(after)).toBe(3)
    expect(after.get(OTHER_CAMPAIGN)).toBe(5)
  }, 30_000)
})

describe('unflushed sub-id values on the report', () => {
  /** report.csv by sub1 for a campaign: value → landings. */
  async function bySub1(env: Env, campaign: string): Promise<Record<string, number>> {
    const res = await adminClient(env).get(`/admin/report.csv?by=sub1&campaign=${campaign}`)
    expect(res.status).toBe(200)
    const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
    const landingsAt = header!.split(',').indexOf('landings')
    return Object.fromEntries(
      lines.map((line) => [line.split(',')[0]!, Number(line.split(',')[landingsAt])]),
    )
  }

  it('are folded as the flush will fold them: past the day’s room, (other) before the flush as after it', async () => {
    // A variable wrangler.toml does not declare (count-store.ts reads it where it is set).
    const env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN, CAMPAIGN_SUB_VALUES_PER_DAY: '2' } as Env
    for (const [i, zone] of ['zone-1', 'zone-2', 'zone-3'].entries()) {
      await visit(`/state/Texas?sub=fold_x&sub1=${zone}`, {
        headers: { 'User-Agent': DESKTOP, 'CF-Connecting-IP': `192.0.2.${60 + i}` },
        env,
      })
    }
    const before = await bySub1(env, 'fold_x')
    await flushAggregators()
    const after = await bySub1(env, 'fold_x')
    // Which zone takes the last place may differ between shards' flushes; how many never does.
    for (const report of [before, after]) {
      expect(Object.values(report).reduce((a, b) => a + b, 0)).toBe(3)
      expect(report[OTHER_CAMPAIGN]).toBe(1)
      expect(Object.keys(report).filter((zone) => zone.startsWith('zone-'))).toHaveLength(2)
    }
  }, 30_000)
})
