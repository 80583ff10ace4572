/** Helpers of the counting tests: the aggregators' stubs, and flushing them all to D1 now. */
import { runDurableObjectAlarm } from 'cloudflare:test'
import { aggregatorOf, shardCount } from '../../../src/campaign/counting/count-shards'
import { TEST_ENV } from '../helpers'

/** Every shard's aggregator, in shard order. */
export function aggregators() {
  const namespace = TEST_ENV.COUNT_AGGREGATOR!
  return Array.from({ length: shardCount(TEST_ENV) }, (_, n) => aggregatorOf(namespace, n))
}

/** Runs every aggregator's flush alarm that is set: what they hold reaches D1. */
export async function flushAggregators(): Promise<void> {
  for (const stub of aggregators()) await runDurableObjectAlarm(stub)
}
