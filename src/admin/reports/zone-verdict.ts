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
 * - With conversions: conversions per payout of spend λ ~ Gamma, its prior the rest of the
 *   campaign's rate weighing as much as PRIOR_PAYOUTS payouts of spend (so a small zone is pulled
 *   toward its campaign instead of ranked on noise), updated by the zone's own numbers;
 *   P(ROI ≥ target) = P(λ ≥ 1 + target). Cut below α, kept above KEEP_CHANCE with at least
 *   KEEP_MIN_CONVERSIONS conversions.
 */
import { gammaUpperTail } from './gamma-tail'

export type Verdict = 'cut' | 'keep' | 'wait'

export interface VerdictRule {
  /** The chance of cutting a zone at the target ROI by bad luck: 5 % by default, 1 % strict. */
  alpha: number
  /** The ROI a zone must reach, as a fraction (0: break-even, 0.2: +20 %). */
  targetRoi: number
}

export const DEFAULT_RULE: VerdictRule = { alpha: 0.05, targetRoi: 0 }
export const STRICT_RULE: VerdictRule = { alpha: 0.01, targetRoi: 0 }

/** How much the rest of the campaign weighs in a zone's estimate, in payouts of spend. */
export const PRIOR_PAYOUTS = 10
/** A zone is kept when its chance of reaching the target is above this… */
export const KEEP_CHANCE = 0.95
/** …with at least this many conversions. */
export const KEEP_MIN_CONVERSIONS = 2

/** A zone's numbers, as the report has them (flushed hours only: never judge a partial hour). */
export interface ZoneNumbers {
  costMicros: number
  signups: number
  /** Approved minus reversed partner revenue. */
  revenueMicros: number
}

export interface ZoneVerdict {
  verdict: Verdict
  reason: string
  /** Whether the zone was tested at all (a cost and a payout to judge it on). */
  judged: boolean
}

/**
 * A zone's conversions: its created signups (counted at once, so a dead zone is cut without
 * waiting for the partner), or its approved revenue in payouts when that is more.
 */
export function conversionsOf(zone: ZoneNumbers, payoutMicros: number): number {
  return Math.max(zone.signups, Math.max(0, zone.revenueMicros) / payoutMicros)
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
 * The verdict on one zone. `campaign` is the campaign's totals over the same range (the zone
 * included: it is taken out of its own prior); `payoutMicros` the campaign's payout (its
 * template's, or the partner's average), 0 when none is known.
 */
export function judgeZone(
  zone: ZoneNumbers,
  campaign: ZoneNumbers,
  payoutMicros: number,
  rule: VerdictRule = DEFAULT_RULE,
): ZoneVerdict {
  if (!(payoutMicros > 0)) {
    return wait('no payout known: set one on a postback template, or wait for an approval')
  }
  if (!(zone.costMicros > 0)) return wait('no cost recorded: nothing to weigh conversions against')
  const spent = zone.costMicros / payoutMicros
  const conversions = conversionsOf(zone, payoutMicros)
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
  const prior = priorOf(zone, campaign, payoutMicros)
  const shape = prior.shape + conversions
  const rate = prior.rate + spent
  const reaches = gammaUpperTail(shape, rate * (1 + rule.targetRoi))
  const estimate = `estimated ROI ${percent(shape / rate - 1)}`
  const said = `${spentText}, ${count(conversions)}, ${estimate}: the chance it reaches ${
    rule.targetRoi === 0 ? 'break-even' : `${percent(rule.targetRoi)} ROI`
  } is ${chancePercent(reaches)}`
  // Never sooner than a zone without a conversion would be cut: one that converted is no worse.
  if (reaches < rule.alpha && spent >= Math.max(1, floor)) return judged('cut', said)
  if (reaches > KEEP_CHANCE && conversions >= KEEP_MIN_CONVERSIONS) return judged('keep', said)
  return judged('wait', said)
}

/** Gamma(shape, rate) of conversions per payout spent, from the rest of the campaign. */
function priorOf(zone: ZoneNumbers, campaign: ZoneNumbers, payoutMicros: number) {
  const restSpent = (campaign.costMicros - zone.costMicros) / payoutMicros
  if (!(restSpent > 0)) return { shape: 0, rate: 0 }
  const restConversions = Math.max(
    0,
    conversionsOf(campaign, payoutMicros) - conversionsOf(zone, payoutMicros),
  )
  const rate = Math.min(PRIOR_PAYOUTS, restSpent)
  return { shape: (restConversions / restSpent) * rate, rate }
}

function judged(verdict: Verdict, reason: string): ZoneVerdict {
  return { verdict, reason, judged: true }
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
  const rounded = Number.isInteger(conversions) ? conversions : Number(conversions.toFixed(1))
  return `${rounded} conversion${rounded === 1 ? '' : 's'}`
}
