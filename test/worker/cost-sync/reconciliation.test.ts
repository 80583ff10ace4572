/**
 * The reconciliation table: per campaign and source day, the source's spend beside the macro's
 * and the manual cost's over the same UTC hours, landings against the source's clicks, and the
 * time of the read; on /admin/connections.
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { sourceDayHours } from '../../../src/reports/cost-allocation'
import { replaceDays } from '../../../src/cost-sync/cost-store'
import { loadReconciliation } from '../../../src/cost-sync/reconciliation'
import { DB } from '../campaign/campaign-helpers'
import { adminClient } from '../../support/admin-client'
import { TEST_ENV, textOf } from '../helpers'

const NY = 'America/New_York'
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)

describe('reconciliation', () => {
  it('shows API spend 15.00 beside macro 4.00 and the manual CPM, landings 400 against 500 clicks (20 % lost)', async () => {
    const hours = sourceDayHours(NY, DAY)
    await DB.batch([
      DB.prepare(
        `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
         VALUES ('rc_exo', 'exoclick', NULL, '7001', 'now')`,
      ),
      DB.prepare(
        `INSERT INTO campaign_costs (campaign, model, rate_micros, updated) VALUES ('rc_exo', 'cpm', 2000000, 'now')`,
      ),
      // 300 and 100 landings at 0.01 each in the source day; 50 more the hour after it.
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
         VALUES (?1, 'landing', 'rc_exo', '101', 300, 3000000, 300),
                (?2, 'landing', 'rc_exo', '102', 100, 1000000, 100),
                (?3, 'landing', 'rc_exo', '101', 50, 500000, 50)`,
      ).bind(
        hours[3],
        hours.at(-1),
        new Date(Date.parse(`${hours.at(-1)}:00:00Z`) + 3_600_000).toISOString().slice(0, 13),
      ),
      ...replaceDays(
        DB,
        { source: 'exoclick', account: 'rc-acct' },
        [
          {
            scope: { day: DAY },
            rows: [
              { campaignId: '7001', zone: '101', costMicros: 12_000_000, clicks: 380 },
              { campaignId: '7001', zone: '102', costMicros: 3_000_000, clicks: 120 },
              { campaignId: '9999', zone: '1', costMicros: 1_000_000 },
            ],
          },
        ],
        { currency: 'USD', timeZone: NY, fetchedAt: Date.parse(`${DAY}T18:30:00Z`), runId: 'r1' },
      ),
    ])
    const rows = await loadReconciliation(DB, { from: DAY, to: DAY })
    expect(rows).toEqual([
      {
        campaign: 'rc_exo',
        sourceDay: DAY,
        timeZone: NY,
        source: 'exoclick',
        apiMicros: 15_000_000,
        apiClicks: 500,
        macroMicros: 4_000_000,
        manualMicros: 800_000,
        landings: 400,
        clickLoss: 0.2,
        fetchedAt: Date.parse(`${DAY}T18:30:00Z`),
      },
    ])
    const env = { ...TEST_ENV, ADMIN_TOKEN: 'rc-admin' } as Env
    const page = await adminClient(env, { ip: '192.0.2.95' }).get('/admin/connections')
    expect(page.status).toBe(200)
    const text = textOf(await page.text())
    expect(text).toContain(
      `rc_exo, ${DAY} (America/New_York) 15.00 4.00 0.80 400 500 20.0 % as of 18:30 UTC`,
    )
  })
})
