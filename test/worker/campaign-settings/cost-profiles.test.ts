/**
 * Each campaign's cost profile as the hourly cron works it out in SQL
 * (src/campaign-settings/cost-profiles.ts, docs/decisions/046-untiltable-zone-cost.md): the same
 * people-weighted quantiles as profileOf, a costly visit's cost counted with its zone's, none
 * under 1,000 people, the old ones replaced, and only in an hour's first 10-minute run.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import {
  profileOf,
  readCostProfile,
  updateCostProfiles,
} from '../../../src/campaign-settings/cost-profiles'
import { DB } from '../campaign/campaign-helpers'

const HOUR_MS = 3_600_000
const hourAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString().slice(0, 13)
const ENV = { DB }

/** A landing row of `zone` of `campaign`, `hours` ago: its people and cost. */
const landing = (campaign: string, zone: string, hours: number, people: number, micros: number) =>
  `('${hourAgo(hours)}', 'landing', '${campaign}', '${zone}', ${people}, ${people}, ${micros})`

beforeAll(async () => {
  const rows = [
    // 900 people at 0.002 over two days, 50 at 0.003, 60 at 0.008 (0.006 usual + 0.002 costly).
    landing('cp_mix', 'a', 30, 450, 900_000),
    landing('cp_mix', 'a', 60, 450, 900_000),
    landing('cp_mix', 'b', 30, 50, 150_000),
    landing('cp_mix', 'c', 30, 60, 360_000),
    `('${hourAgo(30)}', 'cost_costly', 'cp_mix', 'c', 20, 0, 120000)`,
    landing('cp_small', 'a', 30, 999, 1_998_000),
    // Older than the 7 days: not read.
    landing('cp_old', 'a', 24 * 8, 5000, 10_000_000),
  ]
  await DB.batch([
    DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, visitors, cost_micros)
       VALUES ${rows.join(', ')}`,
    ),
    DB.prepare(
      `INSERT INTO campaign_cost_profiles (campaign, typical_micros, high_micros, ceiling_micros,
         costly_micros, visitors, computed) VALUES ('cp_gone', 1, 1, 5, 3, 1000, '2026-01-01T00')`,
    ),
  ])
})

describe('the hourly cost profiles', () => {
  it('are worked out only in an hour’s first 10-minute run', async () => {
    const at = new Date()
    at.setUTCMinutes(20)
    await updateCostProfiles(ENV, at)
    expect(await readCostProfile(DB, 'cp_mix')).toBeUndefined()
  })

  it('take the people-weighted quantiles profileOf takes, costly visits with their zones', async () => {
    await updateCostProfiles(ENV, new Date(), true)
    const expected = profileOf('cp_mix', [
      { costMicros: 1_800_000, visitors: 900 },
      { costMicros: 150_000, visitors: 50 },
      { costMicros: 480_000, visitors: 60 },
    ])
    expect(expected).toMatchObject({ typicalMicros: 2000, highMicros: 8000, ceilingMicros: 40_000 })
    expect(await readCostProfile(DB, 'cp_mix')).toEqual(expected)
  })

  it('give none under 1,000 people in the window, and replace the ones before', async () => {
    await updateCostProfiles(ENV, new Date(), true)
    for (const campaign of ['cp_small', 'cp_old', 'cp_gone']) {
      expect(await readCostProfile(DB, campaign), campaign).toBeUndefined()
    }
  })
})
