/**
 * GET /admin/blocklist.txt: the values of one dimension of one campaign (its zones, usually:
 * `by=sub1`) whose verdict is `cut` (zone-verdict.ts: spend ÷ payout with no conversion, or a
 * small chance of reaching break-even), with at least `min_landings` landings as an extra floor;
 * or, with `max_roi`, whose ROI was below it past that floor: one per line, to paste into a
 * traffic source's zone blacklist.
 */
import { CLICK_DIMENSIONS } from '../../campaign/core/click-dimensions'
import { campaignTag } from '../../campaign/core/campaign-tag'
import { OTHER_CAMPAIGN } from '../../campaign/counting/count-store'
import { ratiosOf, type ReportRow } from './report-data'
import { verdictOf, type ZoneVerdicts } from './zone-verdicts'

/** The dimensions a block list can name: placements and what the source can target. */
export const BLOCKLIST_DIMENSIONS = CLICK_DIMENSIONS
export type BlocklistDimension = (typeof BLOCKLIST_DIMENSIONS)[number]

/** Landings a value needs before it is listed, whatever its verdict, unless `min_landings` says otherwise. */
export const DEFAULT_MIN_LANDINGS = 100

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
export function blockedValues(
  rows: readonly ReportRow[],
  request: BlocklistRequest,
  verdicts: ZoneVerdicts,
): string[] {
  return rows
    .filter((row) => {
      if (row.key === '' || row.key === OTHER_CAMPAIGN || row.landings < request.minLandings) {
        return false
      }
      if (verdictOf(verdicts, row.key).verdict === 'cut') return true
      const { roi } = ratiosOf(row)
      return request.maxRoi !== undefined && roi !== undefined && roi < request.maxRoi
    })
    .map((row) => row.key)
}
