/**
 * D1 with every statement's `meta.rows_read` added up (D1's own count of rows read): the worker
 * tests' rows-read budgets (test/worker/admin/rollup-helpers.ts) and the bench's read side
 * (bench/read-side.ts) read a view's cost the same way.
 */
/** `db` counting its rows read (first() is read through all()), and the count. */
export function countingDb(db: D1Database) {
  const reads = { rows: 0, batches: [] as number[][] }
  const real = new WeakMap<object, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => {
        const result = await statement.all()
        reads.rows += result.meta.rows_read
        return result
      },
      run: async () => {
        const result = await statement.run()
        reads.rows += result.meta.rows_read
        return result
      },
      first: async (column?: string) => {
        const result = await statement.all<Record<string, unknown>>()
        reads.rows += result.meta.rows_read
        const row = result.results[0]
        return row === undefined ? null : column ? row[column] : row
      },
      raw: (options?: { columnNames?: boolean }) => statement.raw(options as never),
    } as unknown as D1PreparedStatement
    real.set(wrapped, statement)
    return wrapped
  }
  const counting = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await db.batch(statements.map((s) => real.get(s) ?? s))
      for (const result of results) reads.rows += result.meta.rows_read
      reads.batches.push(results.map((r) => r.meta.rows_read))
      return results
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: () => db.withSession(),
  } as unknown as D1Database
  return { db: counting, reads }
}
