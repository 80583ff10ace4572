/**
 * The count rollups (docs/decisions/040-count-rollups.md): after one cron run a deployment with
 * raw rows only reads the same figures from them; they equal a fresh aggregation of the raw rows
 * after floods, folds into (other), a late write (read raw until rebuilt), retention pruning and
 * a rebuild; and each view reads a bounded number of D1 rows (D1's own `meta.rows_read`), far
 * below the raw rows of its range, so a query that starts scanning raw traffic fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { refreshRollups } from '../../../src/reports/build-rollups'
import { pruneTables } from '../../../src/campaign/aggregator/prune-counts'
import { DB } from '../campaign/campaign-helpers'
import { countingDb, derivedAndFresh, read, runCron, seed } from './rollup-helpers'

const VIEWS = [
  '/admin?from=2023-05-01&to=2023-05-30',
  '/admin?from=2023-05-01&to=2023-05-30&campaign=camp_1',
  '/admin?from=2023-05-02&to=2023-05-29&tz=America/New_York',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=campaign',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=page',
  '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=day&tz=Asia/Tokyo',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=hour&tz=America/New_York',
  '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=device',
]

/** A view whose rows read are held below (VIEWS compares their text too). */
const BUDGET_ONLY = '/admin/report?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2'

/** Raw rows seeded: 30 days of 2023-05, 120 rows an hour. */
const RAW_ROWS = 30 * 24 * 120

describe('count rollups', () => {
  const before = new Map<string, string>()
  const rowsBefore = new Map<string, number>()

  beforeAll(async () => {
    await seed('2023-05-01', 30, 120)
    for (const view of [...VIEWS, BUDGET_ONLY]) {
      const { text, rows } = await read(view)
      before.set(view, text)
      rowsBefore.set(view, rows)
    }
  }, 240_000)

  it('reads the same figures after one cron run as from the raw rows alone', async () => {
    const { results } = await DB.prepare('SELECT COUNT(*) AS n FROM count_rollup_days').all()
    expect(results[0]).toEqual({ n: 0 })
    // The cron a day after the last seeded day, the retention reaching back past its first.
    await runCron(new Date('2023-06-01T00:30:00Z'))
    const days = await DB.prepare(
      `SELECT COUNT(*) AS n, MIN(through_hour) AS first, MAX(through_hour) AS last,
         SUM(stale) AS stale FROM count_rollup_days WHERE day BETWEEN '2023-05-01' AND '2023-05-30'`,
    ).first()
    expect(days).toEqual({ n: 30, first: '2023-05-01T23', last: '2023-05-30T23', stale: 0 })
    for (const view of VIEWS) expect((await read(view)).text, view).toBe(before.get(view))
    const { derived, fresh } = await derivedAndFresh('2023-05-01')
    expect(derived.length).toBeGreaterThan(0)
    expect(derived).toEqual(fresh)
  }, 240_000)

  it('reads each view in far fewer rows than the raw rows of its range', async () => {
    const budgets: Record<string, number> = {
      '/admin?from=2023-05-01&to=2023-05-30': 30_000,
      '/admin?from=2023-05-01&to=2023-05-30&campaign=camp_1': 30_000,
      '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=campaign': 2_000,
      '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2': 10_000,
      '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=device': 5_000,
      '/admin/report?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2': 12_000,
      '/admin/api/report?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2': 3_000,
      '/admin/blocklist.txt?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_2': 3_000,
      // The hourly rollup of every campaign (720 hours × 5 campaigns × their events, read about
      // 2.6 times: 54,693 and 51,759 rows), not the raw rows (about 3 reads each of 86,400).
      '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=hour&tz=America/New_York': 75_000,
      '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=day&tz=Asia/Tokyo': 75_000,
      // A zone's edge hours (two UTC days' 20 and 4) from the hourly rollup (2,872 rows read),
      // not their 2,880 raw rows read twice (6,404).
      '/admin/report.csv?from=2023-05-02&to=2023-05-29&by=campaign&tz=America/New_York': 4_000,
      // The arm rollups of every retained day (4,943 rows), not every retained raw row.
      '/admin/tests': 8_000,
    }
    // A running lander test: /admin/tests reads its arms' figures of every retained day.
    await DB.prepare(
      `INSERT INTO lander_tests (id, name, scope, page_type, difference, arms, baseline_rate,
         minimum_lift, created)
       VALUES (90, 'Budget', 'all', 'home', 'copy',
         '[{"letter":"A","weight":1},{"letter":"B","weight":1}]', 0.05, 0.2, '2023-05-01T00:00:00Z')`,
    ).run()
    for (const [view, budget] of Object.entries(budgets)) {
      const { rows, batches } = await read(view)
      expect(rows, `${view} read ${rows} rows of ${RAW_ROWS} raw (${batches})`).toBeLessThan(budget)
    }
  }, 240_000)

  it('runs a rule over every campaign in fewer rows than its window holds', async () => {
    await DB.prepare(
      `INSERT INTO zone_rules (scope, dimension, judge, action, window_days, enabled, updated)
       VALUES ('*', 'sub1', 'cut', 'block', 7, 1, '2023-05-01T00:00:00Z')`,
    ).run()
    const { db, reads } = countingDb(DB)
    // Seven whole days (05-24 to 05-30) of five campaigns: 20,160 raw rows, each campaign's read
    // once per run before the rollups (and every campaign's once more to list them).
    await runCron(new Date('2023-05-31T00:10:00Z'), db)
    expect(reads.rows, `the cron read ${reads.rows} rows (${reads.batches})`).toBeLessThan(
      7 * 24 * 120,
    )
    await DB.prepare('DELETE FROM zone_rules').run()
  }, 240_000)

  it('exports the range in rows read linear in its raw rows, every line once', async () => {
    const { text, rows } = await read('/admin/export.csv?from=2023-05-01&to=2023-05-30')
    const lines = text.trimEnd().split('\r\n')
    const grouped = await DB.prepare(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM campaign_counts WHERE hour < '2023-06'
       GROUP BY hour, event, campaign, landing_page, page, country, device)`,
    ).first('n')
    expect(lines).toHaveLength(1 + Number(grouped))
    expect(new Set(lines).size).toBe(lines.length)
    // About two reads a raw row (a probe along the key, then its window); paging that re-read the
    // range read it once per 2,000 lines.
    expect(rows, `export.csv read ${rows} rows of ${RAW_ROWS} raw`).toBeLessThan(3 * RAW_ROWS)
  }, 240_000)

  it('reads a late write at once (its day read raw) and rolls it in at the next run', async () => {
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
       VALUES ('2023-05-10T07', 'landing', 'camp_1', 'late_zone', 5, 7000, 3)`,
    ).run()
    const stale = await DB.prepare(
      `SELECT stale FROM count_rollup_days WHERE day = '2023-05-10'`,
    ).first('stale')
    expect(stale).toBe(1)
    const view = '/admin/report.csv?from=2023-05-01&to=2023-05-30&by=sub1&campaign=camp_1'
    const raw = (await read(view)).text
    expect(raw).toContain('late_zone')
    await runCron(new Date('2023-06-01T00:40:00Z'))
    expect((await read(view)).text).toBe(raw)
    const { derived, fresh } = await derivedAndFresh('2023-05-01')
    expect(derived).toEqual(fresh)
  }, 240_000)

  it('is rebuilt for a day whose rollups were lost or changed, and pruned with the rows', async () => {
    // A restore that brought the raw rows back without a day's rollups, and one with wrong ones.
    await DB.prepare(`DELETE FROM count_rollup_days WHERE day = '2023-05-03'`).run()
    await DB.prepare(
      `UPDATE count_rollups SET count = count + 1 WHERE dim = 'campaign' AND day = '2023-05-04'`,
    ).run()
    await DB.prepare(`UPDATE count_rollup_days SET checked = '' WHERE day = '2023-05-04'`).run()
    const run = await refreshRollups(DB, new Date('2023-06-01T00:50:00Z'), 400)
    expect(run).toMatchObject({ built: 1, mismatched: 1 })
    expect((await derivedAndFresh('2023-05-01')).derived).toEqual(
      (await derivedAndFresh('2023-05-01')).fresh,
    )
    // Retention: 20 days kept on 2023-06-01 keeps 2023-05-13 onwards, raw rows and rollups alike.
    await pruneTables(DB, new Date('2023-06-01T01:00:00Z'), 20)
    const left = await DB.prepare(
      `SELECT (SELECT MIN(day) FROM count_rollups) AS rolled,
         (SELECT MIN(day) FROM count_rollup_days) AS days,
         (SELECT MIN(substr(hour, 1, 10)) FROM campaign_counts WHERE hour >= '2023') AS raw`,
    ).first()
    expect(left).toEqual({ rolled: '2023-05-13', days: '2023-05-13', raw: '2023-05-13' })
    const { derived, fresh } = await derivedAndFresh('2023-05-01')
    expect(derived).toEqual(fresh)
  }, 240_000)
})
