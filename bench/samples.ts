/**
 * Repeated measurements summarised honestly: the median with its range, or, when the samples
 * disagree too much to mean anything (a busy machine), a plain statement of that instead of a
 * number. A sample at or below zero is never a measurement of work done: it refuses the set.
 */
export interface Summary {
  median: number
  min: number
  max: number
  /** False when the spread is too wide (or a sample is not positive) to report the median. */
  trustworthy: boolean
}

/** The spread allowed: the range may be at most this fraction of the median. */
const MAX_SPREAD = 1

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]!
  const min = sorted[0]!
  const max = sorted[sorted.length - 1]!
  const trustworthy = min > 0 && max - min <= MAX_SPREAD * median
  return { median, min, max, trustworthy }
}

/** "6.1 ms (5.8–6.6)", or "too noisy (0.0–14.2 ms): not reported". */
export function formatMs(summary: Summary, digits = 1): string {
  const range = `${summary.min.toFixed(digits)}–${summary.max.toFixed(digits)}`
  if (!summary.trustworthy) return `too noisy (${range} ms): not reported`
  return `${summary.median.toFixed(digits)} ms (${range})`
}

/** The nearest-rank percentile (`p` from 0 to 100) of latency samples: the median is 50, p95 95. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}
