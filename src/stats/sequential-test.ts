/**
 * Honest verdicts for lander and offer tests: an always-valid sequential test (mSPRT with a
 * normal mixture, Johari, Pekelis and Walsh, "Always Valid Inference", 2017) on the difference
 * of two conversion rates. Its false-positive rate stays at α however often, and whenever, the
 * figures are looked at (Ville's inequality bounds the chance that the mixture likelihood ratio
 * ever reaches 1/α), so the page can recompute the verdict from today's counts on every view,
 * with no record of earlier looks. The price is a larger planned size than a one-look test's
 * (about twice, at a 5 % baseline): plannedVisitorsPerArm states it before the test starts.
 */

/** A two-sided false-positive rate of 5 % for the whole test, every look included. */
const ALPHA = 0.05
/**
 * Φ⁻¹(0.8), the standard normal's 80th percentile: a power of 0.8, the chance of finding the
 * smallest lift worth finding by the planned size.
 */
const Z_POWER = 0.8416212335729143
/** No verdict for an arm below these, whatever the statistic says. */
const MIN_VISITORS_PER_ARM = 100
const MIN_CONVERSIONS_PER_ARM = 5

/** What a test is planned for: the control's rate and the smallest relative lift worth finding. */
export interface TestPlan {
  /** The control's conversion rate, e.g. 0.05. */
  baselineRate: number
  /** The smallest relative lift worth finding, e.g. 0.2 for +20 %. */
  minimumLift: number
  /** Arms besides the control: α is shared between them (Bonferroni). 1 when omitted. */
  comparisons?: number
}

/** One arm's figures: visitors (landings) and those who converted. */
export interface ArmCount {
  visitors: number
  conversions: number
}

/** An effect: the difference in rates (arm − control) and its always-valid interval. */
export interface Effect {
  /** The arm's rate minus the control's, e.g. 0.01 for one percentage point. */
  difference: number
  low: number
  high: number
  /** The difference relative to the control's rate (undefined while the control has none). */
  relative: number | undefined
}

export type Verdict =
  /** Too few visitors or conversions for any verdict: how many more each arm needs. */
  | { kind: 'too-early'; visitorsShort: number; conversionsShort: number }
  /** Still collecting: no boundary reached; `visitorsShort` to the planned size. */
  | { kind: 'running'; effect: Effect; visitorsShort: number }
  /** The boundary was reached: the arm converts better (`better`) or worse than the control. */
  | { kind: 'better' | 'worse'; effect: Effect }
  /** The planned size was reached without a boundary: no lift of the planned size is there. */
  | { kind: 'no-difference'; effect: Effect }

/** The mixture's spread: the smallest lift worth finding, in absolute terms. */
function mixtureVariance(plan: TestPlan): number {
  const lift = plan.baselineRate * plan.minimumLift
  return lift * lift
}

function alphaOf(plan: TestPlan): number {
  return ALPHA / Math.max(1, plan.comparisons ?? 1)
}

/**
 * Half the width of the always-valid interval for an estimate of variance `v`: the estimates θ
 * whose mixture likelihood ratio stays below 1/α. Also the boundary: a difference farther from 0
 * than this is a verdict.
 */
function halfWidth(v: number, tau2: number, alpha: number): number {
  return Math.sqrt(((v * (v + tau2)) / tau2) * (2 * Math.log(1 / alpha) + Math.log((v + tau2) / v)))
}

/**
 * Visitors each arm needs (control included) for the test to find the planned lift with 80 %
 * power at α = 5 %, looks at any time included, rounded up to a hundred. The boundary at n
 * visitors is halfWidth; the estimate is about normal around the true lift, so the power at n
 * is Φ((lift − halfWidth(n)) / sd(n)); earlier crossings only add to it.
 */
export function plannedVisitorsPerArm(plan: TestPlan): number {
  const p1 = plan.baselineRate
  const p2 = Math.min(1, p1 * (1 + plan.minimumLift))
  const lift = p2 - p1
  if (!(p1 > 0 && p1 < 1 && lift > 0)) throw new RangeError('a rate in (0, 1) and a lift above 0')
  const spread = p1 * (1 - p1) + p2 * (1 - p2)
  const tau2 = mixtureVariance(plan)
  const alpha = alphaOf(plan)
  const enough = (n: number) => {
    const v = spread / n
    return lift - halfWidth(v, tau2, alpha) >= Z_POWER * Math.sqrt(v)
  }
  let high = 100
  while (!enough(high)) high *= 2
  let low = high / 2
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (enough(middle)) high = middle
    else low = middle
  }
  return Math.ceil(high / 100) * 100
}

/**
 * The verdict on `arm` against `control` from their counts now. Valid on every call: the
 * boundary holds for all sample sizes at once, so looking often costs nothing.
 */
export function compareArms(control: ArmCount, arm: ArmCount, plan: TestPlan): Verdict {
  const visitors = Math.min(control.visitors, arm.visitors)
  const conversions = Math.min(control.conversions, arm.conversions)
  if (visitors < MIN_VISITORS_PER_ARM || conversions < MIN_CONVERSIONS_PER_ARM) {
    return {
      kind: 'too-early',
      visitorsShort: Math.max(0, MIN_VISITORS_PER_ARM - visitors),
      conversionsShort: Math.max(0, MIN_CONVERSIONS_PER_ARM - conversions),
    }
  }
  const effect = effectOf(control, arm, plan)
  if (effect.low > 0) return { kind: 'better', effect }
  if (effect.high < 0) return { kind: 'worse', effect }
  const visitorsShort = Math.max(0, plannedVisitorsPerArm(plan) - visitors)
  if (visitorsShort === 0) return { kind: 'no-difference', effect }
  return { kind: 'running', effect, visitorsShort }
}

/** The difference in rates with its always-valid interval (each arm's own variance). */
function effectOf(control: ArmCount, arm: ArmCount, plan: TestPlan): Effect {
  const rateA = control.conversions / control.visitors
  const rateB = arm.conversions / arm.visitors
  const difference = rateB - rateA
  const v = (rateA * (1 - rateA)) / control.visitors + (rateB * (1 - rateB)) / arm.visitors
  // Both rates 0 or 1: no spread to measure yet (the minimum counts keep this from a verdict).
  const half = v > 0 ? halfWidth(v, mixtureVariance(plan), alphaOf(plan)) : Infinity
  return {
    difference,
    low: difference - half,
    high: difference + half,
    relative: rateA > 0 ? difference / rateA : undefined,
  }
}
