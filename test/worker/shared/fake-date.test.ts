/**
 * The faked clock of `npm run test:dates` (test/worker/fake-date.ts): the worker and its Durable
 * Objects read the same moment as the test, and a counted landing is filed under its hour.
 */
import { env } from 'cloudflare:test'
import { runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { aggregators, flushAggregators } from '../campaign/count-helpers'
import { DB, visit } from '../campaign/campaign-helpers'

const fakeNow = (env as unknown as { FAKE_NOW?: string }).FAKE_NOW

describe('the worker tests’ clock', () => {
  it('is the one an aggregator reads, and files a landing under the hour the test reads', async () => {
    const before = Date.now()
    const seen = await runInDurableObject(aggregators()[0]!, () => Date.now())
    // The same clock, give or take the time between the two reads (generous for a busy machine).
    expect(Math.abs(seen - before)).toBeLessThan(60_000)
    if (fakeNow) expect(before).toBeGreaterThanOrEqual(Date.parse(fakeNow))
    const hour = new Date().toISOString().slice(0, 13)
    await visit('/state/Texas?sub=fd_clock')
    await flushAggregators()
    const row = await DB.prepare(
      "SELECT MIN(hour) AS first, MAX(hour) AS last FROM campaign_counts WHERE campaign = 'fd_clock'",
    ).first<{ first: string; last: string }>()
    const after = new Date().toISOString().slice(0, 13)
    expect(row!.first >= hour && row!.last <= after).toBe(true)
  })
})
