/**
 * A campaign's manual cost, for traffic sources that send no cost macro: a rate per
 * thousand paid visits (CPM), per paid visit (CPC) or per created signup (CPA), applied by the
 * report query to each row's own landings and direct clicks, or signups (MANUAL_COST_SQL in
 * report-data.ts). One row per campaign.
 */
import { MAX_COST_MICROS, parsePayout } from '../campaign/core'

const COST_MODELS = ['cpm', 'cpc', 'cpa'] as const
export type CostModel = (typeof COST_MODELS)[number]

export interface CampaignCost {
  campaign: string
  model: CostModel | 'none'
  /** Per 1,000 landings, per click or per signup, in millionths of the unit. */
  rateMicros: number
  /**
   * The campaign's bid: the highest cost of one visit it believes (millionths). The aggregators
   * reject a cost above it (admission.ts), counting it as cost_rejected.
   */
  bidMicros?: number
}

/** The largest manual rate accepted (a CPM of 1,000 is far past any real buy). */
const MAX_RATE_MICROS = 1_000 * 1_000_000

/** The form's model and rate, or the message saying what is wrong. */
export function readCostForm(
  model: string,
  rate: string,
): { ok: true; model: CostModel | 'none'; rateMicros: number } | { ok: false; error: string } {
  if (model === 'none') return { ok: true, model, rateMicros: 0 }
  if (!(COST_MODELS as readonly string[]).includes(model)) {
    return { ok: false, error: 'The cost model must be CPM, CPC, CPA or none.' }
  }
  const rateMicros = parsePayout(rate.trim())
  if (rateMicros === undefined || rateMicros > MAX_RATE_MICROS) {
    return { ok: false, error: 'The rate must be a plain decimal from 0 to 1000, e.g. 1.25.' }
  }
  return { ok: true, model: model as CostModel, rateMicros }
}

/** The form's bid: empty for none, else a cost a visit may carry (0 to 10). */
export function readBidForm(
  bid: string,
): { ok: true; bidMicros: number | undefined } | { ok: false; error: string } {
  if (bid.trim() === '') return { ok: true, bidMicros: undefined }
  const bidMicros = parsePayout(bid.trim())
  if (bidMicros === undefined || bidMicros > MAX_COST_MICROS) {
    return { ok: false, error: 'The bid must be empty or a plain decimal from 0 to 10, e.g. 0.05.' }
  }
  return { ok: true, bidMicros }
}

export async function readCampaignCost(
  db: D1Database,
  campaign: string,
): Promise<CampaignCost | undefined> {
  const row = await db
    .prepare(
      `SELECT ?1 AS campaign, COALESCE(c.model, 'none') AS model,
         COALESCE(c.rate_micros, 0) AS rateMicros, b.bid_micros AS bidMicros
       FROM (SELECT 1) LEFT JOIN campaign_costs c ON c.campaign = ?1
         LEFT JOIN campaign_bids b ON b.campaign = ?1
       WHERE c.campaign IS NOT NULL OR b.campaign IS NOT NULL`,
    )
    .bind(campaign)
    .first<CampaignCost & { bidMicros: number | null }>()
  if (!row) return undefined
  const { bidMicros, ...cost } = row
  return bidMicros === null ? cost : { ...cost, bidMicros }
}

/** Sets (or with undefined removes) a campaign's bid. */
export async function saveCampaignBid(
  db: D1Database,
  campaign: string,
  bidMicros: number | undefined,
): Promise<void> {
  if (bidMicros === undefined) {
    await db.prepare('DELETE FROM campaign_bids WHERE campaign = ?').bind(campaign).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO campaign_bids (campaign, bid_micros, updated) VALUES (?1, ?2, ?3)
       ON CONFLICT (campaign) DO UPDATE SET bid_micros = ?2, updated = ?3`,
    )
    .bind(campaign, bidMicros, new Date().toISOString())
    .run()
}

/** Sets (or with 'none' removes) a campaign's manual cost. */
export async function saveCampaignCost(
  db: D1Database,
  campaign: string,
  model: CostModel | 'none',
  rateMicros: number,
): Promise<void> {
  if (model === 'none') {
    await db.prepare('DELETE FROM campaign_costs WHERE campaign = ?').bind(campaign).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO campaign_costs (campaign, model, rate_micros, updated) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (campaign) DO UPDATE SET model = ?2, rate_micros = ?3, updated = ?4`,
    )
    .bind(campaign, model, rateMicros, new Date().toISOString())
    .run()
}
