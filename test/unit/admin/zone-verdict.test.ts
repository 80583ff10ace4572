/**
 * Zone verdicts against their arithmetic: zones of a known ROI simulated many times (a seeded
 * generator, so every run draws the same numbers), and the reasons in words.
 */
import { describe, expect, it } from 'vitest'
import { gammaUpperTail } from '../../../src/admin/reports/gamma-tail'
import {
  cutMultiple,
  DEFAULT_RULE,
  expectedFalseCuts,
  judgeZone,
  STRICT_RULE,
  type VerdictRule,
  type ZoneNumbers,
} from '../../../src/admin/reports/zone-verdict'

/** Mulberry32: a small seeded generator of uniform numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A Poisson draw by Knuth's product of uniforms (means here are at most a few dozen). */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean)
  let product = random()
  let k = 0
  while (product > limit) {
    product *= random()
    k++
  }
  return k
}

const PAYOUT = 2_000_000
const RUNS = 10_000
/** The rest of the campaign: this many payouts spent, at the same ROI as the zone. */
const CAMPAIGN_PAYOUTS = 100

/**
 * The share of RUNS in which a zone whose true ROI is `roi`, having spent `spent` payouts, is cut:
 * its signups drawn as Poisson((1 + roi) · spent), each worth one payout.
 */
function cutShare(roi: number, spent: number, rule: VerdictRule = DEFAULT_RULE, seed = 35): number {
  const random = seededRandom(seed)
  const rest = { costMicros: CAMPAIGN_PAYOUTS * PAYOUT, signups: (1 + roi) * CAMPAIGN_PAYOUTS }
  let cuts = 0
  for (let run = 0; run < RUNS; run++) {
    const signups = poisson((1 + roi) * spent, random)
    const zone: ZoneNumbers = { costMicros: spent * PAYOUT, signups, revenueMicros: 0 }
    const campaign: ZoneNumbers = {
      costMicros: rest.costMicros + zone.costMicros,
      signups: Math.round(rest.signups) + signups,
      revenueMicros: 0,
    }
    if (judgeZone(zone, campaign, PAYOUT, rule).verdict === 'cut') cuts++
  }
  return cuts / RUNS
}

const SPENDS = [1, 2, 3, 4.6, 6, 10, 20, 40]

describe('zone verdicts, simulated 10,000 times per case', () => {
  it(
    'cuts a break-even zone in at most 5.5 % of runs at every spend, with the default rule',
    { timeout: 20_000 },
    () => {
      for (const spent of SPENDS) expect(cutShare(0, spent), `${spent}×`).toBeLessThanOrEqual(0.055)
    },
  )

  it(
    'cuts a break-even zone in at most 1.1 % of runs with the strict rule',
    { timeout: 20_000 },
    () => {
      for (const spent of SPENDS) {
        expect(cutShare(0, spent, STRICT_RULE), `${spent}×`).toBeLessThanOrEqual(0.011)
      }
    },
  )

  it('cuts a zone at +100 % ROI in at most 0.5 % of runs', { timeout: 20_000 }, () => {
    for (const spent of SPENDS) expect(cutShare(1, spent), `${spent}×`).toBeLessThanOrEqual(0.005)
  })

  it(
    'cuts a zone at −50 % ROI that spent 6× payout in at least 90 % of runs',
    { timeout: 10_000 },
    () => {
      expect(cutShare(-0.5, 6)).toBeGreaterThanOrEqual(0.9)
    },
  )

  it(
    'cuts a break-even zone with no signup in about e^(−spend ÷ payout) of runs once past 3×',
    { timeout: 10_000 },
    () => {
      // At 3× and no prior pull (a zone without conversions is judged on spend ÷ payout alone).
      const random = seededRandom(7)
      let cuts = 0
      for (let run = 0; run < RUNS; run++) {
        const signups = poisson(3.2, random)
        const zone = { costMicros: 3.2 * PAYOUT, signups, revenueMicros: 0 }
        if (signups === 0 && judgeZone(zone, zone, PAYOUT).verdict === 'cut') cuts++
      }
      expect(cuts / RUNS).toBeCloseTo(Math.exp(-3.2), 2)
    },
  )
})

describe('zone verdicts in words', () => {
  const campaign = { costMicros: 100 * PAYOUT, signups: 100, revenueMicros: 0 }

  it('cuts a zone that spent 3.4× payout without a signup, saying how often that is bad luck', () => {
    const zone = { costMicros: 3.4 * PAYOUT, signups: 0, revenueMicros: 0 }
    expect(judgeZone(zone, campaign, PAYOUT)).toEqual({
      verdict: 'cut',
      reason: 'spent 3.4× payout, no signup: a break-even zone looks like this 3 % of the time',
      judged: true,
    })
  })

  it('waits on a zone without a signup below 3× payout (4.6× with the strict rule), saying where it would be cut', () => {
    expect(cutMultiple(DEFAULT_RULE)).toBeCloseTo(3.0, 1)
    expect(cutMultiple(STRICT_RULE)).toBeCloseTo(4.6, 1)
    const zone = { costMicros: 1 * PAYOUT, signups: 0, revenueMicros: 0 }
    expect(judgeZone(zone, campaign, PAYOUT).reason).toBe(
      'spent 1.0× payout, no signup: a break-even zone looks like this 37 % of the time; cut at 3.0×',
    )
    const four = { costMicros: 4 * PAYOUT, signups: 0, revenueMicros: 0 }
    expect(judgeZone(four, campaign, PAYOUT).verdict).toBe('cut')
    expect(judgeZone(four, campaign, PAYOUT, STRICT_RULE).verdict).toBe('wait')
  })

  it('keeps a zone whose conversions leave little doubt it beats break-even, and waits on one that converted once', () => {
    const good = { costMicros: 5 * PAYOUT, signups: 12, revenueMicros: 0 }
    const verdict = judgeZone(good, { ...campaign, signups: 112 }, PAYOUT)
    expect(verdict.verdict).toBe('keep')
    expect(verdict.reason).toMatch(
      /^spent 5\.0× payout, 12 conversions, estimated ROI \+\d+ %: the chance it reaches break-even is (over )?\d+(\.\d)? %$/,
    )
    const once = { costMicros: 0.5 * PAYOUT, signups: 1, revenueMicros: 0 }
    expect(judgeZone(once, campaign, PAYOUT).verdict).toBe('wait')
  })

  it('counts approved revenue in payouts when it is more than the signups', () => {
    const paid = { costMicros: 4 * PAYOUT, signups: 0, revenueMicros: 10 * PAYOUT }
    expect(judgeZone(paid, campaign, PAYOUT).reason).toMatch(/, 10 conversions, /)
  })

  it('waits, untested, on a zone without a payout or a cost to judge it on', () => {
    const zone = { costMicros: 4 * PAYOUT, signups: 0, revenueMicros: 0 }
    expect(judgeZone(zone, campaign, 0)).toMatchObject({ verdict: 'wait', judged: false })
    const free = { costMicros: 0, signups: 0, revenueMicros: 0 }
    expect(judgeZone(free, campaign, PAYOUT)).toMatchObject({ verdict: 'wait', judged: false })
  })

  it('expects zones × α false cuts among zones that all break even', () => {
    expect(expectedFalseCuts(40, DEFAULT_RULE)).toBeCloseTo(2)
    expect(expectedFalseCuts(40, STRICT_RULE)).toBeCloseTo(0.4)
  })
})

describe('the Gamma upper tail', () => {
  it('gives P(N ≤ n) of a Poisson mean as Q(n + 1, mean)', () => {
    // Poisson(6): P(N ≤ 0) = e^−6, P(N ≤ 2) = e^−6 (1 + 6 + 18).
    expect(gammaUpperTail(1, 6)).toBeCloseTo(Math.exp(-6), 12)
    expect(gammaUpperTail(3, 6)).toBeCloseTo(Math.exp(-6) * 25, 12)
    // Past the switch to the continued fraction, and a non-integer shape (Q(0.5, x) = erfc(√x)).
    expect(gammaUpperTail(3, 2)).toBeCloseTo(Math.exp(-2) * 5, 12)
    expect(gammaUpperTail(0.5, 2)).toBeCloseTo(0.04550026389635842, 10)
    expect(gammaUpperTail(50, 50)).toBeCloseTo(0.4811916, 6)
  })
})
