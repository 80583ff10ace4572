/**
 * What every automatic action on a zone (the block list, a rule's block, webhook or push) must
 * pass besides its verdict: judged on people, never requests, and on a cost spread over them
 * (docs/campaigns.md "Block list", docs/decisions/028-verdict-prior.md). No client is stored for
 * this: a zone's `visitors` is a count, kept as landings are (admission.ts).
 */
import { OTHER_CAMPAIGN } from '../campaign/counting'
import type { ReportRow } from './report-data'

/** People a zone needs before anything is done to it, unless asked for more. */
export const DEFAULT_MIN_VISITORS = 100
/** How many times the campaign's typical cost per visitor a zone's may be and still be acted on. */
export const COST_SPREAD = 3

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
 * that names no zone, under `minVisitors` people, landings from few clients (fewer people than
 * half its landings), or a cost per visitor over COST_SPREAD times `typical` (a few costly visits,
 * not its traffic: the median, which visits to a few zones cannot raise as they do a mean).
 */
export function actionBlocker(
  zone: ReportRow,
  typical: number,
  minVisitors: number,
): string | undefined {
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
  return undefined
}
