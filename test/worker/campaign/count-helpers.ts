/** Helpers of the counting tests: the aggregators' stubs, and flushing them all to D1 now. */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { aggregatorOf, shardCount } from '../../../src/campaign/core/count-shards'
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

/**
 * Every stored value of every aggregator (its SQLite tables and key-value storage) that contains
 * one of `known`, as "shard/table: value": nothing a visitor sent but the tags belongs there.
 */
export async function findInAggregators(known: readonly string[]): Promise<string[]> {
  const findings: string[] = []
  for (const [shard, stub] of aggregators().entries()) {
    await runInDurableObject(stub, async (_, state) => {
      const sql = state.storage.sql
      const tables = sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
        )
        .toArray()
      for (const { name } of tables) {
        for (const row of sql.exec(`SELECT * FROM "${name}"`).toArray()) {
          const text = JSON.stringify(row)
          for (const value of known)
            if (text.includes(value)) findings.push(`${shard}/${name}: ${text}`)
        }
      }
      for (const [key, value] of await state.storage.list()) {
        const text = `${key} ${JSON.stringify(value)}`
        for (const found of known) if (text.includes(found)) findings.push(`${shard}/kv: ${text}`)
      }
    })
  }
  return findings
}
