/**
 * Pulled spend in the report's cells (the design's cases): zone spend replaces the macro, a
 * DST day is 23 or 25 UTC hours and its split sums exactly, "(source only)" rows keep their
 * money, campaign-only spend is spread over zones by landings (estimated), the mapping to our
 * campaigns.
 */
import { describe, expect, it } from 'vitest'
import {
  allocateSpend,
  cellCost,
  sourceDayHours,
  splitExactly,
  spendOfCampaigns,
  type LandingCell,
} from '../../../src/reports/cost-allocation'

const NY = 'America/New_York'
const cell = (hour: string, zone: string, landings: number, key = ''): LandingCell => ({
  campaign: 'camp',
  hour,
  zone,
  key,
  landings,
})
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('splitExactly', () => {
  it('splits in proportion, exactly, the remainders to the largest remainders then the earlier', () => {
    expect(splitExactly(1_000_000, [1, 1, 1])).toEqual([333_334, 333_333, 333_333])
    expect(splitExactly(10, [3, 1])).toEqual([8, 2])
    expect(splitExactly(7, [0, 5])).toEqual([0, 7])
    expect(splitExactly(5, [0, 0])).toBeUndefined()
  })

  it('never loses or makes a micro', () => {
    const weights = [17, 3, 999, 1, 250, 41]
    for (const total of [1, 999_999, 12_360_000, 987_654_321]) {
      expect(sum(splitExactly(total, weights)!)).toBe(total)
    }
  })
})

describe('a source day in its own zone', () => {
  it('is 24 UTC hours on a plain day, 23 on the spring change and 25 on the autumn one', () => {
    expect(sourceDayHours(NY, '2026-11-19')).toHaveLength(24)
    expect(sourceDayHours(NY, '2026-11-19')[0]).toBe('2026-11-19T05')
    expect(sourceDayHours(NY, '2026-03-08')).toHaveLength(23)
    expect(sourceDayHours(NY, '2026-11-01')).toHaveLength(25)
    expect(sourceDayHours('UTC', '2026-03-08')[0]).toBe('2026-03-08T00')
  })

  it('splits a DST day’s spend over its 23 and 25 hours by landings, summing exactly', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      const hours = sourceDayHours(NY, day)
      const landings = hours.map((hour, i) => cell(hour, '101', 1 + (i % 4)))
      // An hour just outside the source day takes nothing.
      landings.push(cell(`${day}T00`, '101', 50))
      const { cells } = allocateSpend(
        [{ campaign: 'camp', zone: '101', sourceDay: day, timeZone: NY, costMicros: 12_345_679 }],
        landings,
      )
      expect(cells).toHaveLength(hours.length)
      expect(sum(cells.map((c) => c.costMicros))).toBe(12_345_679)
      expect(cells.every((c) => hours.includes(c.hour))).toBe(true)
    }
  })
})

describe('allocateSpend', () => {
  const DAY = '2026-11-19'
  const HOUR = '2026-11-19T15'

  it('zone spend 12.00 and 3.00 over landings 300 and 100 is the zones’ cost, the macro replaced', () => {
    const landings = [cell(HOUR, '101', 300), cell(HOUR, '102', 100)]
    const allocation = allocateSpend(
      [
        { campaign: 'camp', zone: '101', sourceDay: DAY, timeZone: NY, costMicros: 12_000_000 },
        { campaign: 'camp', zone: '102', sourceDay: DAY, timeZone: NY, costMicros: 3_000_000 },
      ],
      landings,
    )
    // Macro: 0.01 a landing, 3.00 and 1.00: replaced, never added.
    const costs = landings.map((c) => cellCost(allocation, c, c.landings * 10_000))
    expect(costs).toEqual([12_000_000, 3_000_000])
    expect(allocation.cells.every((c) => c.label === 'split by landings')).toBe(true)
    // An hour no source day covers keeps its macro.
    expect(cellCost(allocation, cell('2026-11-21T15', '101', 5), 50_000)).toBe(50_000)
  })

  it('splits a zone’s spend over its other dimensions by landings', () => {
    const landings = [
      cell(HOUR, '101', 2, 'state=TX'),
      cell(HOUR, '101', 1, 'state=CA'),
      cell('2026-11-19T16', '101', 1, 'state=TX'),
    ]
    const { cells } = allocateSpend(
      [{ campaign: 'camp', zone: '101', sourceDay: DAY, timeZone: NY, costMicros: 1_000_000 }],
      landings,
    )
    expect(cells.map((c) => [c.hour, c.key, c.costMicros])).toEqual([
      ['2026-11-19T15', 'state=CA', 250_000],
      ['2026-11-19T15', 'state=TX', 500_000],
      ['2026-11-19T16', 'state=TX', 250_000],
    ])
  })

  it('keeps spend on a zone with no landings as its own “(source only)” row, in the totals', () => {
    const allocation = allocateSpend(
      [
        { campaign: 'camp', zone: '101', sourceDay: DAY, timeZone: NY, costMicros: 2_000_000 },
        { campaign: 'camp', zone: '555', sourceDay: DAY, timeZone: NY, costMicros: 700_000 },
      ],
      [cell(HOUR, '101', 10)],
    )
    expect(allocation.sourceOnly).toEqual([
      { campaign: 'camp', zone: '555', sourceDay: DAY, costMicros: 700_000 },
    ])
    const total =
      sum(allocation.cells.map((c) => c.costMicros)) +
      sum(allocation.sourceOnly.map((c) => c.costMicros))
    expect(total).toBe(2_700_000)
  })

  it('spreads campaign-only spend (no zone split) over the campaign’s zones by landings, labelled estimated', () => {
    const { cells } = allocateSpend(
      [{ campaign: 'camp', zone: '', sourceDay: DAY, timeZone: NY, costMicros: 4_250_000 }],
      [cell(HOUR, '101', 3), cell(HOUR, '102', 1)],
    )
    expect(cells.map((c) => [c.zone, c.costMicros, c.label])).toEqual([
      ['101', 3_187_500, 'estimated from campaign total'],
      ['102', 1_062_500, 'estimated from campaign total'],
    ])
  })

  it('gives a zone of ours the API did not list a cost of 0 in the hours the API covers', () => {
    const allocation = allocateSpend(
      [{ campaign: 'camp', zone: '101', sourceDay: DAY, timeZone: NY, costMicros: 1_000_000 }],
      [cell(HOUR, '101', 1), cell(HOUR, '999', 1)],
    )
    expect(cellCost(allocation, cell(HOUR, '999', 1), 10_000)).toBe(0)
  })
})

describe('spendOfCampaigns', () => {
  const row = (source: string, sourceCampaignId: string, costMicros: number) => ({
    source,
    sourceCampaignId,
    zone: '1',
    sourceDay: '2026-11-19',
    timeZone: 'UTC',
    costMicros,
  })

  it('maps a source campaign to the campaign that names it; account-wide spend to the only campaign on the source; the rest unmatched', () => {
    const mapping = [
      { campaign: 'exo_a', source: 'exoclick', sourceCampaignId: '7001' },
      { campaign: 'click_a', source: 'clickadu', sourceCampaignId: null },
      { campaign: 'ts_a', source: 'trafficstars', sourceCampaignId: '1' },
      { campaign: 'ts_b', source: 'trafficstars', sourceCampaignId: '2' },
    ]
    const { spend, unmatchedMicros } = spendOfCampaigns(
      [
        row('exoclick', '7001', 1),
        row('exoclick', '7002', 10),
        row('clickadu', '', 100),
        row('trafficstars', '', 1000),
        row('push', 'pushed_c', 5),
      ],
      mapping,
    )
    expect(spend.map((s) => [s.campaign, s.costMicros])).toEqual([
      ['exo_a', 1],
      ['click_a', 100],
      ['pushed_c', 5],
    ])
    expect(unmatchedMicros).toBe(1010)
  })
})
