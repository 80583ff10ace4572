/**
 * A campaign's manual cost, for traffic sources that send no cost macro: a rate per
 * thousand landings (CPM), per click (CPC) or per created signup (CPA), applied by the report
 * query to each row's own landings, clicks or signups (report-data.ts). One row per campaign.
 */
import { parsePayout } from '../../campaign/core'

export const COST_MODELS = ['cpm', 'cpc', 'cpa'] as const
export type CostModel = (typeof COST_MODELS)[number]

export interface CampaignCost {
  campaign: string
  model: CostModel
  /** Per 1,000 landings, per click or per signup, in millionths of the unit. */
  rateMicros: number
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

export async function readCampaignCost(
  db: D1Database,
  campaign: string,
): Promise<CampaignCost | undefined> {
  const row = await db
    .prepare(
      'SELECT campaign, model, rate_micros AS rateMicros FROM campaign_costs WHERE campaign = ?',
    )
    .bind(campaign)
    .first<CampaignCost>()
  return row ?? undefined
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
