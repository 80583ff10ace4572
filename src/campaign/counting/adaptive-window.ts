/**
 * A collecting window that adapts to load: it doubles (up to its maximum) after a window that
 * collected a lot, and halves (down to its minimum) after a quiet one. Quiet traffic is written
 * promptly; a burst is written in fewer, bigger pieces.
 */
interface AdaptiveWindowOptions {
  minMs: number
  maxMs: number
  /** What a window must collect to count as busy. */
  busyAt: number
}

export class AdaptiveWindow {
  #ms: number

  constructor(private readonly options: AdaptiveWindowOptions) {
    this.#ms = options.minMs
  }

  /** The length of the next window. */
  get ms(): number {
    return this.#ms
  }

  /** Records what the window that just closed collected. */
  closed(collected: number): void {
    const { minMs, maxMs, busyAt } = this.options
    this.#ms = collected >= busyAt ? Math.min(maxMs, this.#ms * 2) : Math.max(minMs, this.#ms / 2)
  }
}
