/**
 * Every zone's verdict for a report of one campaign split by a zone dimension (sub1…sub5, state,
 * OS, device, page): the campaign's payout, the zones' numbers from D1's flushed counts only (an
 * hour the aggregators still hold is never judged) and the chance of cutting some by bad luck.
 */
import { findTemplate, firesOn } from '../campaign/conversions'
import type { CountsRange } from './dashboard-filters'
import {
  FILTER_DIMENSIONS,
  loadReport,
  type ReportDimension,
  type ReportFilters,
  type ReportRow,
} from './report-data'
import {
  conversionsOf,
  DEFAULT_RULE,
  expectedFalseCuts,
  judgeZone,
  KEEP_CHANCE,
  STRICT_RULE,
  type VerdictRule,
  type ZoneVerdict,
} from '../stats/zone-verdict'
import type { LocalDay } from './zone-days'
import { loadCostlyCost } from './zone-guards'
import { campaignPrior, NO_PRIOR, type CampaignPrior } from '../stats/zone-prior'

/** Where the payout that zones are judged against came from. */
type PayoutSource = 'template' | 'partner' | 'none'

export interface ZoneVerdicts {
  rule: VerdictRule
  payoutMicros: number
  payoutSource: PayoutSource
  /** The campaign's pull on each zone (zone-prior.ts). */
  prior: CampaignPrior
  byKey: ReadonlyMap<string, ZoneVerdict>
  /** The zones judged: their flushed numbers, by value. */
  zones: readonly ReportRow[]
  /** Each zone's cost from costly visits, by value (zone-guards.ts: what the guards read). */
  costly: ReadonlyMap<string, number>
  /** The verdict of a zone the flushed counts do not have yet. */
  unflushed: ZoneVerdict
  /** Zones tested (a cost and a payout to judge them on). */
  judged: number
  cuts: number
}

/** Whether a report split by `by` has verdicts: a zone dimension, not a campaign or a day. */
export function judgesDimension(by: ReportDimension): boolean {
  return (FILTER_DIMENSIONS as readonly string[]).includes(by)
}

/** `?confidence=99` asks for the strict rule; 95 (the default) for the usual one. */
export function readVerdictRule(
  query: (name: string) => string | undefined,
): { ok: true; rule: VerdictRule } | { ok: false; error: string } {
  const asked = query('confidence')
  if (asked === undefined || asked === '' || asked === '95') return { ok: true, rule: DEFAULT_RULE }
  if (asked === '99') return { ok: true, rule: STRICT_RULE }
  return { ok: false, error: 'confidence= must be 95 (the default) or 99 (strict).' }
}

/**
 * The campaign's payout per conversion: its postback template's payout when the template fires
 * on signups, else the partner's average approved payout over the range, else 0.
 */
export async function campaignPayout(
  db: D1Database,
  range: CountsRange,
): Promise<{ micros: number; source: PayoutSource }> {
  const template = await findTemplate(db, range.campaign)
  if (template && firesOn(template, 'signup') && template.payoutMicros > 0) {
    return { micros: template.payoutMicros, source: 'template' }
  }
  const approved = await db
    .prepare(
      `SELECT COALESCE(SUM(micros), 0) AS micros, COALESCE(SUM(count), 0) AS count
       FROM partner_revenue WHERE hour BETWEEN ?1 AND ?2 AND campaign = ?3 AND status = 'approved'`,
    )
    .bind(range.first, range.last, range.campaign)
    .first<{ micros: number; count: number }>()
  if (approved && approved.count > 0 && approved.micros > 0) {
    return { micros: Math.round(approved.micros / approved.count), source: 'partner' }
  }
  return { micros: 0, source: 'none' }
}

/** The verdicts on every value of `by` within one campaign's range (and drill-down). */
export async function loadZoneVerdicts(
  db: D1Database,
  range: CountsRange,
  by: ReportDimension,
  filters: ReportFilters,
  days: readonly LocalDay[],
  rule: VerdictRule,
): Promise<ZoneVerdicts> {
  const [payout, rows, costly] = await Promise.all([
    campaignPayout(db, range),
    // '[]': no unflushed rows, so a partly counted hour weighs nothing.
    loadReport(db, range, by, filters, '[]', days),
    loadCostlyCost(db, range, by),
  ])
  // Spend on zones without a landing is no zone of ours to judge, block or cut (decision 047).
  const zones = rows.filter((row) => !row.sourceOnly)
  return judgeZones(zones, payout.micros, payout.source, rule, costly)
}

/** The verdicts on a campaign's zones, the campaign's prior estimated from them all. */
export function judgeZones(
  rows: readonly ReportRow[],
  payoutMicros: number,
  payoutSource: PayoutSource,
  rule: VerdictRule,
  costly: ReadonlyMap<string, number> = new Map(),
): ZoneVerdicts {
  const prior =
    payoutMicros > 0
      ? campaignPrior(
          rows.map((row) => ({
            spent: row.costMicros / payoutMicros,
            conversions: conversionsOf(row),
          })),
        )
      : NO_PRIOR
  const byKey = new Map<string, ZoneVerdict>()
  let judged = 0
  let cuts = 0
  for (const row of rows) {
    const verdict = judgeZone(row, prior, payoutMicros, rule)
    byKey.set(row.key, verdict)
    if (verdict.judged) judged++
    if (verdict.verdict === 'cut') cuts++
  }
  const unflushed = payoutMicros > 0 ? NOT_FLUSHED : NO_PAYOUT
  return {
    ...{ rule, payoutMicros, payoutSource, prior, byKey, zones: rows, costly },
    ...{ unflushed, judged, cuts },
  }
}

/** Every zone of a campaign without a payout. */
const NO_PAYOUT = judgeZone({ costMicros: 0, signups: 0, sales: 0 }, NO_PRIOR, 0)

/** A zone the flushed counts do not have yet. */
const NOT_FLUSHED: ZoneVerdict = {
  verdict: 'wait',
  reason: 'counted in the last minutes only: judged once its counts reach the database',
  judged: false,
}

/** The verdict shown for a report row. */
export function verdictOf(verdicts: ZoneVerdicts, key: string): ZoneVerdict {
  return verdicts.byKey.get(key) ?? verdicts.unflushed
}

/** "40 zones judged at 95 %: were each one break-even, about 2 would be cut by bad luck." */
export function falseCutSentence(verdicts: ZoneVerdicts): string {
  const { judged, rule } = verdicts
  const confidence = Math.round((1 - rule.alpha) * 100)
  const expected = expectedFalseCuts(judged, rule)
  const about = expected < 10 ? expected.toFixed(1) : String(Math.round(expected))
  return `${judged} zone${judged === 1 ? '' : 's'} judged at ${confidence} % confidence: were each one break-even, about ${about} would still be cut by bad luck (${judged} × ${Math.round(rule.alpha * 100)} %).`
}

/** "A zone that loses more than half its spend is kept in at most 5 % of looks." */
export function falseKeepSentence(): string {
  return `A zone losing more than half its spend is kept in at most ${Math.round((1 - KEEP_CHANCE) * 100)} % of looks, whatever its campaign.`
}

/** How much the campaign weighs in each zone's estimate, from how much its zones differ. */
export function pullSentence(verdicts: ZoneVerdicts): string {
  const { rate } = verdicts.prior
  if (rate === 0)
    return 'Each zone is judged on its own numbers (under 3 zones with a cost, or none converted).'
  const payouts = rate >= 10 ? '10' : rate.toFixed(1)
  return `The campaign weighs as much as ${payouts}× payout of spend in each zone’s estimate (${
    rate >= 10 ? 'its zones look alike' : 'less, as its zones differ'
  }).`
}
