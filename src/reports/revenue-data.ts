/**
 * Revenue and postbacks per campaign for the dashboard: the partner's approved payouts minus its
 * reversals (partner_revenue, by the UTC hour of the click), the outgoing postbacks sent,
 * failed and skipped (postback_outcomes, by the hour of the conversion), and the campaign's clicks, landings and
 * created signups of the same range (the counts' rollups, raw hours and the aggregators' unflushed
 * rows, as the dashboard reads them: count-rollups.ts), so EPC and revenue per landing and per
 * signup divide numbers of one campaign and range. One query; campaigns with money or postbacks.
 */
import type { CountsRange } from './dashboard-filters'
import { planRanges, rollupSource } from './count-rollups'

export interface CampaignRevenue {
  campaign: string
  /** Approved minus reversed, in millionths of the currency's unit (pending and rejected: 0). */
  revenueMicros: number
  clicks: number
  landings: number
  created: number
  postbacksSent: number
  postbacksFailed: number
  /** Conversions with a click id and no template to send it with. */
  postbacksSkipped: number
}

/** The dashboard lists at most this many campaigns by revenue; the CSV has every row. */
const REVENUE_CAMPAIGNS_LISTED = 200

/** ?1, ?2: the range's first and last UTC hour; ?3: one campaign or ''; ?4: the unflushed rows. */
const IN_RANGE = `hour BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)`

/** Approved adds, reversed subtracts; pending and rejected are not money (yet, or ever). */
export const REVENUE_MICROS_SQL = `SUM(CASE status WHEN 'approved' THEN micros
  WHEN 'reversed' THEN -micros ELSE 0 END)`

const REVENUE_QUERY = (one: boolean) => `
WITH money AS (
  SELECT campaign, ${REVENUE_MICROS_SQL} AS revenue FROM partner_revenue
  WHERE ${IN_RANGE} GROUP BY campaign),
posts AS (
  SELECT campaign, SUM(CASE WHEN outcome = 'sent' THEN count ELSE 0 END) AS sent,
    SUM(CASE WHEN outcome = 'failed' THEN count ELSE 0 END) AS failed,
    SUM(CASE WHEN outcome = 'skipped' THEN count ELSE 0 END) AS skipped
  FROM postback_outcomes WHERE ${IN_RANGE} GROUP BY campaign),
listed AS (SELECT campaign FROM money UNION SELECT campaign FROM posts),
funnel AS (
  SELECT campaign, SUM(CASE WHEN event = 'click' THEN count ELSE 0 END) AS clicks,
    SUM(CASE WHEN event = 'landing' THEN count ELSE 0 END) AS landings,
    SUM(CASE WHEN event = 'signup_created' THEN count ELSE 0 END) AS created
  FROM ${rollupSource('campaign', 'campaign IN (SELECT campaign FROM listed)', one)}
  GROUP BY campaign)
SELECT listed.campaign AS campaign, COALESCE(money.revenue, 0) AS revenueMicros,
  COALESCE(funnel.clicks, 0) AS clicks, COALESCE(funnel.landings, 0) AS landings,
  COALESCE(funnel.created, 0) AS created, COALESCE(posts.sent, 0) AS postbacksSent,
  COALESCE(posts.failed, 0) AS postbacksFailed, COALESCE(posts.skipped, 0) AS postbacksSkipped
FROM listed LEFT JOIN money USING (campaign) LEFT JOIN posts USING (campaign)
  LEFT JOIN funnel USING (campaign)
ORDER BY revenueMicros DESC, campaign LIMIT ?7`

export async function loadRevenue(
  db: D1Database,
  range: CountsRange,
  unflushed = '[]',
): Promise<CampaignRevenue[]> {
  const [plan] = await planRanges(db, [range])
  const { results } = await db
    .prepare(REVENUE_QUERY(range.campaign !== ''))
    .bind(
      range.first,
      range.last,
      range.campaign,
      unflushed,
      plan!.rolled,
      plan!.raw,
      REVENUE_CAMPAIGNS_LISTED,
    )
    .all<CampaignRevenue>()
  return results
}
