/**
 * A map bounded by the total weight of its entries (bytes, or 1 each for a count), which drops
 * its least recently used entries past its limit.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>()
  #weight = 0
  #limit: number

  /** `limit`: the total weight kept, e.g. bytes when each entry is weighed in bytes. */
  constructor(limit: number) {
    this.#limit = limit
  }

  /** The total weight kept. */
  get limit(): number {
    return this.#limit
  }

  /** Keeps at most `limit` from now on, dropping the least recent entries past it. */
  bound(limit: number): void {
    this.#limit = limit
    this.#evict()
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    // Re-insert so the Map's insertion order doubles as recency order.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** Keeps `value` as the most recent entry, weighing `weight` (1 by default). */
  set(key: string, value: V, weight = 1): void {
    this.#remove(key)
    this.#entries.set(key, { value, weight })
    this.#weight += weight
    this.#evict()
  }

  /**
   * Weighs an entry again (it grew), when `key` still holds this very value: a later arrival
   * (a gzipped copy made after the response) must not bring back an entry dropped meanwhile.
   */
  reweigh(key: string, value: V, weight: number): void {
    const entry = this.#entries.get(key)
    if (entry?.value !== value) return
    this.#weight += weight - entry.weight
    entry.weight = weight
    this.#evict()
  }

  /** The number of entries. */
  get size(): number {
    return this.#entries.size
  }

  /** The total weight of the entries (bytes when weighed in bytes). */
  get weight(): number {
    return this.#weight
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (entry === undefined) return
    this.#entries.delete(key)
    this.#weight -= entry.weight
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#weight <= this.#limit) return
      this.#remove(key)
    }
  }
}
