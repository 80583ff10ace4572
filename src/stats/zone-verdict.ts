/**
 * Zone verdicts: `cut`, `keep` or `wait` for one value of a campaign's dimension (a zone, usually),
 * with the reason in words. Pure arithmetic on the zone's spend, conversions and the campaign's
 * payout; docs/campaigns.md ("Zone verdicts") has the table and the reasoning.
 *
 * Money is in spend ÷ payout ("multiples"): a zone that breaks even earns one payout per payout
 * spent, so its conversions over a spend of m payouts are Poisson with mean m.
 * - No conversion yet: P(0 | break-even) = e^(−m). A zone is cut once that is at most α (5 %:
 *   m ≥ 3.0; 1 %, the strict rule: m ≥ 4.6), so a break-even zone is cut by bad luck at most α
 *   of the time, however often it is looked at (it is cut only if its first conversion comes
 *   after m payouts, which happens with chance e^(−m)).
 * - With conversions: conversions per payout of spend λ ~ Gamma, its prior the campaign's
 *   (zone-prior.ts: as strong as the campaign's zones are alike, by empirical Bayes), updated by
 *   the zone's own numbers; P(ROI ≥ target) = P(λ ≥ 1 + target). Cut below α, kept above
 *   KEEP_CHANCE with at least KEEP_MIN_CONVERSIONS conversions, and only when the zone's own
 *   conversions, without its campaign, rule out an ROI of LOSER_ROI or worse at 1 − KEEP_CHANCE:
 *   a zone losing half its spend is kept at most that often, whatever its campaign.
 * A conversion is a created signup or an approved sale, one each whatever the sale's amount.
 */
import { gammaUpperTail } from './gamma-tail'
import type { CampaignPrior } from './zone-prior'

export type Verdict = 'cut' | 'keep' | 'wait'

export interface VerdictRule {
  /** The chance of cutting a zone at the target ROI by bad luck: 5 % by default, 1 % strict. */
  alpha: number
  /** The ROI a zone must reach, as a fraction (0: break-even, 0.2: +20 %). */
  targetRoi: number
}

export const DEFAULT_RULE: VerdictRule = { alpha: 0.05, targetRoi: 0 }
export const STRICT_RULE: VerdictRule = { alpha: 0.01, targetRoi: 0 }

/** A zone is kept when its chance of reaching the target is above this… */
export const KEEP_CHANCE = 0.95
/** …with at least this many conversions. */
const KEEP_MIN_CONVERSIONS = 2
/** …and its own conversions rule out this ROI (−50 %) or worse, at 1 − KEEP_CHANCE. */
const LOSER_ROI = -0.5

/** A zone's numbers, as the report has them (flushed hours only: never judge a partial hour). */
export interface ZoneNumbers {
  costMicros: number
  signups: number
  /** Approved minus reversed sales: a count, one per sale whatever its amount. */
  sales: number
}

export interface ZoneVerdict {
  verdict: Verdict
  reason: string
  /** Whether the zone was tested at all (a cost and a payout to judge it on). */
  judged: boolean
  /** With conversions: the estimated ROI and the chance of reaching the target, as said. */
  estimate?: { roi: number; chance: number }
}

/**
 * A zone's conversions: its created signups (counted at once, so a dead zone is cut without
 * waiting for the partner), or its approved sales when they are more; a sale is one conversion,
 * whatever its amount (a 3.00 sale on a 1.00 payout is one, not three).
 */
export function conversionsOf(zone: Pick<ZoneNumbers, 'signups' | 'sales'>): number {
  return Math.max(zone.signups, zone.sales, 0)
}

/** Spend ÷ payout at which a zone with no conversion is cut: −ln α ÷ (1 + target). */
export function cutMultiple(rule: VerdictRule): number {
  return -Math.log(rule.alpha) / (1 + rule.targetRoi)
}

/** How many zones a rule cuts by bad luck, on average, were every judged zone at its target. */
export function expectedFalseCuts(judged: number, rule: VerdictRule): number {
  return judged * rule.alpha
}

/**
 * The verdict on one zone. `prior` is its campaign's (campaignPrior over the same range);
 * `payoutMicros` the campaign's payout (its template's, or the partner's average), 0 when none is
 * known.
 */
export function judgeZone(
  zone: ZoneNumbers,
  prior: CampaignPrior,
  payoutMicros: number,
  rule: VerdictRule = DEFAULT_RULE,
): ZoneVerdict {
  if (!(payoutMicros > 0)) {
    return wait('no payout known: set one on a postback template, or wait for an approval')
  }
  if (!(zone.costMicros > 0)) return wait('no cost recorded: nothing to weigh conversions against')
  const spent = zone.costMicros / payoutMicros
  const conversions = conversionsOf(zone)
  const target =
    rule.targetRoi === 0 ? 'a break-even zone' : `a zone at ${percent(rule.targetRoi)} ROI`
  const spentText = `spent ${multiple(spent)} payout`
  const floor = cutMultiple(rule)
  if (conversions === 0) {
    // P(no conversion | the zone at its target) = e^(−(1 + target)·m).
    const chance = Math.exp(-(1 + rule.targetRoi) * spent)
    const looks = `${target} looks like this ${chancePercent(chance)} of the time`
    return chance <= rule.alpha
      ? judged('cut', `${spentText}, no signup: ${looks}`)
      : judged('wait', `${spentText}, no signup: ${looks}; cut at ${multiple(floor)}`)
  }
  const shape = prior.shape + conversions
  const rate = prior.rate + spent
  const reaches = gammaUpperTail(shape, rate * (1 + rule.targetRoi))
  const roi = shape / rate - 1
  const said = `${spentText}, ${count(conversions)}, estimated ROI ${percent(roi)}: the chance it reaches ${
    rule.targetRoi === 0 ? 'break-even' : `${percent(rule.targetRoi)} ROI`
  } is ${chancePercent(reaches)}`
  const estimate = { roi, chance: reaches }
  // Never sooner than a zone without a conversion would be cut: one that converted is no worse.
  if (reaches < rule.alpha && spent >= Math.max(1, floor)) return judged('cut', said, estimate)
  if (reaches > KEEP_CHANCE && conversions >= KEEP_MIN_CONVERSIONS) {
    if (losingChance(conversions, spent) > 1 - KEEP_CHANCE) {
      return judged(
        'wait',
        `${said}; on its own numbers it may still lose half its spend`,
        estimate,
      )
    }
    return judged('keep', said, estimate)
  }
  return judged('wait', said, estimate)
}

/**
 * P(at least this many conversions | the zone at LOSER_ROI) = P(N ≥ n), N ~ Poisson((1 + LOSER_ROI)·m):
 * how often a zone losing half its spend would show as many on its own, its campaign aside.
 */
function losingChance(conversions: number, spent: number): number {
  return 1 - gammaUpperTail(conversions, (1 + LOSER_ROI) * spent)
}

function judged(
  verdict: Verdict,
  reason: string,
  estimate?: { roi: number; chance: number },
): ZoneVerdict {
  return { verdict, reason, judged: true, ...(estimate && { estimate }) }
}

function wait(reason: string): ZoneVerdict {
  return { verdict: 'wait', reason, judged: false }
}

/** 3.4× */
function multiple(value: number): string {
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)}×`
}

/** +20 %, −45 % */
function percent(fraction: number): string {
  const value = Math.round(fraction * 100)
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)} %`
}

/** 3 %, 0.4 %, under 0.1 % */
function chancePercent(chance: number): string {
  const value = chance * 100
  if (value < 0.1) return 'under 0.1 %'
  if (value > 99.9) return 'over 99.9 %'
  return `${value < 1 || value > 99 ? value.toFixed(1) : Math.round(value)} %`
}

function count(conversions: number): string {
  return `${conversions} conversion${conversions === 1 ? '' : 's'}`
}
