/**
 * A bounded, least-recently-used memo of rendered HTML. Pages that do not change per request
 * are rendered by React once per isolate and served from here afterwards: React's streaming
 * renderer is several times slower than a cached body on workerd.
 */
export const HTML_CACHE_LIMIT = 400

export class HtmlCache {
  readonly #entries = new Map<string, string>()

  constructor(readonly limit = HTML_CACHE_LIMIT) {}

  get(key: string): string | undefined {
    const html = this.#entries.get(key)
    if (html !== undefined) {
      // Re-insert so the Map's insertion order doubles as recency order.
      this.#entries.delete(key)
      this.#entries.set(key, html)
    }
    return html
  }

  set(key: string, html: string): void {
    this.#entries.delete(key)
    this.#entries.set(key, html)
    if (this.#entries.size > this.limit) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }

  get size(): number {
    return this.#entries.size
  }
}
