/**
 * The worker tests' deadline for a count's send (COUNT_TIMEOUT_MS in test/vitest.config.ts): an
 * aggregator slower than the deployed 3 s, as one was at load 20, still has its counts in D1 when
 * the request's work ends, so a test reading D1 then reads them all
 * (docs/decisions/045-test-scale-and-count-deadline.md).
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../../src/env'
import { COUNT_TIMEOUT_MS } from '../../../../src/campaign/counting/count-batch'
import { TEST_ENV } from '../../helpers'
import { countToday, person, visit } from '../campaign-helpers'

/** The aggregators, each add acknowledged `ms` late. */
function acknowledgingAfter(ms: number): Env['COUNT_AGGREGATOR'] {
  const real = TEST_ENV.COUNT_AGGREGATOR!
  return {
    idFromName: (name: string) => real.idFromName(name),
    get: (id: DurableObjectId) => {
      const stub = real.get(id)
      return {
        add: async (...args: Parameters<typeof stub.add>) => {
          await new Promise((resolve) => setTimeout(resolve, ms))
          return stub.add(...args)
        },
      }
    },
  } as unknown as Env['COUNT_AGGREGATOR']
}

describe('a count sent to a slow aggregator', () => {
  it('is in D1 once its request’s work has ended, however late past the deployed 3 s deadline', async () => {
    const env: Env = { ...TEST_ENV, COUNT_AGGREGATOR: acknowledgingAfter(COUNT_TIMEOUT_MS + 500) }
    await visit('/state/Texas?sub=slow_ack', { headers: person('192.0.2.81'), env })
    expect(await countToday('slow_ack')).toBe(1)
    // One landing acknowledged 3.5 s late: its own budget.
  }, 30_000)
})
