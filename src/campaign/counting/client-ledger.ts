/**
 * A count aggregator's ledger of the UTC day: what its clients have brought and done, in a
 * structure of fixed size (docs/decisions/020-client-ledger.md). Two parts, both keyed by
 * strings the caller builds from a client's daily code (tag-budget.ts) and what it brought:
 *
 * - a count-min sketch (SKETCH_DEPTH rows of SKETCH_WIDTH one-byte counters, conservative
 *   update): how many new things a client (or its wider prefix) has brought in a scope. It only
 *   over-counts, so a budget read from it fails closed: a client may be allowed fewer than its
 *   budget, never more;
 * - a Bloom filter (FACT_BITS bits, FACT_HASHES probes): facts of the day (a value someone paid
 *   budget for, a client's first unique click on a campaign). A false positive (about 1 in
 *   40,000 at 300,000 facts, 1 in 50 at 2 million) takes a new fact for a known one.
 *
 * Nothing in it names a client: positions are a hash, under a seed drawn at random each day, of
 * codes that are themselves keyed hashes. Its size never grows (LEDGER_BYTES); it is replaced by
 * a zeroed one when the UTC day changes. Each change is also kept for a log (LedgerLog, the
 * aggregator's SQLite storage): the aggregator saves the changes since its last save as one row
 * (a packed array of hash pairs) in the same transaction as the counts they judged, at most
 * LOG_ENTRIES_PER_DAY a day, the day before dropped; the log is replayed when the object starts,
 * so a restart or an eviction forgets nothing the aggregator acknowledged.
 */

/** Rows and counters per row of the sketch: 4 × 262,144 bytes. */
const SKETCH_DEPTH = 4
const SKETCH_WIDTH = 1 << 18
/** Bits of the facts' Bloom filter (2 MiB) and probes per fact. */
const FACT_BITS = 1 << 24
const FACT_HASHES = 4
/** The ledger's whole memory, whatever the number of clients: 3 MiB. */
export const LEDGER_BYTES = SKETCH_DEPTH * SKETCH_WIDTH + FACT_BITS / 8
/**
 * Changes logged per day at most (12 bytes each on disk). Past it, no client may make anything
 * new that day (budgets fail closed); facts are still kept in memory.
 */
const LOG_ENTRIES_PER_DAY = 1_000_000

/** What a log row records: a fact, or one count of a budget. */
type LedgerEntryKind = 0 | 1
const FACT: LedgerEntryKind = 0
const COUNT: LedgerEntryKind = 1

export interface LedgerEntry {
  kind: LedgerEntryKind
  h1: number
  h2: number
}

/** Where a ledger keeps its day: the aggregator's SQLite storage, or nothing (tests, benches). */
export interface LedgerLog {
  /** The day's seed (drawn and saved when the day is new, older days dropped) and its entries. */
  open(day: string, newSeed: number): { seed: number; entries: Iterable<LedgerEntry> }
  /** Saves entries of the day: [kind, h1, h2] triples. */
  save(day: string, entries: Int32Array): void
}

/** FNV-1a under a seed, then murmur3's finaliser: 32 well-mixed bits of a string. */
function hash32(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export class ClientLedger {
  #day = ''
  #seed = 0
  #logged = 0
  /** Changes not yet saved: [kind, h1, h2] triples. */
  #unsaved: number[] = []
  readonly #counts = new Uint8Array(SKETCH_DEPTH * SKETCH_WIDTH)
  readonly #facts = new Uint32Array(FACT_BITS / 32)
  readonly #log: LedgerLog | undefined

  constructor(log?: LedgerLog) {
    this.#log = log
  }

  /** Bytes held: LEDGER_BYTES, always. */
  get bytes(): number {
    return this.#counts.byteLength + this.#facts.byteLength
  }

  /**
   * True the first time `fact` is seen on `day` (and it is recorded), false after. A row of an
   * earlier day (a batch sent across midnight) is taken as a first time: it cannot be checked.
   */
  first(fact: string, day: string): boolean {
    if (!this.#at(day)) return true
    const [h1, h2] = this.#hashes(fact)
    if (this.#hasFact(h1, h2)) return false
    this.#setFact(h1, h2)
    this.#append({ kind: FACT, h1, h2 })
    return true
  }

  /**
   * Whether `clients` (a client's codes: its /64 and its /48, or its IPv4 address once) may bring
   * `item` as new on `day` within `limit` new items per `scope`: true at no cost when someone
   * has brought the item already that day, else true when every code is under its limit (each
   * then counts one more), false when one is not, or the day's log is full.
   */
  admits(clients: readonly string[], scope: string, item: string, limit: number, day: string) {
    if (!this.#at(day)) return false
    const [i1, i2] = this.#hashes(item)
    if (this.#hasFact(i1, i2)) return true
    if (!this.#spend(clients, scope, limit)) return false
    this.#setFact(i1, i2)
    this.#append({ kind: FACT, h1: i1, h2: i2 })
    return true
  }

  /**
   * True the first time `fact` is seen on `day` while every code of `clients` is under `limit`
   * in `scope` (each then counts one more, and the fact is recorded); false for a known fact, a
   * code at its limit or a full log. A row of an earlier day is taken as a first time, as first()
   * takes it. What a client's cost is counted by: once per /64, and `limit` times per /48.
   */
  firstWithin(
    clients: readonly string[],
    scope: string,
    fact: string,
    limit: number,
    day: string,
  ): boolean {
    if (!this.#at(day)) return true
    const [f1, f2] = this.#hashes(fact)
    if (this.#hasFact(f1, f2)) return false
    if (!this.#spend(clients, scope, limit)) return false
    this.#setFact(f1, f2)
    this.#append({ kind: FACT, h1: f1, h2: f2 })
    return true
  }

  /**
   * One more of each code's budget in `scope`, when every code is under `limit` and the day's log
   * has room for them and a fact; else false, and nothing counted.
   */
  #spend(clients: readonly string[], scope: string, limit: number): boolean {
    if (this.#logged + clients.length + 1 > LOG_ENTRIES_PER_DAY && this.#log) return false
    const budgets = clients.map((client) => this.#hashes(`${client}|${scope}`))
    if (budgets.some(([h1, h2]) => this.#estimate(h1, h2) >= limit)) return false
    for (const [h1, h2] of budgets) {
      this.#increment(h1, h2)
      this.#append({ kind: COUNT, h1, h2 })
    }
    return true
  }

  /** Moves to `day` if it is later (a zeroed ledger, its log replayed); false for an earlier day. */
  #at(day: string): boolean {
    if (day === this.#day) return true
    if (day < this.#day) return false
    this.#counts.fill(0)
    this.#facts.fill(0)
    this.#day = day
    this.#logged = 0
    this.#unsaved = []
    const seed = crypto.getRandomValues(new Uint32Array(1))[0]!
    if (!this.#log) {
      this.#seed = seed
      return true
    }
    const opened = this.#log.open(day, seed)
    this.#seed = opened.seed
    for (const { kind, h1, h2 } of opened.entries) {
      if (kind === FACT) this.#setFact(h1, h2)
      else this.#increment(h1, h2)
      this.#logged++
    }
    return true
  }

  /**
   * Saves the changes made since the last save as one log row. The aggregator calls it in the
   * transaction that saves the rows they judged, so both are kept or neither.
   */
  save(): void {
    if (!this.#log || this.#unsaved.length === 0) return
    this.#log.save(this.#day, Int32Array.from(this.#unsaved))
    this.#unsaved = []
  }

  #append({ kind, h1, h2 }: LedgerEntry): void {
    if (!this.#log || this.#logged >= LOG_ENTRIES_PER_DAY) return
    this.#logged++
    this.#unsaved.push(kind, h1, h2)
  }

  #hashes(key: string): [number, number] {
    return [hash32(key, this.#seed), hash32(key, this.#seed ^ 0x9e3779b9) | 1]
  }

  #cell(h1: number, h2: number, row: number): number {
    return row * SKETCH_WIDTH + (((h1 + Math.imul(row, h2)) >>> 0) % SKETCH_WIDTH)
  }

  #estimate(h1: number, h2: number): number {
    let least = 255
    for (let row = 0; row < SKETCH_DEPTH; row++) {
      least = Math.min(least, this.#counts[this.#cell(h1, h2, row)]!)
    }
    return least
  }

  /** Conservative update: only the counters at the estimate rise, so over-counting stays small. */
  #increment(h1: number, h2: number): void {
    const next = Math.min(255, this.#estimate(h1, h2) + 1)
    for (let row = 0; row < SKETCH_DEPTH; row++) {
      const cell = this.#cell(h1, h2, row)
      if (this.#counts[cell]! < next) this.#counts[cell] = next
    }
  }

  #bit(h1: number, h2: number, probe: number): number {
    return ((h1 + Math.imul(probe, h2)) >>> 0) % FACT_BITS
  }

  #hasFact(h1: number, h2: number): boolean {
    for (let probe = 0; probe < FACT_HASHES; probe++) {
      const bit = this.#bit(h1, h2, probe)
      if ((this.#facts[bit >>> 5]! & (1 << (bit & 31))) === 0) return false
    }
    return true
  }

  #setFact(h1: number, h2: number): void {
    for (let probe = 0; probe < FACT_HASHES; probe++) {
      const bit = this.#bit(h1, h2, probe)
      this.#facts[bit >>> 5]! |= 1 << (bit & 31)
    }
  }
}

/** The ledger's log in a Durable Object's SQLite storage: two small tables, one day kept. */
export function sqlLedgerLog(sql: SqlStorage): LedgerLog {
  sql.exec(`CREATE TABLE IF NOT EXISTS ledger_days (day TEXT PRIMARY KEY, seed INTEGER NOT NULL)`)
  // One row per save: its entries as [kind, h1, h2] 32-bit triples.
  sql.exec(`CREATE TABLE IF NOT EXISTS ledger_saves (day TEXT NOT NULL, entries BLOB NOT NULL)`)
  return {
    open(day, newSeed) {
      sql.exec('DELETE FROM ledger_days WHERE day <> ?', day)
      sql.exec('DELETE FROM ledger_saves WHERE day <> ?', day)
      sql.exec('INSERT OR IGNORE INTO ledger_days (day, seed) VALUES (?, ?)', day, newSeed)
      const { seed } = sql
        .exec<{ seed: number }>('SELECT seed FROM ledger_days WHERE day = ?', day)
        .one()
      const saves = sql.exec<{ entries: ArrayBuffer }>(
        'SELECT entries FROM ledger_saves WHERE day = ? ORDER BY rowid',
        day,
      )
      return { seed, entries: unpack(saves) }
    },
    save(day, entries) {
      sql.exec('INSERT INTO ledger_saves (day, entries) VALUES (?, ?)', day, entries.buffer)
    },
  }
}

/** The entries of saved rows, in order. */
function* unpack(saves: Iterable<{ entries: ArrayBuffer }>): Generator<LedgerEntry> {
  for (const { entries } of saves) {
    const triples = new Int32Array(entries)
    for (let i = 0; i + 2 < triples.length; i += 3) {
      yield { kind: triples[i] as LedgerEntryKind, h1: triples[i + 1]!, h2: triples[i + 2]! }
    }
  }
}
