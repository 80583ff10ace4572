import { describe, expect, it } from 'vitest'
import { seededRandom } from '../../../src/directory/ads-for-city'
import {
  compareArms,
  plannedVisitorsPerArm,
  type ArmCount,
  type TestPlan,
} from '../../../src/stats/sequential-test'

/** Each simulation's budget: about a second on a quiet machine, stated for a loaded one. */
const SIMULATION_TIMEOUT_MS = 60_000
const RUNS = 10_000
/** Visitors each arm gets between two looks at the figures. */
const LOOK_EVERY = 500
const PLAN: TestPlan = { baselineRate: 0.05, minimumLift: 0.2 }

/** Binomial(n, p) by inversion: one uniform per batch of visitors, not one per visitor. */
function binomialSampler(random: () => number, n: number, p: number): () => number {
  const none = (1 - p) ** n
  const odds = p / (1 - p)
  return function draw() {
    const u = random()
    let k = 0
    let pmf = none
    let cdf = pmf
    while (u > cdf && k < n) {
      pmf *= ((n - k) / (k + 1)) * odds
      k++
      cdf += pmf
    }
    return k
  }
}

/** Two-proportion z-test at 1.96 with the pooled rate: what dashboards do on every view. */
function naiveDeclares(a: ArmCount, b: ArmCount): boolean {
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors))
  return se > 0 && Math.abs(b.conversions / b.visitors - a.conversions / a.visitors) / se > 1.96
}

interface Outcome {
  /** Runs in which the sequential test declared a difference at some look. */
  sequential: number
  /** Of those, runs in which it declared the arm better. */
  better: number
  /** Runs in which the naive test declared a difference at some look. */
  naive: number
}

/** RUNS tests of a control at PLAN's rate against an arm at `armRate`, looked at every 500. */
function simulate(seed: number, armRate: number): Outcome {
  const random = seededRandom(seed)
  const planned = plannedVisitorsPerArm(PLAN)
  const outcome: Outcome = { sequential: 0, better: 0, naive: 0 }
  const batchA = binomialSampler(random, LOOK_EVERY, PLAN.baselineRate)
  const batchB = binomialSampler(random, LOOK_EVERY, armRate)
  for (let run = 0; run < RUNS; run++) {
    const a = { visitors: 0, conversions: 0 }
    const b = { visitors: 0, conversions: 0 }
    let sequential: string | undefined
    let naive = false
    while (a.visitors < planned) {
      a.visitors += LOOK_EVERY
      b.visitors += LOOK_EVERY
      a.conversions += batchA()
      b.conversions += batchB()
      if (!sequential) {
        const verdict = compareArms(a, b, PLAN).kind
        if (verdict === 'better' || verdict === 'worse') sequential = verdict
      }
      naive ||= naiveDeclares(a, b)
      if (sequential && naive) break
    }
    if (sequential) outcome.sequential++
    if (sequential === 'better') outcome.better++
    if (naive) outcome.naive++
  }
  return outcome
}

describe('planned visitors per arm', () => {
  it('plans about 15,800 visitors per arm for +20 % at a 5 % baseline (a one-look test: 8,158)', () => {
    const planned = plannedVisitorsPerArm(PLAN)
    expect(planned).toBeGreaterThan(14_000)
    expect(planned).toBeLessThan(17_000)
    expect(planned % 100).toBe(0)
  })

  it('plans more visitors for a smaller lift, and shares α between arms', () => {
    const small = plannedVisitorsPerArm({ ...PLAN, minimumLift: 0.1 })
    expect(small).toBeGreaterThan(3 * plannedVisitorsPerArm(PLAN))
    expect(plannedVisitorsPerArm({ ...PLAN, comparisons: 3 })).toBeGreaterThan(
      plannedVisitorsPerArm(PLAN),
    )
  })

  it('refuses a plan without a rate or a lift', () => {
    expect(() => plannedVisitorsPerArm({ baselineRate: 0, minimumLift: 0.2 })).toThrow(RangeError)
    expect(() => plannedVisitorsPerArm({ baselineRate: 0.05, minimumLift: 0 })).toThrow(RangeError)
  })
})

describe('verdicts', () => {
  it('gives no verdict below 100 visitors or 5 conversions per arm', () => {
    expect(
      compareArms({ visitors: 99, conversions: 50 }, { visitors: 99, conversions: 0 }, PLAN),
    ).toMatchObject({ kind: 'too-early', visitorsShort: 1 })
    expect(
      compareArms({ visitors: 5000, conversions: 4 }, { visitors: 5000, conversions: 400 }, PLAN),
    ).toMatchObject({ kind: 'too-early', visitorsShort: 0, conversionsShort: 1 })
  })

  it('shows the effect with its interval while running, and the visitors still needed', () => {
    const verdict = compareArms(
      { visitors: 1000, conversions: 50 },
      { visitors: 1000, conversions: 60 },
      PLAN,
    )
    expect(verdict.kind).toBe('running')
    if (verdict.kind !== 'running') return
    expect(verdict.effect.difference).toBeCloseTo(0.01)
    expect(verdict.effect.relative).toBeCloseTo(0.2)
    expect(verdict.effect.low).toBeLessThan(0)
    expect(verdict.effect.high).toBeGreaterThan(0.02)
    expect(verdict.visitorsShort).toBe(plannedVisitorsPerArm(PLAN) - 1000)
  })

  it('declares a clear winner, with an interval above zero', () => {
    const verdict = compareArms(
      { visitors: 10_000, conversions: 500 },
      { visitors: 10_000, conversions: 800 },
      PLAN,
    )
    expect(verdict.kind).toBe('better')
    if (verdict.kind === 'better') expect(verdict.effect.low).toBeGreaterThan(0)
  })

  it('says no difference once the planned size passes without a boundary', () => {
    const planned = plannedVisitorsPerArm(PLAN)
    const verdict = compareArms(
      { visitors: planned, conversions: planned / 20 },
      { visitors: planned, conversions: planned / 20 + 10 },
      PLAN,
    )
    expect(verdict.kind).toBe('no-difference')
  })
})

describe('looking often, by simulation (10,000 tests, looked at every 500 visitors per arm)', () => {
  it(
    'declares a winner between identical arms in at most 5.5 % of runs, where the naive test declares one in 10 % or more',
    () => {
      const outcome = simulate(36, PLAN.baselineRate)
      expect(outcome.sequential / RUNS).toBeLessThanOrEqual(0.055)
      expect(outcome.naive / RUNS).toBeGreaterThanOrEqual(0.1)
    },
    SIMULATION_TIMEOUT_MS,
  )

  it(
    'finds a true +20 % lift at a 5 % baseline in at least 78 % of runs by the planned size',
    () => {
      const outcome = simulate(2026, PLAN.baselineRate * 1.2)
      expect(outcome.better / RUNS).toBeGreaterThanOrEqual(0.78)
    },
    SIMULATION_TIMEOUT_MS,
  )
})
