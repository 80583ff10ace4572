/**
 * How an aggregator judges the rows it is sent (admission.ts): each by its client's ledger, fixed
 * in size and saved with the rows (client-ledger.ts), and the campaigns' bids and cost profiles
 * read from D1 (docs/decisions/046-untiltable-zone-cost.md); each
 * judged row stamped with its first sight, strictly increasing.
 */
import type { Env } from '../../env'
import {
  admitRow,
  ClientLedger,
  sqlLedgerLog,
  type CostLimits,
  type StoredCount,
} from '../counting'
import { withDeadline } from '../core'
import { FLUSH_DELAY_MS } from './flush'
import { SEEN_PER_MS } from './row-tables'

/** How long a judgement waits for the campaigns' bids before judging without them. */
const BIDS_DEADLINE_MS = 250
/** Bids older than this are read again before the next judgement: a new bid applies within it. */
const BIDS_MAX_AGE_MS = FLUSH_DELAY_MS

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

/** The rows' judge: the day's client ledger, the campaigns' bids, the last first sight given. */
export class RowJudge {
  /** What the day's clients brought and did, fixed in size and saved (client-ledger.ts). */
  #ledger: ClientLedger
  #lastSeen = 0
  /**
   * What each campaign's visit may cost: its bid (campaign_bids) or inferred ceiling, and its
   * costly line (campaign_cost_profiles), read from D1 (#loadBids); undefined until then.
   */
  #bids: Map<string, CostLimits> | undefined
  #bidsRead: Promise<void> | undefined
  #bidsReadAt = 0
  #env: Env

  constructor(sql: SqlStorage, env: Env) {
    this.#ledger = new ClientLedger(sqlLedgerLog(sql))
    this.#env = env
  }

  /** Saves the ledger, in the transaction that saves the rows it judged. */
  save(): void {
    this.#ledger.save()
  }

  /**
   * The rows without their client, each judged by its client's ledger (admission.ts): what it
   * may make new, its cost, whether a once-a-day event counts; the client is then forgotten.
   */
  spend(rows: readonly StoredCount[]): StoredCount[] {
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
  readBids(): Promise<void> {
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
    const db = this.#env.DB
    if (!db) return
    try {
      // Two reads, not a batch: a flush's writes are the aggregator's only batches.
      const read = Promise.all([
        db
          .prepare('SELECT campaign, bid_micros AS ceiling FROM campaign_bids')
          .all<{ campaign: string; ceiling: number }>(),
        db
          .prepare(
            'SELECT campaign, ceiling_micros AS ceiling, costly_micros AS costly FROM campaign_cost_profiles',
          )
          .all<{ campaign: string; ceiling: number; costly: number | null }>(),
      ])
      const [bids, profiles] = await withDeadline(read, BIDS_DEADLINE_MS)
      this.#bids = costLimits(bids.results, profiles.results)
    } catch {
      // Judged without bids until the next flush reads them.
    }
  }
}
