/**
 * A campaign's prior for its zones' verdicts, by empirical Bayes: conversions per payout spent
 * λ ~ Gamma(shape, rate) across the campaign's zones, its mean the campaign's pooled rate and its
 * spread estimated from how much the zones differ (method of moments), so a zone is pulled toward
 * its campaign as much as its campaign's zones are alike and no more (docs/campaigns.md "Zone
 * verdicts", docs/decisions/028-verdict-prior.md).
 */

/** The most a campaign weighs in a zone's estimate, in payouts of spend (zones all alike). */
const PRIOR_MAX_PAYOUTS = 10
/** Zones with a cost a campaign needs before their spread is estimated; fewer: no pull. */
const PRIOR_MIN_ZONES = 3

/** Gamma(shape, rate) of conversions per payout spent; rate 0: no prior (a zone on its own). */
export interface CampaignPrior {
  shape: number
  /** How much the campaign weighs in each zone's estimate, in payouts of spend. */
  rate: number
}

export const NO_PRIOR: CampaignPrior = { shape: 1, rate: 0 }

/** One zone as the prior sees it: spend ÷ payout and conversions. */
interface ZoneSample {
  spent: number
  conversions: number
}

/**
 * The prior of a campaign's zones: mean r = Σn ÷ Σm (conversions over spend, in payouts); the
 * zones' true rates vary by τ² = max(0, (Q − (k − 1)·r) ÷ (M − Σm² ÷ M)), Q = Σ m·(n ÷ m − r)²,
 * what the zones' scatter holds beyond Poisson noise; the prior's variance is τ² plus r ÷ M (how
 * uncertain r itself is), so its weight is r ÷ that variance, at most PRIOR_MAX_PAYOUTS.
 */
export function campaignPrior(zones: readonly ZoneSample[]): CampaignPrior {
  const spent = zones.filter((zone) => zone.spent > 0)
  if (spent.length < PRIOR_MIN_ZONES) return NO_PRIOR
  let total = 0
  let conversions = 0
  let squares = 0
  for (const zone of spent) {
    total += zone.spent
    conversions += zone.conversions
    squares += zone.spent * zone.spent
  }
  const mean = conversions / total
  if (!(mean > 0)) return NO_PRIOR
  let scatter = 0
  for (const zone of spent) scatter += zone.spent * (zone.conversions / zone.spent - mean) ** 2
  const between = Math.max(0, (scatter - (spent.length - 1) * mean) / (total - squares / total))
  const rate = Math.min(PRIOR_MAX_PAYOUTS, mean / (between + mean / total))
  return { shape: mean * rate + (1 - rate / PRIOR_MAX_PAYOUTS), rate }
}
