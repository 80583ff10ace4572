/**
 * GET /admin/blocklist.txt: the values of one dimension of one campaign (its zones,
 * usually: `by=sub1`) that had at least `min_landings` landings and converted nothing (no created
 * signup and no partner revenue), or, with `max_roi`, whose ROI was below it: one per line, to
 * paste into a traffic source's zone blacklist.
 *
 * Judged by people, never requests (docs/decisions/020-client-ledger.md): a value is listed only
 * when its landings come from many clients (its distinct `visitors`, admission.ts, are at least
 * `min_landings` and at least half its landings), and the ROI rule passes over a value whose cost
 * per visitor is over COST_SPREAD times the campaign's (a few costly visits, not its traffic). No
 * client is stored for this: a visitor is a count, kept as landings are.
 */
import { campaignTag, CLICK_DIMENSIONS } from '../../campaign/core'
import { OTHER_CAMPAIGN } from '../../campaign/counting'
import { figuresOf } from './figures'
import type { ReportRow } from './report-data'

/** The dimensions a block list can name: placements and what the source can target. */
export const BLOCKLIST_DIMENSIONS = CLICK_DIMENSIONS
export type BlocklistDimension = (typeof BLOCKLIST_DIMENSIONS)[number]

/** Landings a value needs before it is judged, unless `min_landings` says otherwise. */
export const DEFAULT_MIN_LANDINGS = 100
/** How many times the campaign's cost per visitor a value's may be and still be judged by ROI. */
export const COST_SPREAD = 3

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

/** The values to block, in the report's order; never '' (no value) or '(other)' (many). */
export function blockedValues(rows: readonly ReportRow[], request: BlocklistRequest): string[] {
  const visitors = rows.reduce((sum, row) => sum + row.visitors, 0)
  const cost = rows.reduce((sum, row) => sum + row.costMicros, 0)
  const costPerVisitor = visitors > 0 ? cost / visitors : 0
  return rows
    .filter((row) => {
      if (row.key === '' || row.key === OTHER_CAMPAIGN || row.landings < request.minLandings) {
        return false
      }
      // Many people, not a few busy clients.
      if (row.visitors < request.minLandings || row.visitors * 2 < row.landings) return false
      if (row.signups === 0 && row.revenueMicros <= 0) return true
      if (row.costMicros > COST_SPREAD * costPerVisitor * row.visitors) return false
      const { roi } = figuresOf(row)
      return request.maxRoi !== undefined && roi !== undefined && roi < request.maxRoi
    })
    .map((row) => row.key)
}
