import { describe, expect, it } from 'vitest'
import {
  flushStatements,
  ONE_OFF_PREFIX,
  ROWS_PER_STATEMENT,
  type StoredCount,
} from '../../../../src/campaign/counting/count-store'
import { countRow } from '../../../support/count-rows'

const db = {
  prepare: (sql: string) => ({ bind: (...values: unknown[]) => ({ sql, values }) }),
} as unknown as D1Database

/** n rows of distinct campaigns, each with five distinct 64-character sub-ids (the worst case). */
const rows = (n: number): StoredCount[] =>
  Array.from({ length: n }, (_, i) => {
    const sub = (k: number) => `${k}-${i}-`.padEnd(64, 'z')
    return countRow({
      hour: '2026-11-22T09',
      campaign: `c${i}`.padEnd(64, 'c'),
      landingPage: 'state',
      sub1: sub(1),
      sub2: sub(2),
      sub3: sub(3),
      sub4: sub(4),
      sub5: sub(5),
      state: 'TX',
      os: 'android',
      count: 1_000_000,
      costMicros: 10_000_000_000,
    })
  })

const count = (n: number, shard = 'shard-0') =>
  flushStatements(db, rows(n), { shard, seq: 7 }).length

describe('a flush’s statements', () => {
  it(`stay seven (tags admitted, days capped, sub-id values admitted, combinations admitted, counts, pruning, marker) from 1 to ${ROWS_PER_STATEMENT.toLocaleString('en-US')} rows, whatever the number of distinct sub-ids`, () => {
    expect([count(0), count(1), count(400), count(ROWS_PER_STATEMENT)]).toEqual([7, 7, 7, 7])
  })

  it('add three statements (sub-id values, combinations, counts) per further chunk of rows, keeping each bound JSON small', () => {
    expect(count(ROWS_PER_STATEMENT + 1)).toBe(10)
    const statements = flushStatements(db, rows(ROWS_PER_STATEMENT + 1), { shard: 's', seq: 1 })
    const sizes = statements.map(
      (s) => String((s as unknown as { values: unknown[] }).values[0]).length,
    )
    expect(Math.max(...sizes)).toBeLessThan(1_000_000)
  })

  it('are six for a one-off write (a signup’s), no pruning, its marker last', () => {
    const statements = flushStatements(db, rows(2), { shard: `${ONE_OFF_PREFIX}x`, seq: 0 })
    expect(statements).toHaveLength(6)
    expect((statements[5] as unknown as { sql: string }).sql).toMatch(/^INSERT INTO count_flushes/)
  })
})
