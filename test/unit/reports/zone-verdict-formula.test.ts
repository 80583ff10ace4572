/**
 * docs/campaigns.md "Zone verdicts" recomputed from its own words, apart from the code (no import
 * of the verdicts' arithmetic: its Gamma tail by numerical integration, its log-gamma by Stirling's
 * series), against what the report page says of six zones: the campaign of the "every figure the
 * same" issue, whose verdicts were the campaign's pooled figure.
 */
import { describe, expect, it } from 'vitest'
import { emptyRow, type ReportRow } from '../../../src/reports/report-data'
import { DEFAULT_RULE } from '../../../src/stats/zone-verdict'
import { judgeZones, verdictOf } from '../../../src/reports/zone-verdicts'

const MICROS = 1_000_000
/** The template's payout: 1.00. */
const PAYOUT = MICROS

/** ln Γ(z) by Stirling's series, z shifted past 8 first. */
function lnGamma(z: number): number {
  let shift = 0
  while (z < 8) shift -= Math.log(z++)
  const series = 1 / (12 * z) - 1 / (360 * z ** 3) + 1 / (1260 * z ** 5) - 1 / (1680 * z ** 7)
  return shift + (z - 0.5) * Math.log(z) - z + 0.5 * Math.log(2 * Math.PI) + series
}

/** P(λ ≥ x) for λ ~ Gamma(shape, rate): Simpson's rule on the density from x to far in its tail. */
function gammaTailAbove(shape: number, rate: number, x: number): number {
  const end = x + (shape + 40 * Math.sqrt(shape) + 40) / rate
  const steps = 200_000
  const h = (end - x) / steps
  const logNorm = shape * Math.log(rate) - lnGamma(shape)
  const density = (t: number) => Math.exp(logNorm + (shape - 1) * Math.log(t) - rate * t)
  let sum = density(x) + density(end)
  for (let i = 1; i < steps; i++) sum += (i % 2 ? 4 : 2) * density(x + i * h)
  return (sum * h) / 3
}

/** P(N ≥ n) for N ~ Poisson(mean), by its terms. */
function poissonAtLeast(n: number, mean: number): number {
  let term = Math.exp(-mean)
  let below = 0
  for (let k = 0; k < n; k++) {
    below += term
    term *= mean / (k + 1)
  }
  return 1 - below
}

interface Zone {
  key: string
  cost: number
  signups: number
  sales: number
  revenue: number
}

/** The documented verdict: "Zone verdicts" step by step, at 95 % and break-even. */
function documentedVerdict(zones: readonly Zone[], zone: Zone) {
  const spentOf = (z: Zone) => (z.cost * MICROS) / PAYOUT
  const conversionsOf = (z: Zone) => Math.max(z.signups, z.sales)
  // The campaign's pull: zones with a cost, at least 3.
  const withCost = zones.filter((z) => z.cost > 0)
  const M = withCost.reduce((sum, z) => sum + spentOf(z), 0)
  const r = withCost.reduce((sum, z) => sum + conversionsOf(z), 0) / M
  let a = 1
  let w = 0
  if (withCost.length >= 3 && r > 0) {
    const Q = withCost.reduce(
      (sum, z) => sum + spentOf(z) * (conversionsOf(z) / spentOf(z) - r) ** 2,
      0,
    )
    const squares = withCost.reduce((sum, z) => sum + spentOf(z) ** 2, 0)
    const tau2 = Math.max(0, (Q - (withCost.length - 1) * r) / (M - squares / M))
    w = Math.min(10, r / (tau2 + r / M))
    a = r * w + 1 - w / 10
  }
  const m = spentOf(zone)
  const n = conversionsOf(zone)
  const alpha = 0.05
  if (n === 0) return { verdict: Math.exp(-m) <= alpha ? 'cut' : 'wait' }
  const roi = (a + n) / (w + m) - 1
  const chance = gammaTailAbove(a + n, w + m, 1)
  const verdict =
    chance < alpha && m >= Math.max(1, -Math.log(alpha))
      ? 'cut'
      : chance > 0.95 && n >= 2 && poissonAtLeast(n, m / 2) <= 0.05
        ? 'keep'
        : 'wait'
  return { verdict, roi, chance }
}

/** Six zones of one campaign, at a 1.00 payout (money in currency units). */
const ZONES: readonly Zone[] = [
  // Spent 5.4× payout, 2 signups, no sale: ROI −100 %; was kept at "+63 %, 98 %".
  { key: 'zone-loses', cost: 5.4, signups: 2, sales: 0, revenue: 0 },
  // +150 % ROI: 7 signups and 6 sales on 2.4× payout; waited at "+18 %, 64 %".
  { key: 'zone-wins', cost: 2.4, signups: 7, sales: 6, revenue: 6 },
  // Two small zones that read the campaign's own figure.
  { key: 'zone-small-a', cost: 0.6, signups: 1, sales: 1, revenue: 1 },
  { key: 'zone-small-b', cost: 0.9, signups: 2, sales: 1, revenue: 1 },
  // A direct zone with a single 3.00 sale, once "3 conversions".
  { key: 'direct', cost: 0.7, signups: 0, sales: 1, revenue: 3 },
  // And one that has not converted.
  { key: 'zone-silent', cost: 1.5, signups: 0, sales: 0, revenue: 0 },
]

function rowOf(zone: Zone): ReportRow {
  return {
    ...emptyRow(zone.key),
    landings: 200,
    visitors: 200,
    costMicros: Math.round(zone.cost * MICROS),
    signups: zone.signups,
    sales: zone.sales,
    revenueMicros: Math.round(zone.revenue * MICROS),
  }
}

/** Three significant digits. */
function digits3(value: number): string {
  return value.toPrecision(3)
}

/** "+63 %", "−45 %": the page's percentage. */
function pagePercent(fraction: number): string {
  const value = Math.round(fraction * 100)
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value)} %`
}

describe('the zone verdicts’ documented formula, recomputed', () => {
  const verdicts = judgeZones(ZONES.map(rowOf), PAYOUT, 'template', DEFAULT_RULE)

  for (const zone of ZONES) {
    it(`agrees with the page to 3 digits on ${zone.key}`, () => {
      const documented = documentedVerdict(ZONES, zone)
      const page = verdictOf(verdicts, zone.key)
      expect(page.verdict).toBe(documented.verdict)
      if (documented.roi === undefined) {
        expect(page.estimate).toBeUndefined()
        return
      }
      expect(digits3(page.estimate!.roi)).toBe(digits3(documented.roi))
      expect(digits3(page.estimate!.chance)).toBe(digits3(documented.chance!))
      expect(page.reason).toContain(`estimated ROI ${pagePercent(documented.roi)}`)
    })
  }

  it('no longer keeps the zone that lost its spend, nor reads two zones as the campaign', () => {
    expect(verdictOf(verdicts, 'zone-loses').verdict).not.toBe('keep')
    const a = verdictOf(verdicts, 'zone-small-a').estimate!
    const b = verdictOf(verdicts, 'zone-small-b').estimate!
    expect(digits3(a.roi)).not.toBe(digits3(b.roi))
  })

  it('counts the direct zone’s single 3.00 sale as one conversion, and does not keep it', () => {
    const direct = verdictOf(verdicts, 'direct')
    expect(direct.reason).toMatch(/, 1 conversion, /)
    expect(direct.verdict).not.toBe('keep')
  })
})
