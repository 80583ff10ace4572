/**
 * Zone verdicts against their arithmetic: zones of a known ROI simulated many times (a seeded
 * generator, so every run draws the same numbers), and the reasons in words.
 */
import { describe, expect, it } from 'vitest'
import { gammaUpperTail } from '../../../src/stats/gamma-tail'
import {
  conversionsOf,
  cutMultiple,
  DEFAULT_RULE,
  expectedFalseCuts,
  judgeZone,
  STRICT_RULE,
  type Verdict,
  type VerdictRule,
  type ZoneNumbers,
} from '../../../src/stats/zone-verdict'
import { campaignPrior, NO_PRIOR } from '../../../src/stats/zone-prior'
import { seededRandom } from '../../support/seeded-draws'

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
/**
 * The rest of the campaign: this many zones of REST_PAYOUTS each, at the same ROI as the zone and
 * showing it (their signups as even as whole numbers allow: 2, 3, 2, 3… for 2.5 each).
 */
const REST_ZONES = 20
const REST_PAYOUTS = 5

function restOf(roi: number): ZoneNumbers[] {
  const each = (1 + roi) * REST_PAYOUTS
  return Array.from({ length: REST_ZONES }, (_, index) => ({
    costMicros: REST_PAYOUTS * PAYOUT,
    signups: Math.round(each * (index + 1)) - Math.round(each * index),
    sales: 0,
  }))
}

/** A zone of `spent` payouts whose true ROI is `roi`: its signups Poisson((1 + roi) · spent). */
function drawZone(roi: number, spent: number, random: () => number): ZoneNumbers {
  return { costMicros: spent * PAYOUT, signups: poisson((1 + roi) * spent, random), sales: 0 }
}

/** Every zone's verdict in one campaign, its prior estimated from those zones as the page does. */
function judgeCampaign(zones: readonly ZoneNumbers[], rule: VerdictRule = DEFAULT_RULE): Verdict[] {
  const prior = campaignPrior(
    zones.map((zone) => ({ spent: zone.costMicros / PAYOUT, conversions: conversionsOf(zone) })),
  )
  return zones.map((zone) => judgeZone(zone, prior, PAYOUT, rule).verdict)
}

/**
 * The share of RUNS in which a zone whose true ROI is `roi`, having spent `spent` payouts, is cut,
 * in a campaign whose other zones are all at that ROI.
 */
function cutShare(roi: number, spent: number, rule: VerdictRule = DEFAULT_RULE, seed = 35): number {
  const random = seededRandom(seed)
  const rest = restOf(roi)
  let cuts = 0
  for (let run = 0; run < RUNS; run++) {
    if (judgeCampaign([drawZone(roi, spent, random), ...rest], rule)[0] === 'cut') cuts++
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
        const zone = { costMicros: 3.2 * PAYOUT, signups, sales: 0 }
        if (signups === 0 && judgeZone(zone, NO_PRIOR, PAYOUT).verdict === 'cut') cuts++
      }
      expect(cuts / RUNS).toBeCloseTo(Math.exp(-3.2), 2)
    },
  )
})

/** Zones whose true ROI spreads evenly from −100 % to +200 %. */
function spreadRois(zones: number): number[] {
  return Array.from({ length: zones }, (_, index) => -1 + (3 * index) / (zones - 1))
}

const SPREAD_SPENDS = [0.3, 0.5, 1, 2, 3, 4.6, 6, 10, 20, 40]
const SPREAD_RUNS = 10_000

/** Per spend: how often zones under −50 % were kept and zones at break-even or better cut. */
interface SpreadErrors {
  losersKept: number
  winnersCut: number
  /** The zone at exactly break-even, where the spread has one. */
  breakEvenCut: number
}

/**
 * Campaigns of zones at `rois`, drawn SPREAD_RUNS times; every zone at `spend(index, random)`
 * payouts. The shares are by the spend each zone had.
 */
function spreadErrors(
  rois: readonly number[],
  spend: (index: number, random: () => number) => number,
  seed: number,
): Map<number, SpreadErrors> {
  const random = seededRandom(seed)
  const tally = new Map<number, number[]>()
  for (let run = 0; run < SPREAD_RUNS; run++) {
    const spends = rois.map((_, index) => spend(index, random))
    const verdicts = judgeCampaign(rois.map((roi, index) => drawZone(roi, spends[index]!, random)))
    rois.forEach((roi, index) => {
      const counts = tally.get(spends[index]!) ?? [0, 0, 0, 0, 0, 0]
      const verdict = verdicts[index]
      const count = (slot: number, holds: boolean) => {
        counts[slot]!++
        if (holds) counts[slot + 1]!++
      }
      if (roi < -0.5) count(0, verdict === 'keep')
      if (roi >= 0) count(2, verdict === 'cut')
      if (Math.abs(roi) < 1e-9) count(4, verdict === 'cut')
      tally.set(spends[index]!, counts)
    })
  }
  const shares = new Map<number, SpreadErrors>()
  for (const [spent, counts] of tally) {
    const share = (part: number, whole: number) =>
      counts[whole]! ? counts[part]! / counts[whole]! : 0
    shares.set(spent, {
      losersKept: share(1, 0),
      winnersCut: share(3, 2),
      breakEvenCut: share(5, 4),
    })
  }
  return shares
}

function expectWithinErrors(shares: Map<number, SpreadErrors>, spends = SPREAD_SPENDS) {
  for (const spent of spends) {
    const errors = shares.get(spent)
    expect(errors, `${spent}×`).toBeDefined()
    expect(errors!.losersKept, `${spent}×: kept under −50 %`).toBeLessThanOrEqual(0.05)
    expect(errors!.winnersCut, `${spent}×: cut at break-even or better`).toBeLessThanOrEqual(0.05)
    // The break-even zone alone: α at 3× (e^−3 = 5.0 %) give or take the runs' noise.
    expect(errors!.breakEvenCut, `${spent}×: break-even cut`).toBeLessThanOrEqual(0.055)
  }
}

describe('zone verdicts in campaigns whose zones differ, simulated', () => {
  for (const zones of [4, 13]) {
    it(
      `keeps a zone under −50 % and cuts one at break-even or better in at most 5 % of runs at every spend, ${zones} zones from −100 % to +200 % at one spend`,
      { timeout: 60_000 },
      () => {
        for (const [index, spent] of SPREAD_SPENDS.entries()) {
          const shares = spreadErrors(spreadRois(zones), () => spent, 101 + index)
          expectWithinErrors(shares, [spent])
        }
      },
    )
  }

  it(
    'holds the same error rates when the zones of a campaign spent different amounts',
    { timeout: 60_000 },
    () => {
      const spend = (_: number, random: () => number) =>
        SPREAD_SPENDS[Math.floor(random() * SPREAD_SPENDS.length)]!
      expectWithinErrors(spreadErrors(spreadRois(13), spend, 7))
    },
  )

  it('never keeps a zone whose own ROI is under −50 % after 3× payout, however good its campaign', () => {
    // A campaign of zones alike at +200 %: the full pull, toward a rate of 3.
    const great = campaignPrior(Array.from({ length: 20 }, () => ({ spent: 5, conversions: 15 })))
    expect(great.rate).toBe(10)
    for (const spent of [3, 3.5, 5.4, 8, 20, 40]) {
      for (let signups = 2; signups < spent / 2; signups++) {
        const zone = { costMicros: spent * PAYOUT, signups, sales: 0 }
        expect(judgeZone(zone, great, PAYOUT).verdict, `${signups} on ${spent}×`).not.toBe('keep')
      }
    }
  })
})

describe('zone verdicts in words', () => {
  // A break-even campaign of 20 zones alike: the full pull, 10 payouts at its rate.
  const campaign = campaignPrior(Array.from({ length: 20 }, () => ({ spent: 5, conversions: 5 })))

  it('cuts a zone that spent 3.4× payout without a signup, saying how often that is bad luck', () => {
    const zone = { costMicros: 3.4 * PAYOUT, signups: 0, sales: 0 }
    expect(judgeZone(zone, campaign, PAYOUT)).toEqual({
      verdict: 'cut',
      reason: 'spent 3.4× payout, no signup: a break-even zone looks like this 3 % of the time',
      judged: true,
    })
  })

  it('waits on a zone without a signup below 3× payout (4.6× with the strict rule), saying where it would be cut', () => {
    expect(cutMultiple(DEFAULT_RULE)).toBeCloseTo(3.0, 1)
    expect(cutMultiple(STRICT_RULE)).toBeCloseTo(4.6, 1)
    const zone = { costMicros: 1 * PAYOUT, signups: 0, sales: 0 }
    expect(judgeZone(zone, campaign, PAYOUT).reason).toBe(
      'spent 1.0× payout, no signup: a break-even zone looks like this 37 % of the time; cut at 3.0×',
    )
    const four = { costMicros: 4 * PAYOUT, signups: 0, sales: 0 }
    expect(judgeZone(four, campaign, PAYOUT).verdict).toBe('cut')
    expect(judgeZone(four, campaign, PAYOUT, STRICT_RULE).verdict).toBe('wait')
  })

  it('keeps a zone whose conversions leave little doubt it beats break-even, and waits on one that converted once', () => {
    const good = { costMicros: 5 * PAYOUT, signups: 13, sales: 0 }
    const verdict = judgeZone(good, campaign, PAYOUT)
    expect(verdict.verdict).toBe('keep')
    expect(verdict.reason).toMatch(
      /^spent 5\.0× payout, 13 conversions, estimated ROI \+\d+ %: the chance it reaches break-even is (over )?\d+(\.\d)? %$/,
    )
    const once = { costMicros: 0.5 * PAYOUT, signups: 1, sales: 0 }
    expect(judgeZone(once, campaign, PAYOUT).verdict).toBe('wait')
  })

  it('counts approved sales when they are more than the signups, one conversion a sale', () => {
    const paid = { costMicros: 4 * PAYOUT, signups: 3, sales: 10 }
    expect(judgeZone(paid, campaign, PAYOUT).reason).toMatch(/, 10 conversions, /)
  })

  it('waits, untested, on a zone without a payout or a cost to judge it on', () => {
    const zone = { costMicros: 4 * PAYOUT, signups: 0, sales: 0 }
    expect(judgeZone(zone, campaign, 0)).toMatchObject({ verdict: 'wait', judged: false })
    const free = { costMicros: 0, signups: 0, sales: 0 }
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
