import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SHARDS,
  MAX_SHARDS,
  shardCount,
  shardOf,
} from '../../../../src/campaign/core/count-shards'
import type { Env } from '../../../../src/env'

describe('count shards', () => {
  it('spreads one campaign over several shards by salt, and the campaigns over all of them', () => {
    const ofHot = new Set([0, 1, 2, 3].map((salt) => shardOf('hot_campaign', salt, 8)))
    expect(ofHot.size).toBeGreaterThan(1)
    const used = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`c${i}`, 0, 8)))
    expect(used.size).toBe(8)
    expect(shardOf('hot_campaign', 2, 8)).toBe(shardOf('hot_campaign', 2, 8))
  })

  it(`reads N from CAMPAIGN_SHARDS, a whole number from 1 to ${MAX_SHARDS}, else ${DEFAULT_SHARDS}`, () => {
    const n = (value?: string) => shardCount({ CAMPAIGN_SHARDS: value } as Env)
    expect([n('16'), n('1'), n(String(MAX_SHARDS))]).toEqual([16, 1, MAX_SHARDS])
    for (const bad of [undefined, '', '0', '-2', '2.5', 'eight', String(MAX_SHARDS + 1)]) {
      expect(n(bad)).toBe(DEFAULT_SHARDS)
    }
  })
})
