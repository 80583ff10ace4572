/**
 * An aggregator's flushes to D1: what is pending sealed into the outbox under the next flush
 * number, then written to D1 as one idempotent write (count-store.ts); a sealed flush is deleted
 * only once D1 has committed it, and one D1 refused is retried first, with back-off.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { logCapped, writeFlush, type CountLimits, type StoredCount } from '../counting'
import { COLUMNS, DIMENSIONS, nextSeq } from './row-tables'

/** How long after its first saved row the alarm flushes (at most 60 s: D1 within a minute). */
export const FLUSH_DELAY_MS = 20_000
/** Delays between retries of a flush D1 refused, then RETRY_DELAYS_MS's last one again. */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 60_000]

/** One aggregator's flushes: its storage's outbox and the failures in a row. */
export class Flushes {
  #storage: DurableObjectStorage
  #env: Env
  #shard: string
  /** Sets the alarm for a retry in so many ms, replacing the one set. */
  #retryIn: (delayMs: number) => void
  #failures = 0

  constructor(
    storage: DurableObjectStorage,
    env: Env,
    shard: string,
    retryIn: (delayMs: number) => void,
  ) {
    this.#storage = storage
    this.#env = env
    this.#shard = shard
    this.#retryIn = retryIn
  }

  /** The oldest sealed flush D1 has not confirmed, or null. */
  unconfirmed(): number | null {
    return this.#storage.sql
      .exec<{ seq: number | null }>('SELECT MIN(seq) AS seq FROM outbox_rows')
      .one().seq
  }

  /**
   * Moves everything pending into the outbox under the next flush number, in one transaction;
   * undefined when there is nothing to flush.
   */
  seal(): number | undefined {
    const sql = this.#storage.sql
    return this.#storage.transactionSync(() => {
      const seq = nextSeq(sql)
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
  async write(seq: number, limits: CountLimits): Promise<boolean> {
    const sql = this.#storage.sql
    const rows = sql
      .exec<StoredCount>(`SELECT ${COLUMNS} FROM outbox_rows WHERE seq = ? ORDER BY seen`, seq)
      .toArray()
    try {
      if (!this.#env.DB) throw new Error('the DB binding is missing')
      const written = await writeFlush(this.#env.DB, rows, { shard: this.#shard, seq }, limits)
      logCapped(written, limits.tagsPerDay)
    } catch (error) {
      const retryInMs = RETRY_DELAYS_MS[Math.min(this.#failures, RETRY_DELAYS_MS.length - 1)]!
      this.#failures++
      logError('campaign_flush_failed', {
        shard: this.#shard,
        seq,
        rows: rows.length,
        failures: this.#failures,
        retryInMs,
        error: error instanceof Error ? error.message.slice(0, 200) : String(error),
      })
      this.#retryIn(retryInMs)
      return false
    }
    this.#failures = 0
    sql.exec('DELETE FROM outbox_rows WHERE seq = ?', seq)
    return true
  }
}
