/**
 * GET /admin/blocklist.txt: the values of one dimension of one campaign (its zones, usually:
 * `by=sub1`) whose verdict is `cut` (zone-verdict.ts: spend ÷ payout with no conversion, or a
 * small chance of reaching break-even), with at least `min_landings` landings as an extra floor;
 * or, with `max_roi`, whose ROI was below it past that floor: one per line, to paste into a
 * traffic source's zone blacklist.
 *
 * Judged by people, never requests (docs/decisions/020-client-ledger.md): a value is listed only
 * when its landings come from many clients (its distinct `visitors`, admission.ts, are at least
 * `min_landings` and at least half its landings), and neither its verdict nor the ROI rule acts
 * on a value whose cost per visitor is over COST_SPREAD times the campaign's typical (median) one
 * or whose costly visits carry over MAX_COSTLY_SHARE of its cost: zone-guards.ts, the same guards
 * every zone rule passes.
 *
 * This module owns the block list: the verdicts' values and the values a zone rule blocked
 * (`rule_blocks`, until its action is undone) are one list here, for the export and the rules.
 */
import { campaignTag, CLICK_DIMENSIONS } from '../campaign/core'
import { OTHER_CAMPAIGN } from '../campaign/counting'
import { figuresOf } from './figures'
import type { ReportRow } from './report-data'
import { actionBlocker, DEFAULT_MIN_VISITORS, zoneGuard } from './zone-guards'
import { conversionsOf, cutMultiple } from '../stats/zone-verdict'
import { verdictOf, type ZoneVerdicts } from './zone-verdicts'

/** The dimensions a block list can name: placements and what the source can target. */
export const BLOCKLIST_DIMENSIONS = CLICK_DIMENSIONS
export type BlocklistDimension = (typeof BLOCKLIST_DIMENSIONS)[number]

/** Landings (and people) a value needs before it is listed, unless `min_landings` says otherwise. */
const DEFAULT_MIN_LANDINGS = DEFAULT_MIN_VISITORS

export interface BlocklistRequest {
  campaign: string
  by: BlocklistDimension
  minLandings: number
  /** ROI (a percentage) below which a value is listed even with conversions. */
  maxRoi?: number
}

/** The request's parameters, or the message of the 400 that refuses them. */
export function readBlocklistRequest(
  query: (name: string) => string | undefined,
): { ok: true; request: BlocklistRequest } | { ok: false; error: string } {
  const campaign = campaignTag(query('campaign') ?? '')
  if (!campaign) return { ok: false, error: 'campaign= must name one campaign tag.' }
  const by = query('by') ?? 'sub1'
  if (!(BLOCKLIST_DIMENSIONS as readonly string[]).includes(by)) {
    return { ok: false, error: `by= must be one of ${BLOCKLIST_DIMENSIONS.join(', ')}.` }
  }
  const minText = query('min_landings')
  const minLandings = minText === undefined ? DEFAULT_MIN_LANDINGS : Number(minText)
  if (!/^\d{1,9}$/.test(minText ?? '0')) {
    return { ok: false, error: 'min_landings= must be a whole number.' }
  }
  const roiText = query('max_roi')
  const maxRoi = roiText === undefined ? undefined : Number(roiText)
  if (
    roiText !== undefined &&
    (!/^-?\d{1,9}(\.\d{1,2})?$/.test(roiText) || !Number.isFinite(maxRoi))
  ) {
    return { ok: false, error: 'max_roi= must be a number (a percentage, e.g. -20).' }
  }
  return {
    ok: true,
    request: {
      campaign,
      by: by as BlocklistDimension,
      minLandings,
      ...(maxRoi !== undefined && { maxRoi }),
    },
  }
}

/**
 * The values to block, by value, judged on flushed counts as the verdicts are; never '' (no
 * value) or '(other)' (many).
 */
export function blockedValues(request: BlocklistRequest, verdicts: ZoneVerdicts): string[] {
  const rows = verdicts.zones
  const guard = zoneGuard(rows, verdicts.costly, request.minLandings)
  return rows
    .filter((row) => {
      if (row.landings < request.minLandings) return false
      // Many people, not a few busy clients nor a few costly visits (zone-guards.ts).
      if (actionBlocker(row, guard)) return false
      if (verdictOf(verdicts, row.key).verdict === 'cut') return true
      const { roi } = figuresOf(row)
      return request.maxRoi !== undefined && roi !== undefined && roi < request.maxRoi
    })
    .map((row) => row.key)
}

/**
 * Why a block list is empty, in a sentence: no payout to judge by, zones cut but under the
 * landings floor, or how far the zone nearest a cut is from it ("no zone has spent 3.0× payout
 * yet: 240 more landings at this range's cost"); undefined when the list is not empty.
 */
export function emptyBlocklistReason(
  request: BlocklistRequest,
  verdicts: ZoneVerdicts,
): string | undefined {
  if (blockedValues(request, verdicts).length > 0) return undefined
  const { payoutMicros, rule, zones } = verdicts
  if (payoutMicros <= 0) {
    return 'No payout is known to judge zones by: set one on the campaign’s postback template, or wait for the partner’s first approval.'
  }
  const blockable = zones.filter((row) => row.key !== '' && row.key !== OTHER_CAMPAIGN)
  const cut = blockable.filter((row) => verdictOf(verdicts, row.key).verdict === 'cut')
  if (cut.length > 0) {
    return `${cut.length} zone${cut.length === 1 ? ' is' : 's are'} cut but under ${request.minLandings} landings (min_landings).`
  }
  const threshold = cutMultiple(rule)
  const silent = blockable.filter((row) => conversionsOf(row) === 0)
  const nearest = silent.reduce<ReportRow | undefined>(
    (best, row) => (!best || row.costMicros > best.costMicros ? row : best),
    undefined,
  )
  const landings = zones.reduce((sum, row) => sum + row.landings, 0)
  const cost = zones.reduce((sum, row) => sum + row.costMicros, 0)
  const head = `No zone has spent ${threshold.toFixed(1)}× payout without a conversion yet`
  if (!nearest || landings === 0 || cost === 0) return `${head}: no cost counted yet.`
  const missing = threshold * payoutMicros - nearest.costMicros
  const more = Math.max(1, Math.ceil(missing / (cost / landings)))
  return `${head}: ${nearest.key} needs ${more.toLocaleString('en-US')} more landing${more === 1 ? '' : 's'} at this range’s cost per landing.`
}

/** The zones rules blocked for a campaign's dimension, by value (zone-rules/ writes them). */
export async function ruleBlockedValues(
  db: D1Database,
  campaign: string,
  dimension: string,
): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT value FROM rule_blocks WHERE campaign = ?1 AND dimension = ?2 ORDER BY value')
    .bind(campaign, dimension)
    .all<{ value: string }>()
  return results.map(({ value }) => value)
}

/**
 * A campaign's block list for one dimension, sorted: the values its verdicts cut (none without
 * verdicts) and those a rule blocked (none without a database).
 */
export async function campaignBlocklist(
  db: D1Database | undefined,
  request: BlocklistRequest,
  verdicts: ZoneVerdicts | undefined,
): Promise<string[]> {
  const judged = verdicts ? blockedValues(request, verdicts) : []
  const ruled = db ? await ruleBlockedValues(db, request.campaign, request.by) : []
  return [...new Set([...judged, ...ruled])].sort()
}
