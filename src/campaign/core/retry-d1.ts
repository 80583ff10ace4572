/**
 * A D1 read or write retried with backoff through an outage: a created signup's
 * postback needs its template and records its outcome, and a D1 that is locked or unreachable
 * for a minute must not lose either. Each try has a deadline of its own (a locked database can
 * hang rather than fail); the pauses between tries add up to about four minutes. Only for
 * idempotent work: a read, or a write guarded by its own key (conversion-store.ts). See
 * docs/decisions/008-exactly-once-through-d1-outages.md.
 */

/** Pauses before the second try onwards: 1 s doubling to a minute, about four minutes in all. */
export const D1_RETRY_PAUSES_MS = [
  1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000, 60_000, 60_000,
]
/** One try's deadline. */
export const D1_TRY_DEADLINE_MS = 5_000

export interface RetryOptions {
  pausesMs?: readonly number[]
  deadlineMs?: number
}

/** `work`'s result; rejects with its last error once every try has failed. */
export async function retryD1<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const pauses = options.pausesMs ?? D1_RETRY_PAUSES_MS
  for (let attempt = 0; ; attempt++) {
    try {
      return await withDeadline(work(), options.deadlineMs ?? D1_TRY_DEADLINE_MS)
    } catch (error) {
      if (attempt >= pauses.length) throw error
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt]))
    }
  }
}

/** How the rejection of a missed deadline begins. */
export const DEADLINE_MISSED = 'no answer within'

/**
 * `promise`, or a rejection once `ms` have passed (its message `reason`, or DEADLINE_MISSED and
 * the time): the one deadline race every wait on D1 or an aggregator runs.
 */
export function withDeadline<T>(
  promise: Promise<T>,
  ms: number,
  reason = `${DEADLINE_MISSED} ${ms} ms`,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}
