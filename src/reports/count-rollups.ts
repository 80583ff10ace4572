/**
 * The rollups' read side (docs/decisions/040-count-rollups.md): which dimensions are rolled up per
 * UTC day, how a range of UTC hours splits into days read from the rollups and hours read raw,
 * and the one SQL source every view groups instead of re-reading every raw row of its range.
 */
import { CLICK_DIMENSION_SPECS } from '../campaign/core'
import { UNFLUSHED_ONLY } from './unflushed-counts'

const SIGNUP_EVENTS = `('signup_attempt', 'signup_created', 'signup_rejected', 'signup_unavailable')`

/** Signup events (the dashboard's form pages count only them). */
export const SIGNUP_EVENTS_SQL = `event IN ${SIGNUP_EVENTS}`

/**
 * The page a counted event is credited to by landing page: a signup's or a click's is the page
 * its visitor landed on (`landing_page`; `go` for a direct /go link), any other event's the page
 * it reached. A click counted before clicks carried their landing page stays under `go`. The
 * dashboard's landing-page table reads the same.
 */
export const LANDING_PAGE_SQL = `CASE WHEN event IN ${SIGNUP_EVENTS} OR landing_page <> ''
  THEN landing_page ELSE page END`

/** A rolled-up dimension: its value in a raw row, and which raw rows it keeps (all by default). */
interface RollupDimSpec {
  value: string
  where?: string
}

/**
 * Every rollup: `campaign` a campaign's day (value ''), `hour` its UTC hours (the days of other
 * zones and the hour-of-day report fold them), `page` by landing page, `form` a signup's form
 * page, `country`, and each click dimension by its column.
 */
export const ROLLUP_DIMS = {
  campaign: { value: `''` },
  hour: { value: 'hour' },
  page: { value: LANDING_PAGE_SQL },
  form: { value: 'page', where: SIGNUP_EVENTS_SQL },
  country: { value: 'country' },
  ...(Object.fromEntries(
    CLICK_DIMENSION_SPECS.map(({ name, column }) => [name, { value: column }]),
  ) as Record<(typeof CLICK_DIMENSION_SPECS)[number]['name'], RollupDimSpec>),
} satisfies Record<string, RollupDimSpec>
export type RollupDim = keyof typeof ROLLUP_DIMS
export const ROLLUP_DIM_NAMES = Object.keys(ROLLUP_DIMS) as RollupDim[]

/** A day the rollups hold, up to its `through` hour (YYYY-MM-DDTHH). */
export interface RolledDay {
  day: string
  through: string
}

/** What a range reads: rolled days as JSON [[day, through]], raw hour spans as [[first, last]]. */
export interface RangePlan {
  rolled: string
  raw: string
}

const HOUR_MS = 3_600_000

function shiftHour(hour: string, hours: number): string {
  return new Date(Date.parse(`${hour}:00:00Z`) + hours * HOUR_MS).toISOString().slice(0, 13)
}

/** The days the rollups hold fresh (not stale) between two UTC days, inclusive. */
export async function readRolledDays(
  db: D1Database,
  firstDay: string,
  lastDay: string,
): Promise<RolledDay[]> {
  const { results } = await db
    .prepare(
      `SELECT day, through_hour AS through FROM count_rollup_days
       WHERE day BETWEEN ?1 AND ?2 AND stale = 0 ORDER BY day`,
    )
    .bind(firstDay, lastDay)
    .all<RolledDay>()
  return results
}

/**
 * The UTC hours `first` to `last` split into rolled days whose every rolled hour is in the range
 * (a day at a zone's edge is read raw) and the raw spans left over.
 */
export function planRange(rolled: readonly RolledDay[], first: string, last: string): RangePlan {
  const used = rolled.filter(({ day, through }) => `${day}T00` >= first && through <= last)
  const raw: [string, string][] = []
  // A span's first and last days apart, so a span's day says which rollups can stand for its
  // hours (rolledEdges); the days between are inside the range and not rolled (or stale).
  const span = (from: string, to: string) => {
    const firstEnd = `${from.slice(0, 10)}T23`
    if (to <= firstEnd) return void raw.push([from, to])
    raw.push([from, firstEnd])
    const lastStart = `${to.slice(0, 10)}T00`
    const next = shiftHour(firstEnd, 1)
    if (next < lastStart) raw.push([next, shiftHour(lastStart, -1)])
    raw.push([lastStart, to])
  }
  let cursor = first
  for (const { day, through } of used) {
    if (cursor < `${day}T00`) span(cursor, shiftHour(`${day}T00`, -1))
    cursor = shiftHour(through, 1)
  }
  if (cursor <= last) span(cursor, last)
  return {
    rolled: JSON.stringify(used.map(({ day, through }) => [day, through])),
    raw: JSON.stringify(raw),
  }
}

/** The plan of each range, from one read of the rollups' days. */
export async function planRanges(
  db: D1Database,
  ranges: readonly { first: string; last: string }[],
): Promise<RangePlan[]> {
  const first = ranges.reduce((a, r) => (r.first < a ? r.first : a), ranges[0]!.first)
  const last = ranges.reduce((a, r) => (r.last > a ? r.last : a), ranges[0]!.last)
  const rolled = await readRolledDays(db, first.slice(0, 10), last.slice(0, 10))
  return ranges.map((range) => planRange(rolled, range.first, range.last))
}

const PLANNED_DAY = `json_extract(p.value, '$[0]')`
const PLANNED_THROUGH = `json_extract(p.value, '$[1]')`
/** The planned day as the rollups still hold it (in the same transaction as the read). */
const STILL_ROLLED = `EXISTS (SELECT 1 FROM count_rollup_days d WHERE d.day = ${PLANNED_DAY}
  AND d.through_hour = ${PLANNED_THROUGH} AND d.stale = 0)`

/** Whether a dimension is the campaign's own figures, which the hourly rollup holds hour by hour. */
const isHourly = (dim: RollupDim | 'day') => dim === 'campaign' || dim === 'hour' || dim === 'day'

const SPAN_FIRST = `json_extract(s.value, '$[0]')`
const SPAN_LAST = `json_extract(s.value, '$[1]')`
/**
 * Just after the hour a raw span's day is rolled up through, fresh (in the read's transaction):
 * '…T05x' sorts after T05 and before T06; '' when the day is not rolled up.
 */
const SPAN_AFTER_ROLLED = `COALESCE((SELECT d.through_hour || 'x' FROM count_rollup_days d
  WHERE d.day = substr(${SPAN_FIRST}, 1, 10) AND d.stale = 0), '')`

/**
 * The raw spans' hours that a fresh rolled day holds (a zone's edge hours; docs/decisions/
 * 040-count-rollups.md, 048-hourly-retention.md), from its rollups: the campaign's figures, its
 * hours and its UTC days from the hourly rollup, hour by hour (exact), so they never read raw rows
 * of a rolled day, whatever the traffic. Any other dimension has no hours: its edge hours are read
 * raw, and only a day whose raw rows are pruned (raw = 0) is read from its rollups, counted whole
 * in the span holding its midday hour (T12), as its local day would hold most of it.
 */
function rolledEdges(dim: RollupDim | 'day', where: string, oneCampaign: boolean): string {
  const hourly = isHourly(dim)
  const key =
    dim === 'campaign'
      ? `''`
      : dim === 'hour'
        ? 'r.value'
        : dim === 'day'
          ? `r.day || 'T00'`
          : 'r.value'
  const hours = hourly
    ? `d.stale = 0 AND r.value BETWEEN ${SPAN_FIRST} AND ${SPAN_LAST} AND r.value <= d.through_hour`
    : `d.raw = 0 AND d.day || 'T12' BETWEEN ${SPAN_FIRST} AND ${SPAN_LAST}`
  return `SELECT r.campaign AS campaign, ${key} AS key, r.event AS event, r.count AS count,
    r.cost_micros AS cost_micros, r.visitors AS visitors
  FROM json_each(?6) s CROSS JOIN count_rollup_days d CROSS JOIN count_rollups r
  WHERE d.day = substr(${SPAN_FIRST}, 1, 10) AND r.dim = '${hourly ? 'hour' : dim}'
    AND r.day = d.day AND ${hours}
    AND ${oneCampaign ? 'r.campaign = ?3' : `(?3 = '' OR r.campaign = ?3)`} AND (${where})`
}

/**
 * The counts of a range as rows (campaign, key, event, count, cost_micros, visitors), `key` the
 * dimension's value: a drop-in for `FROM campaign_counts WHERE …` in a view's grouped query.
 * ?1, ?2: the range's first and last UTC hour; ?3: one campaign or ''; ?4: the unflushed rows
 * (unflushed-counts.ts); ?5 and ?6: the range's plan (rolled days, raw spans). A planned day
 * that a write made stale since the plan is read raw, so the read is exact in its transaction.
 * A raw span's hours that a fresh rolled day holds are read from its rollups (rolledEdges).
 * `where` narrows by `campaign` and `event` only (columns every arm has); `oneCampaign`: ?3 is
 * one campaign (not ''), read through the rollups' key. `day` reads the
 * campaign rollup keyed by UTC day (its first hour, as the days of UTC fold hours).
 */
export function rollupSource(dim: RollupDim | 'day', where = 'TRUE', oneCampaign = false): string {
  // `day`: the campaign rollup keyed by its UTC day's first hour (UTC days without hourly rows).
  const byDay = dim === 'day'
  const stored: RollupDim = byDay ? 'campaign' : dim
  const spec: RollupDimSpec = ROLLUP_DIMS[stored]
  const value = byDay ? `substr(hour, 1, 10) || 'T00'` : spec.value
  // One campaign: its rows of each day, a range of the rollups' primary key.
  const campaign = oneCampaign ? 'campaign = ?3' : `(?3 = '' OR campaign = ?3)`
  const rawWhere = `${campaign} AND (${spec.where ?? 'TRUE'}) AND (${where})`
  const rawColumns = `campaign, ${value} AS key, event, count, cost_micros, visitors`
  const rolledKey = byDay ? `r.day || 'T00'` : 'r.value'
  return `(SELECT r.campaign AS campaign, ${rolledKey} AS key, r.event AS event, r.count AS count,
    r.cost_micros AS cost_micros, r.visitors AS visitors
  FROM json_each(?5) p CROSS JOIN count_rollups r
  WHERE ${STILL_ROLLED} AND r.dim = '${stored}' AND r.day = ${PLANNED_DAY}
    AND ${oneCampaign ? 'r.campaign = ?3' : 'TRUE'} AND (${where})
UNION ALL
SELECT ${rawColumns} FROM json_each(?5) p CROSS JOIN campaign_counts c
  WHERE NOT ${STILL_ROLLED}
    AND c.hour BETWEEN ${PLANNED_DAY} || 'T00' AND ${PLANNED_THROUGH} AND ${rawWhere}
UNION ALL
SELECT ${rawColumns} FROM json_each(?6) s CROSS JOIN campaign_counts c
  WHERE c.hour BETWEEN ${
    // After the hours a fresh rolled day holds (rolledEdges reads them).
    isHourly(dim) ? `MAX(${SPAN_FIRST}, ${SPAN_AFTER_ROLLED})` : SPAN_FIRST
  } AND ${SPAN_LAST}
    AND ${rawWhere}
UNION ALL
${rolledEdges(dim, where, oneCampaign)}
UNION ALL
SELECT ${rawColumns} FROM ${UNFLUSHED_ONLY} u WHERE hour BETWEEN ?1 AND ?2 AND ${rawWhere})`
}
