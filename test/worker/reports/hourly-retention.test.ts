/**
 * The hourly rows' own retention (docs/decisions/048-hourly-retention.md): the daily prune deletes
 * the raw count rows of days past the hourly retention whose rollups are whole and fresh, keeps
 * those rollups, and every day-level figure reads the same afterwards (UTC days, the campaign's
 * day in another zone hour by hour, the hour-of-day report); a day not rolled up keeps its raw
 * rows; the cron never rebuilds nor compares a day whose raw rows are gone.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { pruneTables, PRUNED_TABLES } from '../../../src/campaign/aggregator/prune-counts'
import { refreshRollups } from '../../../src/reports/build-rollups'
import { replaceDays } from '../../../src/cost-sync/cost-store'
import { DB } from '../campaign/campaign-helpers'
import { read, runCron, seed } from './rollup-helpers'

/** Views of day-level figures over 2023-05, a month whose first three weeks the prune empties. */
const VIEWS = [
  '/admin?from=2023-05-01&to=2023-05-30',
  '/admin?from=2023-05-01&to=2023-05-30&campaign=camp_1',
  '/admin?from=2023-05-08&to=2023-05-14',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=campaign',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=page',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=device',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=day',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=hour',
  // Another zone: its days' edge hours of pruned days from the hourly rollup.
  '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=campaign&tz=America/New_York',
  '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=day&tz=Asia/Tokyo',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=hour&tz=America/New_York',
  '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=day&tz=America/New_York&campaign=camp_3',
]

const texts = async () => {
  const out = new Map<string, string>()
  for (const view of VIEWS) out.set(view, (await read(view)).text)
  return out
}

const rollups = async () =>
  (
    await DB.prepare(
      `SELECT dim, day, campaign, value, event, count, cost_micros, visitors FROM count_rollups
       WHERE day BETWEEN '2023-05-01' AND '2023-05-30' ORDER BY 1, 2, 3, 4, 5`,
    ).all()
  ).results

/** On 2023-06-01 a hourly retention of 10 days keeps the raw rows from 2023-05-23 on. */
const PRUNED_AT = new Date('2023-06-01T03:17:00Z')
const prune = () => pruneTables(DB, PRUNED_AT, 400, PRUNED_TABLES, 10)

describe('the hourly rows kept shorter than the rollups', () => {
  const before = new Map<string, string>()
  let rolled: unknown[] = []

  beforeAll(async () => {
    await seed('2023-05-01', 30, 24)
    await runCron(new Date('2023-06-01T00:30:00Z'))
    // A late write to 2023-05-05: its day stale, so the prune keeps its raw rows.
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
       VALUES ('2023-05-05T07', 'landing', 'camp_1', 'late_zone', 5, 7000, 3)`,
    ).run()
    for (const [view, text] of await texts()) before.set(view, text)
    rolled = await rollups()
  }, 240_000)

  it('deletes the raw rows of whole rolled days past it, and reads every figure the same', async () => {
    const { firstHourly, deleted } = await prune()
    expect(firstHourly).toBe('2023-05-23')
    expect(deleted.campaign_counts).toBeGreaterThan(0)
    const left = await DB.prepare(
      `SELECT substr(hour, 1, 10) AS day, COUNT(*) AS n FROM campaign_counts
       WHERE hour BETWEEN '2023-05' AND '2023-05-23' GROUP BY 1`,
    ).all()
    // Only the stale day keeps its raw rows (until it is rebuilt).
    expect(left.results.map((row) => row.day)).toEqual(['2023-05-05'])
    const days = await DB.prepare(
      `SELECT SUM(raw = 0) AS pruned, SUM(stale) AS stale FROM count_rollup_days
       WHERE day BETWEEN '2023-05-01' AND '2023-05-30'`,
    ).first()
    // 21 days before 05-23 less the stale 05-05; none marked stale by the delete.
    expect(days).toEqual({ pruned: 21, stale: 1 })
    for (const [view, text] of await texts()) expect(text, view).toBe(before.get(view))
  }, 240_000)

  it('never rebuilds nor compares a day without raw rows; a kept day is pruned once rolled', async () => {
    // The pruned days the oldest compared, were they candidates; the stale day rebuilt.
    await DB.prepare(
      `UPDATE count_rollup_days SET checked = '' WHERE raw = 0 AND day >= '2023-05-01'`,
    ).run()
    for (const at of ['2023-06-01T04:00:00Z', '2023-06-01T04:10:00Z', '2023-06-01T04:20:00Z']) {
      const run = await refreshRollups(DB, new Date(at), 400)
      expect(run.mismatched, at).toBe(0)
      expect(run.built + run.rebuilt, at).toBeLessThanOrEqual(1)
    }
    for (const [view, text] of await texts()) expect(text, view).toBe(before.get(view))
    const { deleted } = await prune()
    expect(deleted.campaign_counts).toBeGreaterThan(0)
    const raw = await DB.prepare(
      `SELECT COUNT(*) AS n FROM campaign_counts WHERE hour BETWEEN '2023-05' AND '2023-05-23'`,
    ).first('n')
    expect(raw).toBe(0)
    for (const [view, text] of await texts()) expect(text, view).toBe(before.get(view))
    // The rollups of the other days as built; 05-05's now holds the late write.
    const now = await rollups()
    const other = (rows: unknown[]) =>
      rows.filter((row) => (row as { day: string }).day !== '2023-05-05')
    expect(other(now)).toEqual(other(rolled))
  }, 240_000)
  it('spend pushed for a day whose hourly rows are gone changes no figure: the day is its rollups, never (source only) on top', async () => {
    // Without the day's hours there is nothing to split the spend over nor macro to replace: it
    // would have been added whole beside the macro the rollups hold (decision 048).
    await DB.batch(
      replaceDays(
        DB,
        { source: 'push', account: 'push' },
        [
          {
            scope: { day: '2023-05-10' },
            rows: [{ campaignId: 'camp_1', zone: '', costMicros: 9_000_000 }],
          },
        ],
        {
          currency: 'USD',
          timeZone: 'UTC',
          fetchedAt: Date.parse('2023-06-01T05:00:00Z'),
          runId: 'late',
        },
      ),
    )
    for (const [view, text] of await texts()) expect(text, view).toBe(before.get(view))
  }, 240_000)
})
