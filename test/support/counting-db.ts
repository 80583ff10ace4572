/**
 * A D1 that counts the rows its statements read, for budget tests: every statement's D1
 * `meta.rows_read` added up (first() is read through all()), and per statement (its SQL's first
 * 80 characters, spaces folded) in `bySql`.
 */
export function countingDb(db: D1Database) {
  const reads = { rows: 0, batches: [] as number[][], bySql: new Map<string, number>() }
  const real = new WeakMap<object, D1PreparedStatement>()
  const sqlOf = new WeakMap<object, string>()
  const note = (sql: string | undefined, rows: number) => {
    const key = (sql ?? '').replace(/\s+/g, ' ').trim().slice(0, 80)
    reads.bySql.set(key, (reads.bySql.get(key) ?? 0) + rows)
  }
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      all: async () => {
        const result = await statement.all()
        reads.rows += result.meta.rows_read
        note(sql, result.meta.rows_read)
        return result
      },
      run: async () => {
        const result = await statement.run()
        reads.rows += result.meta.rows_read
        note(sql, result.meta.rows_read)
        return result
      },
      first: async (column?: string) => {
        const result = await statement.all<Record<string, unknown>>()
        reads.rows += result.meta.rows_read
        note(sql, result.meta.rows_read)
        const row = result.results[0]
        return row === undefined ? null : column ? row[column] : row
      },
      raw: (options?: { columnNames?: boolean }) => statement.raw(options as never),
    } as unknown as D1PreparedStatement
    real.set(wrapped, statement)
    sqlOf.set(wrapped, sql)
    return wrapped
  }
  const counting = {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: async (statements: D1PreparedStatement[]) => {
      const results = await db.batch(statements.map((s) => real.get(s) ?? s))
      results.forEach((result, i) => {
        reads.rows += result.meta.rows_read
        note(sqlOf.get(statements[i]!), result.meta.rows_read)
      })
      reads.batches.push(results.map((r) => r.meta.rows_read))
      return results
    },
    exec: (sql: string) => db.exec(sql),
    dump: () => db.dump(),
    withSession: () => db.withSession(),
  } as unknown as D1Database
  return { db: counting, reads }
}
