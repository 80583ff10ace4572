import { describe, expect, it } from 'vitest'
import {
  flushStatements,
  ONE_OFF_PREFIX,
  ROWS_PER_STATEMENT,
  type StoredCount,
} from '../../../../src/campaign/counting/count-store'

const db = {
  prepare: (sql: string) => ({ bind: (...values: unknown[]) => ({ sql, values }) }),
} as unknown as D1Database

const rows = (n: number): StoredCount[] =>
  Array.from({ length: n }, (_, i) => ({
    hour: '2026-11-22T09',
    event: 'landing',
    campaign: `c${i}`,
    landingPage: '',
    page: 'state',
    country: 'US',
    device: 'phone',
    count: 1,
  }))

const count = (n: number, shard = 'shard-0') =>
  flushStatements(db, rows(n), { shard, seq: 7 }).length

describe('a flush’s statements', () => {
  it(`stay five (tags admitted, days capped, counts, pruning, marker) from 1 to ${ROWS_PER_STATEMENT.toLocaleString('en-US')} rows`, () => {
    expect([count(0), count(1), count(400), count(ROWS_PER_STATEMENT)]).toEqual([5, 5, 5, 5])
  })

  it('add one counts statement per further chunk, keeping each bound JSON small', () => {
    expect(count(ROWS_PER_STATEMENT + 1)).toBe(6)
    const statements = flushStatements(db, rows(ROWS_PER_STATEMENT + 1), { shard: 's', seq: 1 })
    const sizes = statements.map(
      (s) => String((s as unknown as { values: unknown[] }).values[0]).length,
    )
    expect(Math.max(...sizes)).toBeLessThan(1_000_000)
  })

  it('are four for a one-off write (a signup’s), no pruning, its marker last', () => {
    const statements = flushStatements(db, rows(2), { shard: `${ONE_OFF_PREFIX}x`, seq: 0 })
    expect(statements).toHaveLength(4)
    expect((statements[3] as unknown as { sql: string }).sql).toMatch(/^INSERT INTO count_flushes/)
  })
})
