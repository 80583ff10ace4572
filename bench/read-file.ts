/**
 * The read side's seeded D1 as a file (bench/read-side.ts): Miniflare creates the database and
 * its schema in a persisted directory, then Node's own SQLite (node:sqlite, Node 24) writes the
 * count rows of read-data.ts straight into that file in large transactions, which is what makes
 * 10 M rows reachable on this machine (D1's binding takes one statement at a time over RPC).
 * Miniflare then reopens the same file, so every view is still read through the worker's D1.
 * A seeded file is kept per size and day (`.wrangler/bench/reads-SIZE-DAY/`) and reused.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { countRows, INSERT_ROWS_SQLITE } from './read-data.ts'
import { applyMigrations } from './miniflare-site.ts'
import { compatibilityDate, progress, ROOT, WORK } from './workerd.ts'

/** The binding's database name (its file's name is derived from it). */
export const READ_DATABASE = 'bench-reads'

/**
 * The directory Miniflare persists the seeded D1 of `size` count rows in, for `today` and the
 * schema of the last migration (a new migration seeds afresh).
 */
export function readDirectory(size: number, today: string): string {
  const last = readdirSync(`${ROOT}migrations`).sort().at(-1)!.slice(0, 4)
  return `${WORK}/reads-${size}-${today}-${last}`
}

/** The SQLite file under a persisted directory that holds the D1 database. */
export function sqliteFile(dir: string): string {
  const found: string[] = []
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = `${path}/${name}`
      if (statSync(full).isDirectory()) walk(full)
      else if (/^[0-9a-f]{64}\.sqlite$/.test(name) && full.includes('D1')) found.push(full)
    }
  }
  walk(dir)
  if (found.length !== 1) throw new Error(`${dir}: ${found.length} D1 files (${found.join(', ')})`)
  return found[0]!
}

/** D1's binding over node:sqlite, enough for the rollups' build (build-rollups.ts). */
export function sqliteD1(
  db: DatabaseSync,
  before?: (sql: string, params: unknown[]) => void,
): D1Database {
  const statement = (sql: string, params: unknown[] = []) => {
    const exec = () => {
      before?.(sql, params)
      const prepared = db.prepare(sql)
      const results = prepared.all(...(params as never[]))
      return { results, success: true, meta: { rows_read: 0, changes: 0 } }
    }
    return {
      bind: (...values: unknown[]) => statement(sql, values),
      all: async () => exec(),
      run: async () => exec(),
      first: async (column?: string) => {
        const row = exec().results[0] as Record<string, unknown> | undefined
        return row === undefined ? null : column ? row[column] : row
      },
      exec,
    }
  }
  return {
    prepare: (sql: string) => statement(sql),
    batch: async (list: ReturnType<typeof statement>[]) => {
      db.exec('BEGIN')
      try {
        const results = list.map((s) => s.exec())
        db.exec('COMMIT')
        return results
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
  } as unknown as D1Database
}

/** A seeded database: its directories, how long seeding and building took, its bytes. */
export interface Seeded {
  /** The persisted directory with the raw rows only. */
  dir: string
  /** The same with the rollups built over node:sqlite (`build` given). */
  rolledDir?: string
  seedMs: number
  buildMs?: number
  /** The file's bytes with the schema only, and with the count rows (vacuumed). */
  emptyBytes: number
  countsBytes: number
}

/**
 * The persisted directory of a D1 holding about `size` count rows of 30 days ending yesterday,
 * seeded now unless kept from a run earlier today; with `build` (the rollups' build over
 * node:sqlite), a copy with the rollups built too.
 */
export async function seededDirectory(
  size: number,
  today: string,
  build?: (db: D1Database) => Promise<unknown>,
): Promise<Seeded> {
  const dir = readDirectory(size, today)
  const done = `${dir}.json`
  let seeded: Seeded
  if (existsSync(done)) {
    seeded = JSON.parse(readFileSync(done, 'utf8')) as Seeded
    seeded.seedMs = 0
    delete seeded.buildMs
  } else {
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}-rolled`, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        compatibilityDate: compatibilityDate(),
        modules: true,
        script: 'export default { fetch: () => new Response("") }',
        d1Databases: { DB: READ_DATABASE },
        resourcePersistencePath: dir,
      } as Parameters<typeof convertV4MiniflareOptions>[0]),
    )
    try {
      await applyMigrations(await mf.getD1Database('DB'))
    } finally {
      await mf.dispose()
    }
    const file = sqliteFile(dir)
    const emptyBytes = statSync(file).size
    const started = performance.now()
    const db = new DatabaseSync(file)
    try {
      const insert = db.prepare(INSERT_ROWS_SQLITE)
      let written = 0
      db.exec('BEGIN')
      for (const batch of countRows(size, today, 10_000)) {
        for (const row of batch) insert.run(...row)
        written += batch.length
        if (written % 500_000 === 0) {
          db.exec('COMMIT')
          progress(`reads: ${written.toLocaleString('en-US')} of ${size.toLocaleString('en-US')}`)
          db.exec('BEGIN')
        }
      }
      db.exec('COMMIT')
      db.exec('VACUUM')
    } finally {
      db.close()
    }
    seeded = {
      dir,
      seedMs: performance.now() - started,
      emptyBytes,
      countsBytes: statSync(file).size,
    }
    writeFileSync(done, JSON.stringify(seeded))
  }
  const rolledDir = `${dir}-rolled`
  if (build && !existsSync(`${rolledDir}.done`)) {
    rmSync(rolledDir, { recursive: true, force: true })
    cpSync(dir, rolledDir, { recursive: true })
    const started = performance.now()
    const db = new DatabaseSync(sqliteFile(rolledDir))
    try {
      await build(sqliteD1(db))
      db.exec('VACUUM')
    } finally {
      db.close()
    }
    seeded.buildMs = performance.now() - started
    writeFileSync(`${rolledDir}.done`, '')
  }
  if (build) seeded.rolledDir = rolledDir
  return seeded
}
