/**
 * What pulled spend costs a view in D1 rows (D1's own `meta.rows_read`): the source days a range
 * touches read through their index, days × zones × the range's campaigns and no more (spend of
 * other days or campaigns is not read); the paid visits of the covered hours read by primary key
 * (hour, event, campaign), never more than the raw rows of those hours' four events (D1 counted
 * about 5 rows per covered campaign-hour here, 844 for 6,720 raw rows); and a few empty index
 * probes where no spend touches the range.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { refreshRollups } from '../../../src/reports/build-rollups'
import { CSV_SHAPE, loadReport, type ReportDimension } from '../../../src/reports/report-data'
import { zoneDays } from '../../../src/reports/zone-days'
import { countingDb } from '../../support/counting-db'
import { adminClient } from '../../support/admin-client'
import { planRule } from '../../../src/zone-rules/run-rules'
import type { ZoneRule } from '../../../src/zone-rules/rule-store'
import { TEST_ENV } from '../helpers'
import { DB } from '../campaign/campaign-helpers'

const NY = 'America/New_York'
const CAMPAIGNS = 3
const ZONES = 10
const STATES = 2
/** Raw rows: 10 days of 2024-03, every hour, campaign, zone and state a landing and a click. */
const FIRST_DAY = '2024-03-01'
const DAYS = 10
/** Spend: 30 source days around them, every campaign and zone (900 rows). */
const SPEND_FIRST = '2024-02-15'
const SPEND_DAYS = 30

async function seed() {
  await DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
     INSERT INTO campaign_counts (hour, event, campaign, sub1, state, count, cost_micros, visitors)
     SELECT strftime('%Y-%m-%dT%H', ?1, '+' || (i / (?3 * ?4 * ?5 * 2)) || ' hours'),
       CASE i % 2 WHEN 0 THEN 'landing' ELSE 'click' END,
       'bud_' || ((i / 2) % ?3), 'z' || ((i / (2 * ?3)) % ?4),
       CASE (i / (2 * ?3 * ?4)) % ?5 WHEN 0 THEN 'TX' ELSE 'CA' END,
       1 + i % 3, CASE i % 2 WHEN 0 THEN 10000 ELSE 0 END, 1
     FROM n WHERE TRUE`,
  )
    .bind(
      `${FIRST_DAY} 00:00:00`,
      DAYS * 24 * CAMPAIGNS * ZONES * STATES * 2,
      CAMPAIGNS,
      ZONES,
      STATES,
    )
    .run()
  await DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
     INSERT INTO source_costs (source, account, source_campaign_id, zone, source_day, time_zone,
       cost_micros, currency, fetched_at, run_id)
     SELECT 'exoclick', 'bud-acct', 'b' || (i % ${CAMPAIGNS}), 'z' || ((i / ${CAMPAIGNS}) % ${ZONES}),
       date(?1, '+' || (i / ${CAMPAIGNS * ZONES}) || ' days'), ?3, 1000000 + i, 'USD', 0, 'bud'
     FROM n WHERE TRUE`,
  )
    .bind(SPEND_FIRST, SPEND_DAYS * CAMPAIGNS * ZONES, NY)
    .run()
  await DB.batch(
    Array.from({ length: CAMPAIGNS }, (_, c) =>
      DB.prepare(
        `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
         VALUES (?1, 'exoclick', ?2, ?3, 'now')`,
      ).bind(`bud_${c}`, NY, `b${c}`),
    ),
  )
  await refreshRollups(DB, new Date('2024-03-12T00:30:00Z'), 4000)
}

/** A report of days `from`..`to` in New York through a D1 that counts its reads. */
async function readReport(by: ReportDimension, campaign: string, from: string, to: string) {
  const { db, reads } = countingDb(DB)
  const span = zoneDays(NY, from, to)!
  const last = new Date(Date.parse(`${span.end}:00:00Z`) - 3_600_000).toISOString().slice(0, 13)
  const range = { first: span.days[0]!.firstHour, last, campaign }
  const rows = await loadReport(db, range, by, {}, '[]', span.days, CSV_SHAPE, NY)
  const of = (start: string) =>
    [...reads.bySql].filter(([sql]) => sql.startsWith(start)).reduce((sum, [, n]) => sum + n, 0)
  return {
    rows,
    total: reads.rows,
    spend: of('SELECT s.source, s.source_campaign_id'),
    mapping: of('SELECT campaign, source, source_campaign_id'),
    cells: of('WITH c AS ( SELECT campaign, hour, zone, key, kept'),
  }
}

describe('pulled spend’s reads', () => {
  beforeAll(seed, 120_000)

  it.each([
    ['sub1', 'bud_1', 1],
    ['campaign', '', CAMPAIGNS],
    ['state', '', CAMPAIGNS],
  ] as const)(
    'a week by %s (%s): source days × zones × campaigns of spend, and about the raw rows of the covered hours',
    async (by, campaign, campaigns) => {
      const read = await readReport(by, campaign, '2024-03-02', '2024-03-08')
      const spent = read.rows.reduce((sum, row) => sum + row.costMicros, 0)
      expect(spent).toBeGreaterThan(0)
      // Source days 03-01 to 03-09 are read (a zone is at most a day from UTC), of the range's
      // campaigns only: 9 × 10 × 1 for one campaign (the rules' read), × 3 for all.
      const spendRows = 9 * ZONES * campaigns
      expect(read.spend, `source_costs read ${read.spend}`).toBeLessThanOrEqual(2 * spendRows)
      expect(read.mapping).toBeLessThanOrEqual(2 * CAMPAIGNS)
      // The 7 days' 168 covered hours: per campaign and hour, its landing and click rows.
      const rawOfCovered = 7 * 24 * campaigns * ZONES * STATES * 2
      expect(read.cells, `cells read ${read.cells} of ${rawOfCovered}`).toBeLessThanOrEqual(
        1.2 * rawOfCovered + 7 * 24 * campaigns,
      )
    },
  )

  it('the dashboard of a week, and a zone rule over one campaign’s 7 days, read spend within the same bounds', async () => {
    const { db, reads } = countingDb(DB)
    const env = { ...TEST_ENV, ADMIN_TOKEN: 'budget-admin', DB: db, COUNT_AGGREGATOR: undefined }
    const page = await adminClient(env, { ip: '192.0.2.45' }).get(
      `/admin?from=2024-03-02&to=2024-03-08&tz=${encodeURIComponent(NY)}`,
    )
    expect(page.status).toBe(200)
    const of = (start: string) =>
      [...reads.bySql].filter(([sql]) => sql.startsWith(start)).reduce((sum, [, n]) => sum + n, 0)
    // Its profit table and its money chart: two reads of 9 days × 10 zones × 3 campaigns.
    expect(of('WITH c AS ( SELECT campaign, hour, zone, key, kept')).toBeGreaterThan(0)
    expect(of('SELECT s.source, s.source_campaign_id')).toBeLessThanOrEqual(
      2 * 2 * 9 * ZONES * CAMPAIGNS,
    )
    expect(of('WITH c AS ( SELECT campaign, hour, zone, key, kept')).toBeLessThanOrEqual(
      2 * 1.2 * 7 * 24 * CAMPAIGNS * ZONES * STATES * 2,
    )
    const rules = countingDb(DB)
    const rule = {
      id: 1,
      scope: 'bud_1',
      dimension: 'sub1',
      judge: 'cut',
      action: 'block',
      windowDays: 7,
      cooldownHours: 24,
      enabled: true,
    } as unknown as ZoneRule
    await planRule(rules.db, rule, new Date('2024-03-10T00:10:00Z'))
    const ruleOf = (start: string) =>
      [...rules.reads.bySql]
        .filter(([sql]) => sql.startsWith(start))
        .reduce((sum, [, n]) => sum + n, 0)
    // One campaign's 7 days (8 source days touched) × 10 zones, through its source campaign id.
    expect(ruleOf('WITH c AS ( SELECT campaign, hour, zone, key, kept')).toBeGreaterThan(0)
    expect(ruleOf('SELECT s.source, s.source_campaign_id')).toBeLessThanOrEqual(2 * 9 * ZONES)
    expect(ruleOf('WITH c AS ( SELECT campaign, hour, zone, key, kept')).toBeLessThanOrEqual(
      1.2 * 8 * 24 * ZONES * STATES * 2,
    )
  })

  it('reads a few empty index probes and nothing else where no spend touches the range', async () => {
    const read = await readReport('sub1', 'bud_1', '2024-04-02', '2024-04-08')
    // Its three possible source campaign ids (push, its own, the account's), two rows each.
    expect(read.spend).toBeLessThanOrEqual(6)
    expect(read.cells).toBe(0)
  })
})
