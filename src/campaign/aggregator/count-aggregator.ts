/**
 * CountAggregator, one SQLite-backed Durable Object per shard between the isolates and D1: it
 * adds the isolates' batches up, saves them to its own storage before acknowledging them, and an
 * alarm flushes them to D1 as one idempotent write (count-store.ts).
 *
 * Where a row is: `buffer` (memory, not yet acknowledged) → `pending` (saved by a checkpoint,
 * within CHECKPOINT_MAX_MS) → `outbox` (sealed under a flush number, being written) → D1. A
 * sealed flush is deleted from the outbox only once D1 has committed it; until then every alarm
 * retries that same flush first, so a restart or a failing D1 loses nothing and a flush D1
 * committed without our hearing of it adds nothing the second time.
 *
 * It also holds created signups' postbacks until they are sent (postback-queue.ts): the same
 * alarm tries them again through a D1 outage.
 */
import { DurableObject } from 'cloudflare:workers'
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import {
  AdaptiveWindow,
  addEvent,
  ADMITS_ALL,
  countFields,
  countLimits,
  type CountLimits,
  logCapped,
  type StoredCount,
  writeFlush,
  admitRow,
  ClientLedger,
  type CostLimits,
  sqlLedgerLog,
} from '../counting'
import { PostbackQueue, type WaitingPostback } from '../conversions'
import { COUNT_DIMENSIONS, DIMENSION_COLUMNS } from '../core'

/** How long after its first saved row the alarm flushes (at most 60 s: D1 within a minute). */
export const FLUSH_DELAY_MS = 20_000
/** Delays between retries of a flush D1 refused, then RETRY_DELAYS_MS's last one again. */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000]
/** A checkpoint follows the first unsaved add within this window: short when quiet, 1 s busy. */
const CHECKPOINT_MIN_MS = 20
const CHECKPOINT_MAX_MS = 1_000
/**
 * Adds in one checkpoint window that make the next one longer (fewer halve it): a shard taking
 * adds steadily checkpoints once a second, writing each row once however many adds touched it
 * (rows written are billed); a lone add (a quiet shard, a test) is acknowledged within 20 ms.
 */
const CHECKPOINT_BUSY_AT = 2

/** An unflushed row, with the number of the flush that writes (or wrote) it. */
type UnflushedCount = StoredCount & { seq: number }

/** What an aggregator holds that D1 may not have yet. */
interface Unflushed {
  shard: string
  rows: UnflushedCount[]
}

const DIMENSIONS = DIMENSION_COLUMNS.join(', ')
/** DIMENSIONS read back under StoredCount's names. */
const COLUMNS = `${COUNT_DIMENSIONS.map(({ name, column }) =>
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
const SEEN_PER_MS = 1024

/** How long a received id is kept: its sender retries within seconds. */
const RECEIVED_KEPT_MS = 60 * 60 * 1000

/**
 * Admission bits and first sight (admission.ts, count-store.ts) joined the saved rows after them:
 * rows saved before keep the rules they were judged by (every bit; a `~tag` still admits no tag).
 */
const ADMISSION_COLUMNS = [
  `admits INTEGER NOT NULL DEFAULT ${ADMITS_ALL}`,
  'seen INTEGER NOT NULL DEFAULT 0',
  'visitors INTEGER NOT NULL DEFAULT 0',
]

const SAVE_PENDING = `INSERT INTO pending_rows (${DIMENSIONS}, count, cost_micros, admits, visitors,
  seen)
VALUES (${[...DIMENSION_COLUMNS, 'count', 'cost_micros', 'admits', 'visitors', 'seen'].map(() => '?').join(', ')})
ON CONFLICT (${DIMENSIONS}) DO UPDATE SET count = count + excluded.count,
  cost_micros = cost_micros + excluded.cost_micros, admits = admits | excluded.admits,
  visitors = visitors + excluded.visitors, seen = MIN(seen, excluded.seen)`

/** A row's values for SAVE_PENDING. */
function pendingFields(row: StoredCount): (string | number)[] {
  return [...countFields(row), row.seen ?? Date.now() * SEEN_PER_MS]
}

/**
 * Each campaign's cost limits: its bid as its ceiling if it has one, else its profile's inferred
 * ceiling; its profile's costly line either way (docs/decisions/046-untiltable-zone-cost.md).
 */
function costLimits(
  bids: readonly { campaign: string; ceiling: number }[],
  profiles: readonly { campaign: string; ceiling: number; costly: number | null }[],
): Map<string, CostLimits> {
  const limits = new Map<string, CostLimits>()
  for (const { campaign, ceiling, costly } of profiles) {
    limits.set(campaign, {
      ceilingMicros: ceiling,
      ...(costly !== null && { costlyMicros: costly }),
    })
  }
  for (const { campaign, ceiling } of bids) {
    limits.set(campaign, { ...limits.get(campaign), ceilingMicros: ceiling })
  }
  return limits
}

/** How long a judgement waits for the campaigns' bids before judging without them. */
const BIDS_DEADLINE_MS = 250
/** Bids older than this are read again before the next judgement: a new bid applies within it. */
const BIDS_MAX_AGE_MS = FLUSH_DELAY_MS

type Saved = { resolve: () => void; reject: (error: unknown) => void }

export class CountAggregator extends DurableObject<Env> {
  /** Rows added since the last checkpoint, by key. */
  #buffer = new Map<string, StoredCount>()
  /** The adds waiting for the next checkpoint to be acknowledged. */
  #waiting: Saved[] = []
  #checkpointTimer: ReturnType<typeof setTimeout> | undefined
  #window = new AdaptiveWindow({
    minMs: CHECKPOINT_MIN_MS,
    maxMs: CHECKPOINT_MAX_MS,
    busyAt: CHECKPOINT_BUSY_AT,
  })
  #alarmSet = false
  #failures = 0
  /** What the day's clients brought and did, fixed in size and saved (client-ledger.ts). */
  #ledger: ClientLedger
  #lastSeen = 0
  /**
   * What each campaign's visit may cost: its bid (campaign_bids) or inferred ceiling, and its
   * costly line (campaign_cost_profiles), read from D1 (#readBids); undefined until then.
   */
  #bids: Map<string, CostLimits> | undefined
  #bidsRead: Promise<void> | undefined
  #bidsReadAt = 0
  /** The daily tag cap the isolates last sent (their configuration), else this object's. */
  #limits: CountLimits | undefined
  /** Created signups' postbacks waiting to be sent or recorded (postback-queue.ts). */
  #postbacks: PostbackQueue

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    for (const statement of SCHEMA) ctx.storage.sql.exec(statement)
    addAdmissionColumns(ctx.storage.sql)
    moveLegacyRows(ctx.storage)
    this.#ledger = new ClientLedger(sqlLedgerLog(ctx.storage.sql))
    this.#postbacks = new PostbackQueue(ctx.storage, env)
    void ctx.blockConcurrencyWhile(async () => {
      this.#alarmSet = (await ctx.storage.getAlarm()) !== null
      // Postbacks saved before a restart are tried again by the alarm (one is set if missing).
      await this.#wakeForPostbacks()
      // Saved rows always have an alarm to flush them; should one ever be missing, set it now.
      const held = ctx.storage.sql
        .exec<{ held: number }>(
          'SELECT EXISTS (SELECT 1 FROM pending_rows) OR EXISTS (SELECT 1 FROM outbox_rows) AS held',
        )
        .one().held
      if (held) this.#scheduleFlush(FLUSH_DELAY_MS)
    })
  }

  /** This shard's name (the Durable Object's): the writer of its flushes in D1. */
  get shard(): string {
    return this.ctx.id.name ?? this.ctx.id.toString()
  }

  /**
   * Adds rows; resolves once they are saved (a checkpoint), so an acknowledged add is durable.
   * `limits` is the sending isolate's daily tag cap, applied when the rows are flushed.
   */
  async add(rows: readonly StoredCount[], limits?: CountLimits): Promise<void> {
    if (limits) this.#limits = limits
    await this.#readBids()
    for (const row of this.#spend(rows)) addEvent(this.#buffer, row, row.count)
    const saved = new Promise<void>((resolve, reject) => this.#waiting.push({ resolve, reject }))
    this.#checkpointTimer ??= setTimeout(() => this.#checkpoint(), this.#window.ms)
    return saved
  }

  /**
   * Adds a request's paid-for rows (a signup's events) at once and exactly once: saved in one
   * transaction with their id, so a call retried after its answer was lost adds nothing. They
   * then go to D1 with the next flush, through any D1 outage.
   */
  async addOnce(id: string, rows: readonly StoredCount[], limits?: CountLimits): Promise<void> {
    if (limits) this.#limits = limits
    await this.#readBids()
    const sql = this.ctx.storage.sql
    const now = Date.now()
    const added = this.ctx.storage.transactionSync(() => {
      if (sql.exec('SELECT 1 FROM received WHERE id = ?', id).toArray().length > 0) return false
      sql.exec('DELETE FROM received WHERE at < ?', now - RECEIVED_KEPT_MS)
      sql.exec('INSERT INTO received (id, at) VALUES (?, ?)', id, now)
      for (const row of this.#spend(rows)) sql.exec(SAVE_PENDING, ...pendingFields(row))
      this.#ledger.save()
      return true
    })
    if (added) this.#scheduleFlush(FLUSH_DELAY_MS)
  }

  /**
   * Runs a created signup's postback (carry-postback.ts): saved first, then tried at once; if D1
   * does not answer, the alarm tries it again until it is sent or has failed for good, through
   * restarts and evictions (postback-queue.ts). Resolves after the first try.
   */
  async runPostback(campaign: string, cid: string, at: string): Promise<void> {
    const id = await this.#postbacks.add(campaign, cid, at)
    const first = this.#postbacks.run(id).then(() => this.#wakeForPostbacks())
    this.ctx.waitUntil(first)
    return first
  }

  /** The postbacks this aggregator holds, for /admin/postbacks (no click id). */
  async waitingPostbacks(): Promise<WaitingPostback[]> {
    return this.#postbacks.waiting()
  }

  /** Everything not yet in D1, each row with its flush number (see the module comment). */
  async unflushed(): Promise<Unflushed> {
    const sql = this.ctx.storage.sql
    const next = this.#nextSeq()
    const rows: UnflushedCount[] = [
      ...sql
        .exec<UnflushedCount>(`SELECT seq, ${COLUMNS} FROM outbox_rows ORDER BY seq, seen`)
        .toArray(),
      ...sql
        .exec<StoredCount>(`SELECT ${COLUMNS} FROM pending_rows ORDER BY seen`)
        .toArray()
        .map((row) => ({ ...row, seq: next })),
      ...[...this.#buffer.values()].map((row) => ({ ...row, seq: next })),
    ]
    return { shard: this.shard, rows }
  }

  /** Retries the flush D1 has not confirmed, if any, then seals and flushes what is pending. */
  async alarm(): Promise<void> {
    this.#alarmSet = false
    const unconfirmed = this.ctx.storage.sql
      .exec<{ seq: number | null }>('SELECT MIN(seq) AS seq FROM outbox_rows')
      .one().seq
    if (unconfirmed === null || (await this.#flush(unconfirmed))) {
      const seq = this.#seal()
      if (seq !== undefined) await this.#flush(seq)
    }
    // Every waiting postback, due or not: one failing D1 call puts the rest off (postback-queue.ts).
    await this.#postbacks.run()
    await this.#wakeForPostbacks()
  }

  /** Sets the alarm for the next waiting postback, unless one is set for earlier. */
  async #wakeForPostbacks(): Promise<void> {
    const next = this.#postbacks.nextWake()
    if (next === undefined) return
    const set = await this.ctx.storage.getAlarm()
    if (set === null || next < set) await this.ctx.storage.setAlarm(next)
  }

  /**
   * The rows without their client, each judged by its client's ledger (admission.ts): what it
   * may make new, its cost, whether a once-a-day event counts; the client is then forgotten.
   */
  #spend(rows: readonly StoredCount[]): StoredCount[] {
    const bids = this.#bids
    const limitsOf = (campaign: string) => bids?.get(campaign)
    return rows.flatMap((row) =>
      admitRow(this.#ledger, row, limitsOf).map((judged) => ({
        ...judged,
        seen: this.#nextSeen(),
      })),
    )
  }

  /**
   * First sight, strictly increasing: a flush admits new values in this order. A millisecond
   * clock alone gave every row of one add (and of one millisecond) the same `seen`, and the tie
   * went to SQLite's table order, which is the values' names, not which came first.
   */
  #nextSeen(): number {
    this.#lastSeen = Math.max(Date.now() * SEEN_PER_MS, this.#lastSeen + 1)
    return this.#lastSeen
  }

  /**
   * The campaigns' bids: awaited once, before this object's first judgement (BIDS_DEADLINE_MS at
   * most: a D1 outage judges without them), then read again in the background once
   * BIDS_MAX_AGE_MS old, so an add never waits on D1 after the first.
   */
  #readBids(): Promise<void> {
    if (!this.#bidsRead) {
      this.#bidsReadAt = Date.now()
      this.#bidsRead = this.#loadBids()
    } else if (Date.now() - this.#bidsReadAt > BIDS_MAX_AGE_MS) {
      this.#bidsReadAt = Date.now()
      void this.#loadBids()
      return Promise.resolve()
    }
    return this.#bidsRead
  }

  async #loadBids(): Promise<void> {
    const db = this.env.DB
    if (!db) return
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      const read = db.batch<{ campaign: string; ceiling: number; costly: number | null }>([
        db.prepare('SELECT campaign, bid_micros AS ceiling, NULL AS costly FROM campaign_bids'),
        db.prepare(
          'SELECT campaign, ceiling_micros AS ceiling, costly_micros AS costly FROM campaign_cost_profiles',
        ),
      ])
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), BIDS_DEADLINE_MS)
      })
      const [bids, profiles] = await Promise.race([read, late])
      this.#bids = costLimits(bids!.results, profiles!.results)
    } catch {
      // Judged without bids until the next flush reads them.
    } finally {
      if (timer) clearTimeout(timer)
    }
  }

  /** Saves the buffer to `pending` in one transaction and acknowledges the adds it holds. */
  #checkpoint(): void {
    if (this.#checkpointTimer) clearTimeout(this.#checkpointTimer)
    this.#checkpointTimer = undefined
    const rows = [...this.#buffer.values()]
    const waiting = this.#waiting
    this.#buffer = new Map()
    this.#waiting = []
    this.#window.closed(waiting.length)
    try {
      const sql = this.ctx.storage.sql
      this.ctx.storage.transactionSync(() => {
        for (const r of rows) {
          sql.exec(SAVE_PENDING, ...pendingFields(r))
        }
        // What judged these rows is kept with them (client-ledger.ts).
        this.#ledger.save()
      })
      if (rows.length > 0) this.#scheduleFlush(FLUSH_DELAY_MS)
      for (const add of waiting) add.resolve()
    } catch (error) {
      // Nothing of this buffer was saved: its adds fail, and their isolates log the loss.
      for (const add of waiting) add.reject(error)
    }
  }

  /**
   * Moves everything pending (the buffer first) into the outbox under the next flush number,
   * in one transaction; undefined when there is nothing to flush.
   */
  #seal(): number | undefined {
    this.#checkpoint()
    const sql = this.ctx.storage.sql
    return this.ctx.storage.transactionSync(() => {
      const seq = this.#nextSeq()
      const moved = sql.exec(
        `INSERT INTO outbox_rows (seq, ${DIMENSIONS}, count, cost_micros, admits, visitors, seen)
        SELECT ?, ${DIMENSIONS}, count, cost_micros, admits, visitors, seen FROM pending_rows`,
        seq,
      ).rowsWritten
      if (moved === 0) return undefined
      sql.exec('DELETE FROM pending_rows')
      sql.exec('UPDATE flush_state SET next_seq = ? WHERE id = 1', seq + 1)
      return seq
    })
  }

  /** Writes one sealed flush to D1; on failure keeps it and retries later. True when written. */
  async #flush(seq: number): Promise<boolean> {
    const sql = this.ctx.storage.sql
    const rows = sql
      .exec<StoredCount>(`SELECT ${COLUMNS} FROM outbox_rows WHERE seq = ? ORDER BY seen`, seq)
      .toArray()
    const limits = this.#limits ?? countLimits(this.env)
    try {
      if (!this.env.DB) throw new Error('the DB binding is missing')
      const written = await writeFlush(this.env.DB, rows, { shard: this.shard, seq }, limits)
      logCapped(written, limits.tagsPerDay)
    } catch (error) {
      const retryInMs = RETRY_DELAYS_MS[Math.min(this.#failures, RETRY_DELAYS_MS.length - 1)]!
      this.#failures++
      logError('campaign_flush_failed', {
        shard: this.shard,
        seq,
        rows: rows.length,
        failures: this.#failures,
        retryInMs,
        error: error instanceof Error ? error.message.slice(0, 200) : String(error),
      })
      this.#scheduleFlush(retryInMs, true)
      return false
    }
    this.#failures = 0
    sql.exec('DELETE FROM outbox_rows WHERE seq = ?', seq)
    return true
  }

  #nextSeq(): number {
    return this.ctx.storage.sql
      .exec<{ next_seq: number }>('SELECT next_seq FROM flush_state WHERE id = 1')
      .one().next_seq
  }

  /**
   * Sets the flush alarm, unless one is set already (a retry's back-off replaces it); never
   * later than the next waiting postback.
   */
  #scheduleFlush(delayMs: number, replace = false): void {
    if (this.#alarmSet && !replace) return
    this.#alarmSet = true
    const at = Date.now() + delayMs
    void this.ctx.storage.setAlarm(Math.min(at, this.#postbacks.nextWake() ?? at))
  }
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
