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
 *
 * This file is the object and what it answers; its jobs are beside it: the row tables and their
 * moves (row-tables.ts), the rows' judgement by the client ledger and the bids (row-judge.ts),
 * sealing and writing flushes (flush.ts), what D1 may not have yet (unflushed.ts) and the waiting
 * postbacks (waiting-postbacks.ts).
 */
import { DurableObject } from 'cloudflare:workers'
import type { Env } from '../../env'
import {
  AdaptiveWindow,
  addEvent,
  countLimits,
  type CountLimits,
  type StoredCount,
} from '../counting'
import { PostbackQueue, type WaitingPostback } from '../conversions'
import { FLUSH_DELAY_MS, Flushes } from './flush'
import { RowJudge } from './row-judge'
import { holdsRows, pendingFields, prepareRowTables, SAVE_PENDING } from './row-tables'
import { readUnflushed, type Unflushed } from './unflushed'
import { runWaitingPostbacks, tryPostback, wakeForPostbacks } from './waiting-postbacks'

/** A checkpoint follows the first unsaved add within this window: short when quiet, 1 s busy. */
const CHECKPOINT_MIN_MS = 20
const CHECKPOINT_MAX_MS = 1_000
/**
 * Adds in one checkpoint window that make the next one longer (fewer halve it): a shard taking
 * adds steadily checkpoints once a second, writing each row once however many adds touched it
 * (rows written are billed); a lone add (a quiet shard, a test) is acknowledged within 20 ms.
 */
const CHECKPOINT_BUSY_AT = 2

/** How long a received id is kept: its sender retries within seconds. */
const RECEIVED_KEPT_MS = 60 * 60 * 1000

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
  /** The rows' judge: the day's client ledger and the campaigns' bids (row-judge.ts). */
  #judge: RowJudge
  /** The daily tag cap the isolates last sent (their configuration), else this object's. */
  #limits: CountLimits | undefined
  /** Created signups' postbacks waiting to be sent or recorded (postback-queue.ts). */
  #postbacks: PostbackQueue
  /** The sealed flushes and their retries (flush.ts). */
  #flushes: Flushes

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    prepareRowTables(ctx.storage)
    this.#judge = new RowJudge(ctx.storage.sql, env)
    this.#postbacks = new PostbackQueue(ctx.storage, env)
    this.#flushes = new Flushes(ctx.storage, env, this.shard, (delayMs) =>
      this.#scheduleFlush(delayMs, true),
    )
    void ctx.blockConcurrencyWhile(async () => {
      this.#alarmSet = (await ctx.storage.getAlarm()) !== null
      // Postbacks saved before a restart are tried again by the alarm (one is set if missing).
      await wakeForPostbacks(ctx.storage, this.#postbacks)
      // Saved rows always have an alarm to flush them; should one ever be missing, set it now.
      if (holdsRows(ctx.storage.sql)) this.#scheduleFlush(FLUSH_DELAY_MS)
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
    await this.#judge.readBids()
    for (const row of this.#judge.spend(rows)) addEvent(this.#buffer, row, row.count)
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
    await this.#judge.readBids()
    const sql = this.ctx.storage.sql
    const now = Date.now()
    const added = this.ctx.storage.transactionSync(() => {
      if (sql.exec('SELECT 1 FROM received WHERE id = ?', id).toArray().length > 0) return false
      sql.exec('DELETE FROM received WHERE at < ?', now - RECEIVED_KEPT_MS)
      sql.exec('INSERT INTO received (id, at) VALUES (?, ?)', id, now)
      for (const row of this.#judge.spend(rows)) sql.exec(SAVE_PENDING, ...pendingFields(row))
      this.#judge.save()
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
    return tryPostback(this.ctx.storage, this.#postbacks, (p) => this.ctx.waitUntil(p), {
      campaign,
      cid,
      at,
    })
  }

  /** The postbacks this aggregator holds, for /admin/postbacks (no click id). */
  async waitingPostbacks(): Promise<WaitingPostback[]> {
    return this.#postbacks.waiting()
  }

  /** Everything not yet in D1, each row with its flush number (see the module comment). */
  async unflushed(): Promise<Unflushed> {
    return readUnflushed(this.ctx.storage.sql, this.shard, this.#buffer.values())
  }

  /** Retries the flush D1 has not confirmed, if any, then seals and flushes what is pending. */
  async alarm(): Promise<void> {
    this.#alarmSet = false
    const unconfirmed = this.#flushes.unconfirmed()
    if (unconfirmed === null || (await this.#flush(unconfirmed))) {
      // The buffer first: a checkpoint, then everything pending sealed under one number.
      this.#checkpoint()
      const seq = this.#flushes.seal()
      if (seq !== undefined) await this.#flush(seq)
    }
    await runWaitingPostbacks(this.ctx.storage, this.#postbacks)
  }

  /** Writes one sealed flush to D1 under the latest daily tag cap (flush.ts). */
  #flush(seq: number): Promise<boolean> {
    return this.#flushes.write(seq, this.#limits ?? countLimits(this.env))
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
        this.#judge.save()
      })
      if (rows.length > 0) this.#scheduleFlush(FLUSH_DELAY_MS)
      for (const add of waiting) add.resolve()
    } catch (error) {
      // Nothing of this buffer was saved: its adds fail, and their isolates log the loss.
      for (const add of waiting) add.reject(error)
    }
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
