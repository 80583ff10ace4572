/**
 * The aggregator's saved rows in its own SQLite storage: the tables (`pending_rows`, `outbox_rows`,
 * the flush number, the ids lately received), the statements that save and read a row, and the
 * one-time moves of rows saved before today's dimensions and admission columns.
 */
import { ADMITS_ALL, countFields, type StoredCount } from '../counting'
import { COUNT_DIMENSIONS, DIMENSION_COLUMNS } from '../core'

export const DIMENSIONS = DIMENSION_COLUMNS.join(', ')
/** DIMENSIONS read back under StoredCount's names. */
export const COLUMNS = `${COUNT_DIMENSIONS.map(({ name, column }) =>
  name === column ? column : `${column} AS ${name}`,
).join(', ')}, count, cost_micros AS costMicros,
  admits, visitors`
const DIMENSION_DEFINITIONS = DIMENSION_COLUMNS.map((column) => `${column} TEXT NOT NULL`).join(
  ', ',
)

/**
 * `pending_rows` and `outbox_rows` hold every declared dimension (dimensions.ts) and the cost. An
 * aggregator that saved rows before a dimension was declared kept them in tables without its
 * column (or, before the sub-id, state and OS dimensions, in `pending` and `outbox`): they are moved over once, with ''
 * for what they did not have (moveLegacyRows).
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS pending_rows (${DIMENSION_DEFINITIONS}, count INTEGER NOT NULL,
    cost_micros INTEGER NOT NULL, PRIMARY KEY (${DIMENSIONS})) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS outbox_rows (seq INTEGER NOT NULL, ${DIMENSION_DEFINITIONS},
    count INTEGER NOT NULL, cost_micros INTEGER NOT NULL, PRIMARY KEY (seq, ${DIMENSIONS}))
    WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS flush_state (id INTEGER PRIMARY KEY CHECK (id = 1),
    next_seq INTEGER NOT NULL)`,
  `INSERT OR IGNORE INTO flush_state (id, next_seq) VALUES (1, 1)`,
  // Ids of addOnce calls lately saved (random, one per signup): a retried call adds nothing.
  `CREATE TABLE IF NOT EXISTS received (id TEXT PRIMARY KEY, at INTEGER NOT NULL)`,
]
/** First-sight ticks per millisecond: Date.now() × 1,024 stays a safe integer until 2248. */
export const SEEN_PER_MS = 1024

/**
 * Admission bits and first sight (admission.ts, count-store.ts) joined the saved rows after them:
 * rows saved before keep the rules they were judged by (every bit; a `~tag` still admits no tag).
 */
const ADMISSION_COLUMNS = [
  `admits INTEGER NOT NULL DEFAULT ${ADMITS_ALL}`,
  'seen INTEGER NOT NULL DEFAULT 0',
  'visitors INTEGER NOT NULL DEFAULT 0',
]

export const SAVE_PENDING = `INSERT INTO pending_rows (${DIMENSIONS}, count, cost_micros, admits, visitors,
  seen)
VALUES (${[...DIMENSION_COLUMNS, 'count', 'cost_micros', 'admits', 'visitors', 'seen'].map(() => '?').join(', ')})
ON CONFLICT (${DIMENSIONS}) DO UPDATE SET count = count + excluded.count,
  cost_micros = cost_micros + excluded.cost_micros, admits = admits | excluded.admits,
  visitors = visitors + excluded.visitors, seen = MIN(seen, excluded.seen)`

/** A row's values for SAVE_PENDING. */
export function pendingFields(row: StoredCount): (string | number)[] {
  return [...countFields(row), row.seen ?? Date.now() * SEEN_PER_MS]
}

/** Makes the tables, adds the admission columns and moves legacy rows over (see SCHEMA). */
export function prepareRowTables(storage: DurableObjectStorage): void {
  for (const statement of SCHEMA) storage.sql.exec(statement)
  addAdmissionColumns(storage.sql)
  moveLegacyRows(storage)
}

/** Whether any row is saved, pending or sealed. */
export function holdsRows(sql: SqlStorage): boolean {
  return Boolean(
    sql
      .exec<{ held: number }>(
        'SELECT EXISTS (SELECT 1 FROM pending_rows) OR EXISTS (SELECT 1 FROM outbox_rows) AS held',
      )
      .one().held,
  )
}

/** The number the next sealed flush gets. */
export function nextSeq(sql: SqlStorage): number {
  return sql.exec<{ next_seq: number }>('SELECT next_seq FROM flush_state WHERE id = 1').one()
    .next_seq
}

/** The row tables, the legacy table each replaced (before the sub-id dimensions), their lead key. */
const ROW_TABLES = [
  { table: 'pending_rows', legacy: 'pending', lead: [] },
  { table: 'outbox_rows', legacy: 'outbox', lead: ['seq'] },
] as const

/** Adds the admission columns to tables made before them (see ADMISSION_COLUMNS). */
function addAdmissionColumns(sql: SqlStorage): void {
  for (const table of ['pending_rows', 'outbox_rows']) {
    const columns = sql
      .exec<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
      .toArray()
      .map(({ name }) => name)
    for (const column of ADMISSION_COLUMNS) {
      if (!columns.includes(column.split(' ')[0]!))
        sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column}`)
    }
  }
}

/**
 * Moves rows saved before the current dimensions into the current tables, once (see SCHEMA): a
 * row table missing a declared column is renamed, made again with every column, and its rows
 * copied with '' for the columns they did not have (a legacy table's likewise, then dropped).
 */
function moveLegacyRows(storage: DurableObjectStorage): void {
  for (const { table, legacy, lead } of ROW_TABLES) {
    const had = columnsOf(storage, table)
    if (DIMENSION_COLUMNS.some((column) => !had.has(column))) {
      storage.transactionSync(() => {
        storage.sql.exec(`ALTER TABLE ${table} RENAME TO ${table}_before`)
        for (const statement of SCHEMA) storage.sql.exec(statement)
        addAdmissionColumns(storage.sql)
        copyRows(storage, `${table}_before`, had, table, lead)
      })
    }
    const legacyHad = columnsOf(storage, legacy)
    if (legacyHad.size > 0) {
      storage.transactionSync(() => copyRows(storage, legacy, legacyHad, table, lead))
    }
  }
}

function columnsOf(storage: DurableObjectStorage, table: string): Set<string> {
  const columns = storage.sql
    .exec<{ name: string }>('SELECT name FROM pragma_table_info(?)', table)
    .toArray()
  return new Set(columns.map((column) => column.name))
}

/**
 * Copies `from`'s rows into `to` ('' for a dimension it lacks, 0 for a cost, the admission
 * columns' defaults for those it lacks), then drops it.
 */
function copyRows(
  storage: DurableObjectStorage,
  from: string,
  had: Set<string>,
  to: string,
  lead: readonly string[],
): void {
  const values = DIMENSION_COLUMNS.map((column) => (had.has(column) ? column : "''"))
  const cost = had.has('cost_micros') ? 'cost_micros' : '0'
  const admission = ADMISSION_COLUMNS.map((column) => column.split(' ')[0]!).filter((column) =>
    had.has(column),
  )
  const carried = [...lead, ...DIMENSION_COLUMNS, 'count', 'cost_micros', ...admission]
  storage.sql.exec(
    `INSERT INTO ${to} (${carried.join(', ')})
    SELECT ${[...lead, ...values, 'count', cost, ...admission].join(', ')} FROM ${from}`,
  )
  storage.sql.exec(`DROP TABLE ${from}`)
}
