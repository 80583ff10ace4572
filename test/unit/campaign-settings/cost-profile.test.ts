import { describe, expect, it } from 'vitest'
import { profileOf } from '../../../src/campaign-settings/cost-profiles'
import type { ReportRow } from '../../../src/reports/report-data'
import {
  actionBlocker,
  MAX_COSTLY_SHARE,
  withoutCostly,
  zoneGuard,
} from '../../../src/reports/zone-guards'

describe('a campaign’s cost profile', () => {
  it('takes the people-weighted median and 95th percentile of its zones’ cost per visitor', () => {
    const profile = profileOf('c', [
      { costMicros: 900 * 2000, visitors: 900 },
      { costMicros: 50 * 3000, visitors: 50 },
      { costMicros: 60 * 8000, visitors: 60 },
    ])
    expect(profile).toEqual({
      campaign: 'c',
      typicalMicros: 2000,
      highMicros: 8000,
      ceilingMicros: 40_000,
      costlyMicros: 8000,
      visitors: 1010,
    })
  })

  it('is none under 1,000 people, and its ceiling never above the flat 1.00', () => {
    expect(profileOf('c', [{ costMicros: 999 * 2000, visitors: 999 }])).toBeUndefined()
    const dear = profileOf('c', [{ costMicros: 1000 * 400_000, visitors: 1000 }])
    expect(dear?.ceilingMicros).toBe(1_000_000)
  })

  it('cannot be moved by a few people’s costly zones: 19 one-visit zones at 1.00 among 5,000', () => {
    const zones = [{ costMicros: 5000 * 2000, visitors: 5000 }]
    for (let i = 0; i < 19; i++) zones.push({ costMicros: 1_000_000, visitors: 1 })
    expect(profileOf('c', zones)).toMatchObject({ typicalMicros: 2000, ceilingMicros: 10_000 })
  })
})

/** A zone of `visitors` people and `costMicros`. */
function zone(key: string, visitors: number, costMicros: number): ReportRow {
  return { key, landings: visitors, visitors, costMicros, signups: 0, sales: 0 } as ReportRow
}

describe('the guard of every automatic action', () => {
  const zones = [zone('a', 5000, 10_000_000), zone('b', 5000, 10_000_000)]

  it('refuses a zone whose costly visits carry over 10 % of its cost, however many people it has', () => {
    const big = zone('a', 5019, 11_200_000)
    const guard = zoneGuard(zones, new Map([['a', 1_200_000]]), 100)
    expect(actionBlocker(big, guard)).toBe(
      `11 % of its cost is from visits far costlier than the campaign’s usual ones (at most ${MAX_COSTLY_SHARE * 100} %)`,
    )
    const fewer = zoneGuard(zones, new Map([['a', 1_000_000]]), 100)
    expect(actionBlocker(zone('a', 5019, 11_000_000), fewer)).toBeUndefined()
  })

  it('takes the costly visits’ cost out for an action that cannot be undone', () => {
    const guard = zoneGuard(zones, new Map([['a', 1_000_000]]), 200)
    expect(withoutCostly(zone('a', 5019, 11_000_000), guard).costMicros).toBe(10_000_000)
    expect(withoutCostly(zone('b', 5000, 10_000_000), guard).costMicros).toBe(10_000_000)
  })
})
