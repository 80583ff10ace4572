/**
 * The rollups' write side, run by the 10-minute cron before the zone rules
 * (docs/decisions/040-count-rollups.md): every retained UTC day without rollups is built from its
 * raw rows (the first run after a deploy builds them all), a stale day is rebuilt, today's is
 * extended by the hours closed since the last run, and the two days compared longest ago are
 * compared with their raw rows (a mismatch is rebuilt). One D1 batch per day, so a day's rollups
 * always match the raw rows they were read from. A day whose raw rows the daily prune deleted
 * (raw = 0, docs/decisions/048-hourly-retention.md) is left as it is.
 */
import type { Env } from '../env'
import { logError, logInfo } from '../shared/log'
import { retentionDays } from '../campaign/aggregator'
import { ROLLUP_DIMS, ROLLUP_DIM_NAMES, type RollupDim } from './count-rollups'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/**
 * An hour is rolled up this long after it ends: the aggregators flush every 20 s and retry for
 * about 2 minutes, so a later write to it is rare (and marks its day stale: migration 0190).
 */
export const ROLLUP_GRACE_MS = 15 * 60_000
/** Days compared with their raw rows per run: every retained day within about 33 hours. */
const CHECKED_PER_RUN = 2
/** A run builds days for at most this long; the rest are built by the next runs. */
const BUILD_BUDGET_MS = 120_000

interface DayState {
  day: string
  through: string
  stale: number
  checked: string
  /** 0: the day's raw rows are pruned (docs/decisions/048-hourly-retention.md). */
  raw: number
}

/** What one run did, for its log line and the tests. */
export interface RollupRun {
  built: number
  rebuilt: number
  extended: number
  checked: number
  mismatched: number
  /** Days without raw rows, recorded as rolled up without reading them again. */
  empty: number
  /** Days left for the next run (the run's time budget was spent). */
  left: number
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13)

/** A dimension's rows of the raw hours ?2 to ?3, added to day ?1's rollups (`guard`: only if). */
function addRows(dim: RollupDim, guard = 'TRUE'): string {
  const spec: { value: string; where?: string } = ROLLUP_DIMS[dim]
  return `INSERT INTO count_rollups (dim, day, campaign, value, event, count, cost_micros, visitors)
SELECT '${dim}', ?1, campaign, ${spec.value}, event, SUM(count), SUM(cost_micros), SUM(visitors)
FROM campaign_counts WHERE hour BETWEEN ?2 AND ?3 AND (${spec.where ?? 'TRUE'}) AND ${guard}
GROUP BY 3, 4, 5
ON CONFLICT (dim, day, campaign, value, event) DO UPDATE SET count = count + excluded.count,
  cost_micros = cost_micros + excluded.cost_micros, visitors = visitors + excluded.visitors`
}

const DIMS_LIST = ROLLUP_DIM_NAMES.map((dim) => `'${dim}'`).join(', ')
const DELETE_DAY = `DELETE FROM count_rollups WHERE dim IN (${DIMS_LIST}) AND day = ?1`
const BUILD_ROWS = ROLLUP_DIM_NAMES.map((dim) => addRows(dim))
const SET_BUILT = `INSERT INTO count_rollup_days (day, through_hour, stale, checked)
VALUES (?1, ?2, 0, ?3) ON CONFLICT (day) DO UPDATE SET through_hour = excluded.through_hour,
  stale = 0, checked = excluded.checked`
/** ?4: the through hour the extension starts from; nothing is added if the day changed since. */
const UNCHANGED = `EXISTS (SELECT 1 FROM count_rollup_days
  WHERE day = ?1 AND through_hour = ?4 AND stale = 0)`
const EXTEND_ROWS = ROLLUP_DIM_NAMES.map((dim) => addRows(dim, UNCHANGED))
const SET_EXTENDED = `UPDATE count_rollup_days SET through_hour = ?3
WHERE day = ?1 AND through_hour = ?2 AND stale = 0`
/** Days of ?1 (a JSON list) that have raw rows: one primary-key probe each. */
const DAYS_WITH_ROWS = `SELECT value AS day FROM json_each(?1)
WHERE EXISTS (SELECT 1 FROM campaign_counts WHERE hour BETWEEN value || 'T00' AND value || 'T23')`
const SET_EMPTY = `INSERT INTO count_rollup_days (day, through_hour, stale, checked)
SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 0, ?2 FROM json_each(?1) WHERE TRUE
ON CONFLICT (day) DO NOTHING`
/** The day's raw sums and its rollups' (of the campaign dimension), to compare. */
const SUMS = `SELECT
  (SELECT COALESCE(SUM(count), 0) || '/' || COALESCE(SUM(cost_micros), 0) || '/' ||
    COALESCE(SUM(visitors), 0) FROM campaign_counts WHERE hour BETWEEN ?1 || 'T00' AND ?2) AS raw,
  (SELECT COALESCE(SUM(count), 0) || '/' || COALESCE(SUM(cost_micros), 0) || '/' ||
    COALESCE(SUM(visitors), 0) FROM count_rollups WHERE dim = 'campaign' AND day = ?1) AS rolled`
const SET_CHECKED = `UPDATE count_rollup_days SET checked = ?3
WHERE day = ?1 AND through_hour = ?2 AND stale = 0`

/** Builds, extends, rebuilds and checks the rollups of every retained day (see the top). */
export async function refreshRollups(
  db: D1Database,
  now: Date,
  retention: number,
): Promise<RollupRun> {
  const run: RollupRun = {
    built: 0,
    rebuilt: 0,
    extended: 0,
    checked: 0,
    mismatched: 0,
    empty: 0,
    left: 0,
  }
  const started = Date.now()
  const stamp = now.toISOString()
  const closed = Math.floor((now.getTime() - ROLLUP_GRACE_MS) / HOUR_MS) * HOUR_MS - HOUR_MS
  const lastHour = hourOf(closed)
  const lastDay = dayOf(closed)
  const firstDay = dayOf(now.getTime() - (retention - 1) * DAY_MS)
  const { results: rows } = await db
    .prepare(
      `SELECT day, through_hour AS through, stale, checked, raw FROM count_rollup_days
       WHERE day BETWEEN ?1 AND ?2`,
    )
    .bind(firstDay, lastDay)
    .all<DayState>()
  const state = new Map(rows.map((row) => [row.day, row]))
  const target = (day: string) => (day < lastDay ? `${day}T23` : lastHour)
  const days: string[] = []
  for (let ms = Date.parse(`${firstDay}T00:00:00Z`); dayOf(ms) <= lastDay; ms += DAY_MS) {
    days.push(dayOf(ms))
  }
  const missing = days.filter((day) => !state.has(day))
  if (missing.length) {
    const { results } = await db
      .prepare(DAYS_WITH_ROWS)
      .bind(JSON.stringify(missing))
      .all<{ day: string }>()
    const withRows = new Set(results.map((row) => row.day))
    const empty = missing.filter((day) => !withRows.has(day))
    if (empty.length) {
      const json = JSON.stringify(empty.map((day) => [day, target(day)]))
      await db.prepare(SET_EMPTY).bind(json, stamp).run()
      run.empty = empty.length
    }
    for (const day of missing.filter((day) => withRows.has(day))) {
      if (Date.now() - started > BUILD_BUDGET_MS) run.left++
      else if (await buildDay(db, day, target(day), stamp)) run.built++
    }
  }
  for (const row of rows) {
    // Pruned raw rows (048): never rebuilt (the triggers no longer mark such a day stale).
    if (!row.raw) continue
    const goal = target(row.day)
    if (row.stale) {
      if (Date.now() - started > BUILD_BUDGET_MS) run.left++
      else if (await buildDay(db, row.day, goal, stamp)) run.rebuilt++
    } else if (row.through < goal) {
      await extendDay(db, row, goal)
      run.extended++
    }
  }
  // A day whose raw rows are pruned has nothing to be compared with: its rollups are its record.
  const oldest = rows
    .filter((row) => !row.stale && row.raw)
    .sort((a, b) => a.checked.localeCompare(b.checked) || a.day.localeCompare(b.day))
    .slice(0, CHECKED_PER_RUN)
  for (const row of oldest) {
    const through = row.through < target(row.day) ? target(row.day) : row.through
    run.checked++
    if (!(await checkDay(db, row.day, through, stamp))) {
      run.mismatched++
      await buildDay(db, row.day, through, stamp)
    }
  }
  return run
}

/** Day `day`'s rollups rebuilt from its raw hours up to `through`, in one batch. */
async function buildDay(db: D1Database, day: string, through: string, stamp: string) {
  await db.batch([
    db.prepare(DELETE_DAY).bind(day),
    ...BUILD_ROWS.map((sql) => db.prepare(sql).bind(day, `${day}T00`, through)),
    db.prepare(SET_BUILT).bind(day, through, stamp),
  ])
  return true
}

/** The hours after the day's `through` up to `goal` added to its rollups, in one batch. */
async function extendDay(db: D1Database, row: DayState, goal: string) {
  const from = hourOf(Date.parse(`${row.through}:00:00Z`) + HOUR_MS)
  await db.batch([
    ...EXTEND_ROWS.map((sql) => db.prepare(sql).bind(row.day, from, goal, row.through)),
    db.prepare(SET_EXTENDED).bind(row.day, row.through, goal),
  ])
}

/** Whether the day's rollups (after this run's extension) add up to its raw rows. */
async function checkDay(db: D1Database, day: string, through: string, stamp: string) {
  const [sums] = await db.batch<{ raw: string; rolled: string }>([
    db.prepare(SUMS).bind(day, through),
    db.prepare(SET_CHECKED).bind(day, through, stamp),
  ])
  const row = sums!.results[0]
  return !!row && row.raw === row.rolled
}

/** The cron's job: refresh the rollups and say what was done in one log line. */
export async function buildRollups(env: Env, now: Date): Promise<RollupRun | undefined> {
  if (!env.DB) return undefined
  try {
    const run = await refreshRollups(env.DB, now, retentionDays(env))
    if (run.built || run.rebuilt || run.mismatched || run.left || run.empty)
      logInfo('campaign_rollups', { ...run })
    return run
  } catch (error) {
    logError('campaign_rollups', { error: String(error).slice(0, 200) })
    return undefined
  }
}
