/**
 * What every automatic action on a zone (the block list, a rule's block, webhook or push) must
 * pass besides its verdict, through one function (actionBlocker): judged on people, never
 * requests, on a cost spread over them, and on how little of its cost a few costly visits carry
 * (docs/campaigns.md "Block list", docs/decisions/028-verdict-prior.md and
 * 046-untiltable-zone-cost.md). No client is stored for this: a zone's `visitors` is a count, kept
 * as landings are, and its costly visits' cost a `cost_costly` count (admission.ts).
 */
import { COSTLY_EVENT, OTHER_CAMPAIGN } from '../campaign/counting'
import { planRanges, ROLLUP_DIM_NAMES, rollupSource, type RollupDim } from './count-rollups'
import type { CountsRange } from './dashboard-filters'
import type { ReportRow } from './report-data'

/** People a zone needs before anything is done to it, unless asked for more. */
export const DEFAULT_MIN_VISITORS = 100
/** How many times the campaign's typical cost per visitor a zone's may be and still be acted on. */
export const COST_SPREAD = 3
/**
 * The most of a zone's cost its costly visits (each over its campaign's costly line,
 * campaign-settings/cost-profiles.ts) may carry for it to be acted on: 19 visits at 1.00 among
 * 5,000 at 0.002 carry 65 % of its cost, however little they move its average.
 */
export const MAX_COSTLY_SHARE = 0.1

/** What the guards judge a campaign's zones against, worked out once per campaign. */
export interface ZoneGuard {
  /** The zones' typical cost per visitor (typicalCostPerVisitor). */
  typical: number
  /** Each zone's cost carried by costly visits, by value (loadCostlyCost). */
  costly: ReadonlyMap<string, number>
  /** People a zone needs. */
  minVisitors: number
}

/** The guard of a campaign's zones. */
export function zoneGuard(
  zones: readonly ReportRow[],
  costly: ReadonlyMap<string, number>,
  minVisitors: number,
): ZoneGuard {
  return { typical: typicalCostPerVisitor(zones), costly, minVisitors }
}

/** The zones' typical cost per visitor: their median, each zone weighing its visitors. */
export function typicalCostPerVisitor(zones: readonly ReportRow[]): number {
  const costed = zones
    .filter((zone) => zone.visitors > 0 && zone.costMicros > 0)
    .map((zone) => ({ perVisitor: zone.costMicros / zone.visitors, weight: zone.visitors }))
    .sort((a, b) => a.perVisitor - b.perVisitor)
  const half = costed.reduce((sum, zone) => sum + zone.weight, 0) / 2
  let seen = 0
  for (const zone of costed) {
    seen += zone.weight
    if (seen >= half) return zone.perVisitor
  }
  return 0
}

/**
 * Why nothing may be done to `zone` automatically, in words, or undefined when it may: a value
 * that names no zone, under the guard's people, landings from few clients (fewer people than
 * half its landings), a cost per visitor over COST_SPREAD times the typical one (a few costly
 * visits, not its traffic: the median, which visits to a few zones cannot raise as they do a
 * mean), or over MAX_COSTLY_SHARE of its cost from costly visits (a few costly visits in a large
 * zone, which its average does not show).
 */
export function actionBlocker(zone: ReportRow, guard: ZoneGuard): string | undefined {
  const { minVisitors, typical } = guard
  if (zone.key === '' || zone.key === OTHER_CAMPAIGN) return 'not one zone'
  if (zone.visitors < minVisitors) {
    return `${zone.visitors} ${zone.visitors === 1 ? 'person' : 'people'} (at least ${minVisitors})`
  }
  if (zone.visitors * 2 < zone.landings) {
    return `${zone.landings} landings from ${zone.visitors} people: a few busy clients`
  }
  if (zone.costMicros > COST_SPREAD * typical * zone.visitors) {
    return `its cost per visitor is over ${COST_SPREAD}× the campaign’s typical one: a few costly visits`
  }
  const costly = guard.costly.get(zone.key) ?? 0
  if (costly > MAX_COSTLY_SHARE * zone.costMicros) {
    const share = Math.round((100 * costly) / Math.max(1, zone.costMicros))
    return `${share} % of its cost is from visits far costlier than the campaign’s usual ones (at most ${MAX_COSTLY_SHARE * 100} %)`
  }
  return undefined
}

/** A zone's cost with its costly visits' taken out: what an action that cannot be undone judges. */
export function withoutCostly(zone: ReportRow, guard: ZoneGuard): ReportRow {
  const costly = guard.costly.get(zone.key) ?? 0
  return costly > 0 ? { ...zone, costMicros: Math.max(0, zone.costMicros - costly) } : zone
}

/**
 * Each value's cost from costly visits in one campaign's range, split by `by` (a rolled-up
 * dimension; none for another), read as the reports read counts (count-rollups.ts). A drill-down
 * is not applied: a zone's costly cost is its whole range's, which only ever blocks more.
 */
export async function loadCostlyCost(
  db: D1Database,
  range: CountsRange,
  by: string,
): Promise<Map<string, number>> {
  if (!(ROLLUP_DIM_NAMES as readonly string[]).includes(by) || range.campaign === '') {
    return new Map()
  }
  const [plan] = await planRanges(db, [range])
  const source = rollupSource(by as RollupDim, `event = '${COSTLY_EVENT}'`, true)
  const { results } = await db
    .prepare(`SELECT key, SUM(cost_micros) AS micros FROM ${source} GROUP BY key`)
    .bind(range.first, range.last, range.campaign, '[]', plan!.rolled, plan!.raw)
    .all<{ key: string; micros: number }>()
  return new Map(results.map(({ key, micros }) => [key, micros]))
}
