/**
 * Pulled and pushed spend in a view's cost, the one place the read side sums it
 * (docs/decisions/047-pulled-cost-in-every-view.md): the source days a range touches are read
 * from source_costs (days × zones rows), their hours' paid visits from the raw rows by primary
 * key (hour, event, campaign), and cost-allocation.ts places each source day's spend in the
 * view's cells. What comes back is, per key of the view, what to add to the cost the view's own
 * SQL summed: the spend its cells were given, minus the macro and the manual cost of its cells
 * in the hours a source day covers (replaced, never added), and "(source only)" spend.
 */
import { convertMicros } from '../campaign/conversions'
import { UNFLUSHED_ONLY } from './unflushed-counts'
import { MANUAL_COST_SQL } from './manual-cost'
import {
  allocateSpend,
  campaignOfSpend,
  sourceDayHours,
  type CampaignSpend,
  type CostLabel,
  type LandingCell,
} from './cost-allocation'
import type { CountsRange } from './dashboard-filters'

/**
 * How a view's cost was found, beyond the macro and the manual cost: shown beside it. 'not
 * billed by the source': paid visits in hours a source day covers that the source gave no spend
 * (their cost is 0 there).
 */
export type CostBasis = CostLabel | 'source only' | 'not billed by the source'

/** The key of "(source only)" spend in a view that is not by zone or campaign. */
export const SOURCE_ONLY = '(source only)'

/** A zone's "(source only)" key in a view by zone. */
export const sourceOnlyKey = (zone: string) =>
  zone === '' ? SOURCE_ONLY : `${SOURCE_ONLY} ${zone}`

/**
 * Where a view puts spend on a zone without a paid visit that source day: 'campaign' in its
 * campaign's row, 'hour' in the middle hour of its source day (views by day fold it there),
 * 'zone' a row "(source only) ZONE", 'apart' one "(source only)" row, 'none' nowhere (a view
 * narrowed by filters: no landing of it passed them).
 */
export type SourceOnlyPlace = 'campaign' | 'hour' | 'zone' | 'apart' | 'none'

/** A view, as the cost read needs it. */
export interface CostView {
  /** The view's key in a raw count row (campaign_counts' columns). */
  keySql: string
  /** True for a raw row the view's filters keep ('TRUE' for none); its values bound from ?6. */
  filterSql: string
  filterValues: readonly unknown[]
  sourceOnly: SourceOnlyPlace
}

/** What to add to one key's cost, and how it was found. */
export interface CostAdjustment {
  deltaMicros: number
  basis: CostBasis[]
  /** When the spend of a source day still open (today) was last read, ms; absent otherwise. */
  asOf?: number
  /** A key only spend is in (no count row of the view has it). */
  sourceOnly: boolean
}

/** A source day's spend as stored, with when it was read. */
interface StoredSpend {
  source: string
  sourceCampaignId: string
  zone: string
  sourceDay: string
  timeZone: string
  costMicros: number
  currency: string
  rate: number | null
  fetchedAt: number
}

interface CampaignMapping {
  campaign: string
  source: string
  sourceCampaignId: string | null
}

/** The stored spend's columns, its currency's rate beside it (`s`: source_costs, `r`: RATE). */
const SPEND_COLUMNS = `SELECT s.source, s.source_campaign_id AS sourceCampaignId, s.zone,
  s.source_day AS sourceDay, s.time_zone AS timeZone, s.cost_micros AS costMicros, s.currency,
  r.micros AS rate, s.fetched_at AS fetchedAt`
const RATE = 'LEFT JOIN currency_rates r ON r.currency = s.currency'

/** One cell of the view in a covered hour: its paid visits and the cost they carried. */
interface CostCell {
  campaign: string
  hour: string
  zone: string
  key: string | number | null
  kept: number
  visits: number
  macro: number
  manual: number
}

const DAY_MS = 86_400_000
/** `day` moved by `days`; past year 0 or 9999 (a range of every hour), `edge`. */
function shiftDay(day: string, days: number, edge: string): string {
  const at = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS
  const shifted = Number.isNaN(at) ? '' : new Date(at).toISOString().slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(shifted) ? shifted : edge
}

/**
 * The source days a range may touch (a zone is at most a day from UTC), their spend in the
 * site's currency (a rate where the account bills in another: spend without one is left out,
 * never mixed in), and our campaign each is of.
 */
async function readSpend(
  db: D1Database,
  range: CountsRange,
): Promise<(CampaignSpend & { fetchedAt: number; hours: string[] })[]> {
  const days = [
    shiftDay(range.first.slice(0, 10), -1, '0000-01-01'),
    shiftDay(range.last.slice(0, 10), 1, '9999-12-31'),
  ]
  const mappingRead = db.prepare(
    `SELECT campaign, source, source_campaign_id AS sourceCampaignId FROM campaign_sources`,
  )
  let mapping: CampaignMapping[]
  let stored: StoredSpend[]
  if (range.campaign === '') {
    const [spendRows, mapped] = await db.batch<unknown>([
      db
        .prepare(
          `${SPEND_COLUMNS} FROM source_costs s ${RATE} WHERE s.source_day BETWEEN ?1 AND ?2`,
        )
        .bind(...days),
      mappingRead,
    ])
    stored = spendRows!.results as StoredSpend[]
    mapping = mapped!.results as CampaignMapping[]
  } else {
    // One campaign (the rules' and the verdicts' reads): only the source campaign ids that can
    // be its own, each a range of the (source, campaign id, day) index.
    mapping = (await mappingRead.all<CampaignMapping>()).results
    const keys = [
      ['push', range.campaign],
      ...mapping
        .filter((m) => m.campaign === range.campaign)
        .flatMap((m) => [
          [m.source, m.sourceCampaignId ?? ''],
          [m.source, ''],
        ]),
    ]
    stored = (
      await db
        .prepare(
          `${SPEND_COLUMNS} FROM json_each(?3) k CROSS JOIN source_costs s ${RATE}
           WHERE s.source = json_extract(k.value, '$[0]')
             AND s.source_campaign_id = json_extract(k.value, '$[1]')
             AND s.source_day BETWEEN ?1 AND ?2`,
        )
        .bind(...days, JSON.stringify(keys))
        .all<StoredSpend>()
    ).results
  }
  const spend: (CampaignSpend & { fetchedAt: number; hours: string[] })[] = []
  for (const row of stored) {
    const campaign = campaignOfSpend(row, mapping)
    if (campaign === undefined || (range.campaign !== '' && campaign !== range.campaign)) continue
    const hours = sourceDayHours(row.timeZone, row.sourceDay)
    if (hours.length === 0 || hours.at(-1)! < range.first || hours[0]! > range.last) continue
    // Stored in the account's currency: a rate set on /admin/partners turns it into the site's.
    const costMicros = row.rate === null ? row.costMicros : convertMicros(row.costMicros, row.rate)
    spend.push({ ...row, campaign, costMicros, hours })
  }
  return spend
}

/** The view's cells in the covered campaign-hours (?5): paid visits, macro and manual cost. */
function cellsQuery(view: CostView): string {
  const columns = `campaign, hour, sub1 AS zone, ${view.keySql} AS key,
    CASE WHEN ${view.filterSql} THEN 1 ELSE 0 END AS kept, event, count, cost_micros`
  const covered = `c.hour = json_extract(p.value, '$[1]') AND c.campaign = json_extract(p.value, '$[0]')
    AND c.event IN ('landing', 'click', 'direct_click', 'signup_created', 'cost_costly')`
  return `WITH c AS (
  SELECT campaign, hour, zone, key, kept,
    SUM(CASE WHEN event = 'landing' THEN count ELSE 0 END) AS landings,
    SUM(CASE WHEN event = 'direct_click' THEN count ELSE 0 END) AS directClicks,
    SUM(CASE WHEN event = 'signup_created' THEN count ELSE 0 END) AS signups,
    SUM(cost_micros) AS macro
  FROM (SELECT ${columns} FROM json_each(?5) p CROSS JOIN campaign_counts c WHERE ${covered}
    UNION ALL
    SELECT ${columns} FROM json_each(?5) p CROSS JOIN ${UNFLUSHED_ONLY} c WHERE ${covered})
  GROUP BY 1, 2, 3, 4, 5)
SELECT c.campaign, c.hour, c.zone, c.key, c.kept, c.landings + c.directClicks AS visits,
  c.macro, COALESCE(${MANUAL_COST_SQL}, 0) AS manual
FROM c LEFT JOIN campaign_costs mc ON mc.campaign = c.campaign`
}

const QUERIES = new Map<string, string>()
/** Covered campaign-hours bound to one statement: about 35 bytes each, 350 KB of JSON. */
const PAIRS_PER_STATEMENT = 10_000

/** Keys the cell key joins: the view's key and whether the view's filters keep it. */
const SEPARATOR = '\u0000'

/**
 * The spend whose source day has every UTC day's hourly rows still kept: a day past the hourly
 * retention (raw = 0, docs/decisions/048-hourly-retention.md) is its rollups, which hold its
 * macro and manual cost with no cells to split spend over nor macro to take out, so its spend
 * would be added whole beside them. Its cost stays what the rollups hold in every view; the
 * reconciliation on /admin/connections still shows the source's figure. One read of the days.
 */
async function withoutPrunedDays<T extends { hours: string[] }>(
  db: D1Database,
  spend: T[],
): Promise<T[]> {
  if (spend.length === 0) return spend
  const days = spend.flatMap((row) => [row.hours[0]!.slice(0, 10), row.hours.at(-1)!.slice(0, 10)])
  const pruned = new Set(
    (
      await db
        .prepare(`SELECT day FROM count_rollup_days WHERE day BETWEEN ?1 AND ?2 AND raw = 0`)
        .bind(
          days.reduce((a, b) => (a < b ? a : b)),
          days.reduce((a, b) => (a > b ? a : b)),
        )
        .all<{ day: string }>()
    ).results.map((row) => row.day),
  )
  if (pruned.size === 0) return spend
  return spend.filter((row) => !row.hours.some((hour) => pruned.has(hour.slice(0, 10))))
}

/**
 * What pulled and pushed spend changes in a view of `range`: per key, the cost to add (see the
 * module's note). Empty when no source day touches the range (one read of source_costs).
 */
export async function pulledCost(
  db: D1Database,
  range: CountsRange,
  view: CostView,
  unflushed = '[]',
  now = Date.now(),
): Promise<Map<string, CostAdjustment>> {
  const adjustments = new Map<string, CostAdjustment>()
  const spend = await withoutPrunedDays(db, await readSpend(db, range))
  if (spend.length === 0) return adjustments
  const nowHour = new Date(now).toISOString().slice(0, 13)
  // Each covered campaign-hour, and when the spend of an open (today's) source day was read.
  const covered = new Map<string, [string, string]>()
  const openAt = new Map<string, number>()
  for (const row of spend) {
    const open = row.hours.includes(nowHour)
    for (const hour of row.hours) {
      const at = `${row.campaign}|${hour}`
      covered.set(at, [row.campaign, hour])
      if (open) openAt.set(at, Math.max(openAt.get(at) ?? 0, row.fetchedAt))
    }
  }
  const sql = QUERIES.get(view.keySql + view.filterSql) ?? cellsQuery(view)
  QUERIES.set(view.keySql + view.filterSql, sql)
  // D1 takes a bound string of 1 to 2 MB: the covered hours go in chunks, one statement each,
  // in one batch (a cell is one campaign-hour's, so no cell is split between two).
  const pairs = [...covered.values()]
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < pairs.length; i += PAIRS_PER_STATEMENT) {
    const chunk = JSON.stringify(pairs.slice(i, i + PAIRS_PER_STATEMENT))
    statements.push(
      db
        .prepare(sql)
        .bind(range.first, range.last, range.campaign, unflushed, chunk, ...view.filterValues),
    )
  }
  const results = (await db.batch<CostCell>(statements)).flatMap((result) => result.results)
  const inRange = (hour: string) => hour >= range.first && hour <= range.last
  const adjust = (key: string, micros: number, basis?: CostBasis, asOf?: number, only = false) => {
    const entry = adjustments.get(key) ?? { deltaMicros: 0, basis: [], sourceOnly: only }
    entry.deltaMicros += micros
    if (basis && !entry.basis.includes(basis)) entry.basis.push(basis)
    if (asOf !== undefined) entry.asOf = Math.max(entry.asOf ?? 0, asOf)
    entry.sourceOnly &&= only
    adjustments.set(key, entry)
  }
  const landings: LandingCell[] = []
  for (const cell of results) {
    const key = String(cell.key ?? '')
    landings.push({
      campaign: cell.campaign,
      hour: cell.hour,
      zone: cell.zone,
      key: `${key}${SEPARATOR}${cell.kept}`,
      landings: cell.visits,
    })
    // In a covered hour the macro and the manual cost are replaced by the spend placed below.
    if (cell.kept && inRange(cell.hour)) adjust(key, -(cell.macro + cell.manual))
  }
  const allocation = allocateSpend(spend, landings)
  for (const cell of allocation.cells) {
    const [key, kept] = cell.key.split(SEPARATOR) as [string, string]
    if (kept !== '1' || !inRange(cell.hour)) continue
    adjust(key, cell.costMicros, cell.label, openAt.get(`${cell.campaign}|${cell.hour}`))
  }
  // A key whose covered cells were given nothing: the source billed none of its visits.
  for (const entry of adjustments.values())
    if (entry.basis.length === 0) entry.basis.push('not billed by the source')
  const spendOf = new Map(spend.map((row) => [`${row.campaign}|${row.zone}|${row.sourceDay}`, row]))
  for (const parked of allocation.sourceOnly) {
    const row = spendOf.get(`${parked.campaign}|${parked.zone}|${parked.sourceDay}`)!
    // Its source day's middle hour: in the range or not, and the day a view by day shows it on.
    const hour = row.hours[Math.floor(row.hours.length / 2)]!
    if (view.sourceOnly === 'none' || !inRange(hour)) continue
    const asOf = row.hours.includes(nowHour) ? row.fetchedAt : undefined
    const key =
      view.sourceOnly === 'campaign'
        ? parked.campaign
        : view.sourceOnly === 'hour'
          ? hour
          : view.sourceOnly === 'zone'
            ? sourceOnlyKey(parked.zone)
            : SOURCE_ONLY
    const apart = view.sourceOnly === 'zone' || view.sourceOnly === 'apart'
    adjust(key, parked.costMicros, 'source only', asOf, apart)
  }
  return adjustments
}
