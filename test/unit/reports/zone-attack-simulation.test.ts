/**
 * Zone verdicts and the guards of every automatic action against a visitor who sets `cost`
 * (docs/decisions/046-untiltable-zone-cost.md), simulated on campaigns as they are: 12 zones of
 * 150 to 10,000 people, a campaign price of 0.0005 to 0.01 a visit (each zone 0.5× to 2× it), a
 * payout of 1.00 to 4.00, and an attacker of 1 to 50 addresses landing on a break-even zone
 * with the cost that tilts it most. The shares of runs in which that zone is acted on must stay
 * as the report page states them: 5 % for the block list and rules, 1 % for a push.
 */
import { describe, expect, it } from 'vitest'
import { profileOf, type CostProfile } from '../../../src/campaign-settings/cost-profiles'
import type { ReportRow } from '../../../src/reports/report-data'
import {
  actionBlocker,
  DEFAULT_MIN_VISITORS,
  withoutCostly,
  zoneGuard,
} from '../../../src/reports/zone-guards'
import { judgeZones, verdictOf } from '../../../src/reports/zone-verdicts'
import { DEFAULT_RULE, STRICT_RULE } from '../../../src/stats/zone-verdict'
import { logUniform, poisson, seededRandom } from '../../support/seeded-draws'

const ZONES = 12
const FLAT_CEILING = 1_000_000

/** A report row of a zone's figures. */
function row(key: string, visitors: number, costMicros: number, signups: number): ReportRow {
  return {
    ...{ key, landings: visitors, clicks: 0, uniqueClicks: 0, directClicks: 0 },
    ...{ gateShown: 0, gatePassed: 0, signups, costRejected: 0, cidRejected: 0 },
    ...{ unreplacedMacros: 0, bots: 0, visitors, revenueMicros: 0, sales: 0, costMicros },
  } as ReportRow
}

/** An honest campaign: its zones' people, price a visit and true ROI (zone 0 breaks even). */
interface Campaign {
  payout: number
  zones: { visitors: number; price: number; roi: number }[]
}

function drawCampaign(random: () => number, targetRoi = 0): Campaign {
  const price = logUniform(500, 10_000, random)
  return {
    payout: Math.round(logUniform(1_000_000, 4_000_000, random)),
    zones: Array.from({ length: ZONES }, (_, index) => ({
      visitors: Math.round(logUniform(150, 10_000, random)),
      price: Math.round(price * logUniform(0.5, 2, random)),
      // Zone 0 at break-even, the rest from −100 % to +200 %.
      roi: index === 0 ? targetRoi : -1 + 3 * random(),
    })),
  }
}

/** What the attacker's visits add: their cost counted, and what of it is costly. */
interface Attack {
  visits: number
  perVisit: number
}

/** The cost an attacker's visit is counted at under `profile` (0: rejected), and if costly. */
function admitted(perVisit: number, profile: CostProfile | undefined): [number, boolean] {
  const ceiling = profile?.ceilingMicros ?? FLAT_CEILING
  if (perVisit > ceiling) return [0, false]
  return [perVisit, profile !== undefined && perVisit > profile.costlyMicros]
}

/** The costs an attacker may try: the flat ceiling, the inferred one, just under the costly line. */
function strategies(profile: CostProfile | undefined): number[] {
  if (!profile) return [FLAT_CEILING]
  return [FLAT_CEILING, profile.ceilingMicros, profile.costlyMicros]
}

/** Whether the rules act on zone 0: [block list or rule (95 %), push (99 %, twice the people)]. */
function actedOn(rows: ReportRow[], costly: Map<string, number>, payout: number) {
  const verdicts = judgeZones(rows, payout, 'template', DEFAULT_RULE, costly)
  const target = rows[0]!
  const guard = zoneGuard(rows, costly, DEFAULT_MIN_VISITORS)
  const blocked =
    verdictOf(verdicts, target.key).verdict === 'cut' && actionBlocker(target, guard) === undefined
  const pushGuard = zoneGuard(rows, costly, 2 * DEFAULT_MIN_VISITORS)
  const strict = judgeZones(
    rows.map((zone) => withoutCostly(zone, pushGuard)),
    payout,
    'template',
    STRICT_RULE,
  )
  const pushed =
    verdictOf(verdicts, target.key).verdict === 'cut' &&
    verdictOf(strict, target.key).verdict === 'cut' &&
    actionBlocker(target, pushGuard) === undefined
  return [blocked, pushed]
}

/**
 * The shares of `runs` campaigns in which the break-even zone is acted on with `attackers`
 * addresses (0: none), each landing `days` times on it, the attacker's cost per visit the worst
 * for the campaign of the strategies above.
 */
function actedShares(
  runs: number,
  attackers: (random: () => number) => number,
  seed: number,
  flat = false,
  targetRoi = 0,
) {
  const random = seededRandom(seed)
  let blocked = 0
  let pushed = 0
  for (let run = 0; run < runs; run++) {
    const campaign = drawCampaign(random, targetRoi)
    const honest = campaign.zones.map((zone, index) => {
      const cost = zone.visitors * zone.price
      const signups = poisson(((1 + zone.roi) * cost) / campaign.payout, random)
      return row(`z${index}`, zone.visitors, cost, signups)
    })
    // The campaign's last days look like these (the attacker's share of them is small).
    const profile = flat
      ? undefined
      : profileOf(
          'c',
          honest.map((zone) => ({ costMicros: zone.costMicros, visitors: zone.visitors })),
        )
    const n = attackers(random)
    let worst = [false, false]
    for (const perVisit of n === 0 ? [0] : strategies(profile)) {
      const [counted, costly] = admitted(perVisit, profile)
      const rows = honest.slice()
      const target = honest[0]!
      const attack: Attack = { visits: n, perVisit: counted }
      rows[0] = {
        ...target,
        landings: target.landings + attack.visits,
        visitors: target.visitors + attack.visits,
        costMicros: target.costMicros + attack.visits * attack.perVisit,
      }
      const costlyCost = new Map(costly ? [['z0', attack.visits * attack.perVisit]] : [])
      const acted = actedOn(rows, costlyCost, campaign.payout)
      worst = [worst[0]! || acted[0]!, worst[1]! || acted[1]!]
    }
    if (worst[0]) blocked++
    if (worst[1]) pushed++
  }
  return { blocked: blocked / runs, pushed: pushed / runs }
}

const RUNS = 10_000
const oneToFifty = (random: () => number) => 1 + Math.floor(random() * 50)

describe('a break-even zone against a visitor who sets cost, simulated 10,000 times per case', () => {
  it(
    'is acted on with 1 to 50 attackers (each landing once in the range) within the stated 5 % (rules, block list) and 1 % (push)',
    { timeout: 60_000 },
    () => {
      for (const attackers of [() => 0, oneToFifty, () => 50]) {
        const shares = actedShares(RUNS, attackers, 46)
        expect(shares.blocked).toBeLessThanOrEqual(0.055)
        expect(shares.pushed).toBeLessThanOrEqual(0.011)
      }
    },
  )

  it(
    'was acted on in over 10 % of runs with the flat 1.00 ceiling alone and no costly guard (before decision 046)',
    { timeout: 60_000 },
    () => {
      const flat = actedShares(RUNS, () => 19, 46, true)
      expect(flat.blocked).toBeGreaterThan(0.1)
      expect(flat.pushed).toBeGreaterThan(0.05)
    },
  )

  it(
    'stays near them with 50 addresses every day of a week (350 visits just under the costly line)',
    { timeout: 60_000 },
    () => {
      // The fake visits then outnumber a small zone's people: what only the source's own cost
      // (decision 038) can tell apart. Measured 5.6 % and 1.2 %.
      const week = actedShares(RUNS, () => 350, 46)
      expect(week.blocked).toBeLessThanOrEqual(0.06)
      expect(week.pushed).toBeLessThanOrEqual(0.013)
    },
  )

  it(
    'acts on a zone at −50 % as often with the inferred ceiling and guards as without them',
    { timeout: 60_000 },
    () => {
      const guarded = actedShares(RUNS, () => 0, 47, false, -0.5)
      const flat = actedShares(RUNS, () => 0, 47, true, -0.5)
      expect(guarded.blocked).toBeCloseTo(flat.blocked, 2)
      expect(guarded.pushed).toBeCloseTo(flat.pushed, 2)
    },
  )
})
