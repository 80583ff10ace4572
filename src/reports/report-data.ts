/**
 * The trackers' report: per value of one dimension, the funnel (landings, clicks,
 * unique clicks, the age gate, signups), the partner's revenue, the traffic's cost (the links'
 * cost macro plus the campaign's manual CPM, CPC or CPA: MANUAL_COST_SQL), and what follows from
 * them. One query:
 * grouped by campaign and value first (a manual cost is a campaign's), then by value. Reads
 * D1's counts plus what the aggregators have not flushed yet, as the dashboard does.
 */
import { REVENUE_MICROS_SQL } from './revenue-data'
import { MANUAL_COST_SQL } from './manual-cost'
import { COUNTS_WITH_UNFLUSHED } from './unflushed-counts'
import { LANDING_PAGE_SQL, planRanges, rollupSource, type RollupDim } from './count-rollups'
import { CLICK_DIMENSION_SPECS, CLICK_DIMENSIONS, type ClickDimension } from '../campaign/core'
import { dayIndexOfHour, type LocalDay, zoneHourOfDay } from './zone-days'
import type { CountsRange } from './dashboard-filters'
import {
  pulledCost,
  type CostAdjustment,
  type CostBasis,
  type SourceOnlyPlace,
} from './pulled-cost'

/** The dimensions a report can also be narrowed to one value of (a drill-down's path). */
export const FILTER_DIMENSIONS = [...CLICK_DIMENSIONS, 'page'] as const
type FilterDimension = (typeof FILTER_DIMENSIONS)[number]
export type ReportFilters = Partial<Record<FilterDimension, string>>

/**
 * What a report can be split by (`?by=`): the campaign, the zone's day and hour of day (both
 * read from the hourly rows: no column of their own), and every filter dimension, as
 * docs/campaigns.md lists them.
 */
export const REPORT_DIMENSIONS = ['campaign', 'day', 'hour', ...FILTER_DIMENSIONS] as const
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number]

/** How an empty value (no sub-id, no state, no campaign) is named in reports and links. */
export const NONE_VALUE = '(none)'

export interface ReportRow {
  key: string
  landings: number
  clicks: number
  uniqueClicks: number
  /** Of the clicks, those on a campaign's direct link (the rest: the site's own links). */
  directClicks: number
  gateShown: number
  gatePassed: number
  signups: number
  costRejected: number
  /** Landings and clicks whose click id was unusable (over 512 characters, other characters). */
  cidRejected: number
  /** Landings and clicks with an unfilled source macro in cid, cost or a sub-id. */
  unreplacedMacros: number
  bots: number
  /**
   * Distinct clients: each client's first landing or click of a day on the campaign and zone
   * (admission.ts). The block list judges people by it, never requests.
   */
  visitors: number
  /** Approved minus reversed partner payouts, in millionths of the unit. */
  revenueMicros: number
  /** Approved minus reversed sales, a count (the zone verdicts' conversions). */
  sales: number
  /**
   * The links' cost macro plus the campaign's manual cost, in millionths; in the hours a source
   * day of pulled or pushed spend covers, that spend instead (pulled-cost.ts).
   */
  costMicros: number
  /** How the pulled or pushed spend in the cost was placed; absent when there is none. */
  costBasis?: CostBasis[]
  /** When today's pulled spend in the cost was read (ms): "as of HH:MM". */
  costAsOf?: number
  /** A "(source only)" row: spend on zones without a landing, no value of ours to drill into. */
  sourceOnly?: true
}

export { LANDING_PAGE_SQL }

/** The SQL of each dimension's value in campaign_counts and in partner_revenue. */
const KEY_SQL: Record<ReportDimension, { counts: string; revenue: string }> = {
  campaign: { counts: 'campaign', revenue: 'campaign' },
  // Folded into the zone's days in JS (a day is not a slice of the hour string in every zone).
  day: { counts: 'hour', revenue: 'hour' },
  // Folded into the zone's hours of day in JS likewise.
  hour: { counts: 'hour', revenue: 'hour' },
  ...(Object.fromEntries(
    CLICK_DIMENSION_SPECS.map(({ name, column }) => [name, { counts: column, revenue: column }]),
  ) as Record<ClickDimension, { counts: string; revenue: string }>),
  // Signups and clicks under the page their visitor landed on, as the partner token files a
  // sale's revenue (a direct link's click: `go`), beside that page's landings and cost.
  page: { counts: LANDING_PAGE_SQL, revenue: 'page' },
}

export { MANUAL_COST_SQL }

const EVENT_SUM = (event: string, name: string) =>
  `SUM(CASE WHEN event = '${event}' THEN count ELSE 0 END) AS ${name}`

/** ?5 onwards: one value per filter dimension, NULL for none. */
const filterSql = (side: 'counts' | 'revenue') =>
  FILTER_DIMENSIONS.map(
    (name, i) => `AND (?${i + 5} IS NULL OR ${KEY_SQL[name][side]} = ?${i + 5})`,
  ).join(' ')

/** Rows a report returns at most (a year of hours by day, or every admitted sub-id value). */
const REPORT_MAX_ROWS = 50_000

/** How many rows, in which order: every value by name (the CSV), or the busiest first (a page). */
export interface ReportShape {
  /** 'key': by value; 'landings': most landings first, then by value. */
  order: 'key' | 'landings'
  limit: number
}

export const CSV_SHAPE: ReportShape = { order: 'key', limit: REPORT_MAX_ROWS }

/**
 * How a report reads its counts: 'rolled' from the rollups of its dimension (count-rollups.ts:
 * ?5, ?6 the plan), for a report without filters; 'campaign' the raw rows of one campaign's
 * hours (its index's range), narrowed by the filters (?5 onwards), for a drill-down; 'raw' the
 * raw rows of the range, a drill-down across every campaign.
 */
type ReportSource = 'rolled' | 'campaign' | 'raw'

function reportQuery(
  by: ReportDimension,
  shape: ReportShape,
  from: ReportSource,
  utc = false,
  one = false,
): string {
  const order = shape.order === 'landings' ? 'landings DESC, l.key' : 'l.key'
  const key = KEY_SQL[by]
  // Events and revenue without a campaign (organic signups, the site's own /go) are the
  // `(none)` row of the report by campaign, and in no other report: every other row is of
  // campaigns only, so the same CR and CPA come out of every report (figures.ts).
  const campaigns = by === 'campaign' ? '' : ` AND campaign <> ''`
  const range = `hour BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)${campaigns}`
  const oneCampaign = from === 'campaign' ? 'campaign = ?3' : `(?3 = '' OR campaign = ?3)`
  const source =
    from === 'rolled'
      ? rollupSource(
          by === 'day' && utc ? 'day' : ROLLUP_OF[by],
          by === 'campaign' ? 'TRUE' : `campaign <> ''`,
          one,
        )
      : `${COUNTS_WITH_UNFLUSHED} WHERE hour BETWEEN ?1 AND ?2 AND ${oneCampaign}${campaigns}
    ${filterSql('counts')}`
  const countsKey = from !== 'rolled' ? key.counts : by === 'campaign' ? 'campaign' : 'key'
  return `
WITH counts AS (
  SELECT campaign, ${countsKey} AS key, ${EVENT_SUM('landing', 'landings')},
    ${EVENT_SUM('click', 'clicks')}, ${EVENT_SUM('unique_click', 'uniqueClicks')},
    ${EVENT_SUM('direct_click', 'directClicks')},
    ${EVENT_SUM('gate_shown', 'gateShown')}, ${EVENT_SUM('gate_passed', 'gatePassed')},
    ${EVENT_SUM('signup_created', 'signups')}, ${EVENT_SUM('cost_rejected', 'costRejected')},
    ${EVENT_SUM('cid_rejected', 'cidRejected')},
    SUM(CASE WHEN substr(event, 1, 11) = 'unreplaced_' THEN count ELSE 0 END) AS unreplacedMacros,
    ${EVENT_SUM('bot', 'bots')}, SUM(visitors) AS visitors, SUM(cost_micros) AS macroCost
  FROM ${source}
  GROUP BY 1, 2),
money AS (
  SELECT campaign, ${key.revenue} AS key, ${REVENUE_MICROS_SQL} AS revenue, ${SALES_SQL} AS sales
  FROM partner_revenue WHERE ${range} ${from === 'rolled' ? '' : filterSql('revenue')}
  GROUP BY 1, 2),
listed AS (SELECT campaign, key FROM counts UNION SELECT campaign, key FROM money)
SELECT l.key AS key, COALESCE(SUM(c.landings), 0) AS landings,
  COALESCE(SUM(c.clicks), 0) AS clicks, COALESCE(SUM(c.uniqueClicks), 0) AS uniqueClicks,
  COALESCE(SUM(c.directClicks), 0) AS directClicks,
  COALESCE(SUM(c.gateShown), 0) AS gateShown, COALESCE(SUM(c.gatePassed), 0) AS gatePassed,
  COALESCE(SUM(c.signups), 0) AS signups, COALESCE(SUM(c.costRejected), 0) AS costRejected,
  COALESCE(SUM(c.cidRejected), 0) AS cidRejected,
  COALESCE(SUM(c.unreplacedMacros), 0) AS unreplacedMacros,
  COALESCE(SUM(c.bots), 0) AS bots, COALESCE(SUM(c.visitors), 0) AS visitors,
  COALESCE(SUM(m.revenue), 0) AS revenueMicros, COALESCE(SUM(m.sales), 0) AS sales,
  COALESCE(SUM(COALESCE(c.macroCost, 0) + ${MANUAL_COST_SQL}), 0) AS costMicros
FROM listed l LEFT JOIN counts c ON c.campaign = l.campaign AND c.key = l.key
  LEFT JOIN money m ON m.campaign = l.campaign AND m.key = l.key
  LEFT JOIN campaign_costs mc ON mc.campaign = l.campaign
GROUP BY l.key ORDER BY ${order} LIMIT ${shape.limit}`
}

/** The rollup each report dimension reads: days and hours of day fold the hourly one. */
const ROLLUP_OF: Record<ReportDimension, RollupDim> = {
  campaign: 'campaign',
  day: 'hour',
  hour: 'hour',
  ...(Object.fromEntries(CLICK_DIMENSIONS.map((name) => [name, name])) as Record<
    ClickDimension,
    RollupDim
  >),
  page: 'page',
}

/** Approved minus reversed sales, as REVENUE_MICROS_SQL counts their money. */
const SALES_SQL = `SUM(CASE status WHEN 'approved' THEN count WHEN 'reversed' THEN -count ELSE 0 END)`

const QUERIES = new Map<string, string>()

/** The report of a range, split by `by`, narrowed by `filters` (values as stored, '' for none). */
export async function loadReport(
  db: D1Database,
  range: CountsRange,
  by: ReportDimension,
  filters: ReportFilters,
  unflushed: string,
  days: readonly LocalDay[],
  shape: ReportShape = CSV_SHAPE,
  zone = 'UTC',
): Promise<ReportRow[]> {
  // Days and hours of day are folded from hours: every hour is read, whatever the page shows.
  const folded = by === 'day' || by === 'hour'
  const asked = folded ? CSV_SHAPE : shape
  const filtered = FILTER_DIMENSIONS.some((name) => filters[name] !== undefined)
  const from: ReportSource = !filtered ? 'rolled' : range.campaign ? 'campaign' : 'raw'
  // Days that are UTC days are read from the daily rollup; other zones' days fold hours.
  const utc = days.every(({ day, firstHour }) => firstHour === `${day}T00`)
  const one = range.campaign !== ''
  const name = `${by}|${asked.order}|${asked.limit}|${from}|${utc}|${one}`
  let sql = QUERIES.get(name)
  if (!sql) QUERIES.set(name, (sql = reportQuery(by, asked, from, utc, one)))
  const head = [range.first, range.last, range.campaign, unflushed]
  let tail: unknown[] = FILTER_DIMENSIONS.map((name) => filters[name] ?? null)
  if (from === 'rolled') {
    const [plan] = await planRanges(db, [range])
    tail = [plan!.rolled, plan!.raw]
  }
  const [{ results }, pulled] = await Promise.all([
    db
      .prepare(sql)
      .bind(...head, ...tail)
      .all<ReportRow>(),
    pulledCost(db, range, costView(by, filters, filtered), unflushed),
  ])
  // A value counted only under events no figure sums (a lander test's assignment on a page that
  // is no landing has the campaign but no sub-id) is no row: not a row of zeros with a verdict.
  const rows = results.flatMap((row) =>
    hasFigures(row) ? [{ ...row, key: String(row.key ?? '') }] : [],
  )
  if (!folded) return withPulledCost(rows, pulled)
  // Days and hours of day fold the hourly adjustments with the hourly rows.
  const apart: ReportRow[] = []
  for (const [key, adjustment] of pulled) {
    const row = adjustedRow(emptyRow(key), adjustment)
    if (adjustment.sourceOnly) apart.push({ ...row, sourceOnly: true })
    else rows.push(row)
  }
  // A range is at most 366 days: every one is listed, whatever the page's limit.
  if (by === 'day') return [...foldDays(rows, days), ...apart]
  return [...foldHoursOfDay(rows, zone, shape), ...apart]
}

/** Where each view puts spend on a zone without a paid visit that day (pulled-cost.ts). */
function sourceOnlyPlace(by: ReportDimension, filtered: boolean): SourceOnlyPlace {
  if (filtered) return 'none'
  if (by === 'campaign') return 'campaign'
  if (by === 'day') return 'hour'
  return by === 'sub1' ? 'zone' : 'apart'
}

/** The report as pulled-cost.ts reads its cells: its key, its filters from ?6. */
function costView(by: ReportDimension, filters: ReportFilters, filtered: boolean) {
  return {
    keySql: KEY_SQL[by].counts,
    filterSql: filtered
      ? FILTER_DIMENSIONS.map(
          (name, i) => `(?${i + 6} IS NULL OR ${KEY_SQL[name].counts} = ?${i + 6})`,
        ).join(' AND ')
      : 'TRUE',
    filterValues: filtered ? FILTER_DIMENSIONS.map((name) => filters[name] ?? null) : [],
    sourceOnly: sourceOnlyPlace(by, filtered),
  }
}

/** The rows with pulled spend in their cost; "(source only)" rows after them. */
function withPulledCost(rows: ReportRow[], pulled: Map<string, CostAdjustment>): ReportRow[] {
  if (pulled.size === 0) return rows
  const byKey = new Map(rows.map((row) => [row.key, row]))
  const apart: ReportRow[] = []
  for (const [key, adjustment] of pulled) {
    const row = byKey.get(key)
    // A key with no row of the page (past its limit) is not shown: only spend's own rows are added.
    if (row) adjustedRow(row, adjustment)
    else if (adjustment.sourceOnly)
      apart.push({ ...adjustedRow(emptyRow(key), adjustment), sourceOnly: true })
  }
  return [...rows, ...apart]
}

/** `row` with `adjustment` added to its cost, its basis and time noted. */
function adjustedRow(row: ReportRow, adjustment: CostAdjustment): ReportRow {
  row.costMicros += adjustment.deltaMicros
  mergeCostNotes(row, adjustment.basis, adjustment.asOf)
  return row
}

function mergeCostNotes(row: ReportRow, basis: readonly CostBasis[] | undefined, asOf?: number) {
  for (const label of basis ?? []) {
    row.costBasis ??= []
    if (!row.costBasis.includes(label)) row.costBasis.push(label)
  }
  if (asOf !== undefined) row.costAsOf = Math.max(row.costAsOf ?? 0, asOf)
}

/** `row`'s figures added into `into`, with its cost's notes. */
function addInto(into: ReportRow, row: ReportRow) {
  for (const field of NUMBER_FIELDS) into[field] += row[field]
  mergeCostNotes(into, row.costBasis, row.costAsOf)
}

/** Hourly rows folded into the zone's hours of day (`00` to `23`, those with rows), in `shape`. */
function foldHoursOfDay(hourly: ReportRow[], zone: string, shape: ReportShape): ReportRow[] {
  const folded = new Map<string, ReportRow>()
  for (const row of hourly) {
    const key = zoneHourOfDay(zone, row.key)
    let hour = folded.get(key)
    if (!hour) folded.set(key, (hour = emptyRow(key)))
    addInto(hour, row)
  }
  const rows = [...folded.values()].sort((a, b) =>
    shape.order === 'landings' && a.landings !== b.landings
      ? b.landings - a.landings
      : a.key.localeCompare(b.key),
  )
  return rows.slice(0, shape.limit)
}

/** Hourly rows folded into the zone's days, every day of the range listed (zeros included). */
function foldDays(hourly: ReportRow[], days: readonly LocalDay[]): ReportRow[] {
  const folded = days.map(({ day }) => emptyRow(day))
  for (const row of hourly) {
    const day = folded[dayIndexOfHour(days, row.key)]
    if (!day) continue
    addInto(day, row)
  }
  return folded
}

const NUMBER_FIELDS = [
  'landings',
  'clicks',
  'uniqueClicks',
  'directClicks',
  'gateShown',
  'gatePassed',
  'signups',
  'costRejected',
  'cidRejected',
  'unreplacedMacros',
  'bots',
  'visitors',
  'revenueMicros',
  'sales',
  'costMicros',
] as const

/** The dimensions a bot's event does not carry (count-event.ts keeps its campaign, page, country). */
const BOTLESS: readonly ReportDimension[] = CLICK_DIMENSIONS

/**
 * A report's rows for the screen: split by a dimension bots do not carry, their count is no value's
 * (it is all in the `(none)` row), so it is taken out and given apart, and a `(none)` row left
 * with nothing in it is dropped rather than shown as a row of zeros.
 */
export function botsApart(
  by: ReportDimension,
  rows: readonly ReportRow[],
): { rows: ReportRow[]; bots?: number } {
  if (!BOTLESS.includes(by)) return { rows: [...rows] }
  const none = rows.find((row) => row.key === '')
  if (!none || none.bots === 0) return { rows: [...rows], bots: 0 }
  const rest = { ...none, bots: 0 }
  const kept = rows.flatMap((row) => (row !== none ? [row] : hasFigures(rest) ? [rest] : []))
  return { rows: kept, bots: none.bots }
}

/** Whether a row has anything in it: a figure of the report (a bot, a visitor) that is not 0. */
function hasFigures(row: ReportRow): boolean {
  return NUMBER_FIELDS.some((field) => row[field] !== 0)
}

export function emptyRow(key: string): ReportRow {
  const row = { key } as ReportRow
  for (const field of NUMBER_FIELDS) row[field] = 0
  return row
}

/** Reads `?by=`: one of REPORT_DIMENSIONS, else undefined. */
export function reportDimension(value: string | undefined): ReportDimension | undefined {
  return (REPORT_DIMENSIONS as readonly string[]).includes(value ?? '')
    ? (value as ReportDimension)
    : undefined
}

/** A filter value: a sub-id, state, OS, device or page tag as stored; NONE_VALUE for ''. */
const FILTER_VALUE = /^(?:[A-Za-z0-9_.-]{1,64}|\(other\))$/

/** The filters the query names (sub1=…, state=…), each checked; an unreadable one is an error. */
export function readReportFilters(query: (name: string) => string | undefined): {
  filters: ReportFilters
  errors: string[]
} {
  const filters: ReportFilters = {}
  const errors: string[] = []
  for (const name of FILTER_DIMENSIONS) {
    const value = query(name)
    if (value === undefined || value === '') continue
    if (value === NONE_VALUE) filters[name] = ''
    else if (FILTER_VALUE.test(value)) filters[name] = value
    else errors.push(`${name} is not a value reports have (letters, digits, “_”, “-”, “.”).`)
  }
  return { filters, errors }
}
