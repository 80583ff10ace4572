/** A bounded map that drops its least recently used entry past its limit. */
export class LruCache<V> {
  readonly #entries = new Map<string, V>()

  constructor(readonly limit: number) {}

  get(key: string): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      // Re-insert so the Map's insertion order doubles as recency order.
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.limit) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
