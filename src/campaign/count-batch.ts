/**
 * Writes campaign events to D1 after the response, batched per isolate: the first event counted
 * opens a batch and hands its write to that request's waitUntil; events counted in the next
 * COUNT_BATCH_MS only add to the batch's totals. One batch is one D1 round trip (writeCounts in
 * count-store.ts: one upsert of all its rows, `count = count + n`), so a busy isolate writes a few
 * times a second however
 * many visitors it serves, and a counted request costs a map update instead of its own
 * statement, timer and waitUntil (about 6 µs of a cached landing's CPU; test/bench/README.md).
 * A failure (no binding, a query error, a timeout) is logged as one JSON line and swallowed:
 * counting never changes what the visitor gets.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import { countingEnabled, type CampaignEvent, type CampaignEventName } from './count-event'
import { countLimits, writeCounts, type WriteResult } from './count-store'

/** What counting needs of an execution context (Hono's and the runtime's types differ). */
export type WaitUntil = Pick<ExecutionContext, 'waitUntil'>

/** How long a batch collects events before it is written. */
export const COUNT_BATCH_MS = 50
/** Past this, a batch's write is abandoned (and logged) rather than keeping the worker alive. */
export const COUNT_TIMEOUT_MS = 3000
/**
 * Rows per batch: they are written as one JSON array (three statements whatever their number),
 * a few tens of KB, far under D1's 2 MB for a bound value; a full batch is closed and the next
 * event opens another, in its own request.
 */
export const COUNT_BATCH_ROWS = 500

interface Row {
  event: CampaignEvent
  count: number
}

interface Batch {
  rows: Map<string, Row>
  openedAt: number
  /** Given up on (see scheduleCount): its write never happens, its loss is already logged. */
  abandoned?: boolean
}

/** The batch taking events, per database (tests bind more than one). */
const open = new WeakMap<D1Database, Batch>()

/** Counts after the response: never delays the visitor. */
export function scheduleCount(ctx: WaitUntil, env: Env, events: readonly CampaignEvent[]): void {
  if (events.length === 0 || !countingEnabled(env)) return
  const db = env.DB
  if (!db) {
    logLost(
      events.map((e) => e.event),
      events.length,
      'the DB binding is missing',
    )
    return
  }
  for (const event of events) {
    const batch = batchFor(ctx, db, env)
    const key = `${event.hour}|${event.event}|${event.campaign}|${event.landingPage}|${event.page}|${event.country}|${event.device}`
    const row = batch.rows.get(key)
    if (row) row.count++
    else batch.rows.set(key, { event, count: 1 })
    if (batch.rows.size >= COUNT_BATCH_ROWS) open.delete(db)
  }
}

/** The open batch, or a new one whose write this request's waitUntil carries. */
function batchFor(ctx: WaitUntil, db: D1Database, env: Env): Batch {
  const now = Date.now()
  const current = open.get(db)
  if (current) {
    // A batch should be written within COUNT_BATCH_MS. One still open long after has lost its
    // request (its timer never ran): give it up rather than collect into it for ever.
    if (now - current.openedAt <= COUNT_BATCH_MS + COUNT_TIMEOUT_MS) return current
    current.abandoned = true
    logLost(eventsOf(current), countOf(current), 'abandoned: its write never started')
  }
  const batch: Batch = { rows: new Map(), openedAt: now }
  open.set(db, batch)
  ctx.waitUntil(writeLater(db, batch, env))
  return batch
}

/** Closes the batch after COUNT_BATCH_MS and writes its rows; resolves whatever happens. */
async function writeLater(db: D1Database, batch: Batch, env: Env): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, COUNT_BATCH_MS))
  if (open.get(db) === batch) open.delete(db)
  if (batch.abandoned) return
  const rows = [...batch.rows.values()].map(({ event, count }) => ({ ...event, count }))
  const limits = countLimits(env)
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), COUNT_TIMEOUT_MS)
    })
    logCapped(await Promise.race([writeCounts(db, rows, limits), timeout]), limits.tagsPerDay)
  } catch (error) {
    logLost(
      eventsOf(batch),
      countOf(batch),
      error instanceof Error ? error.message.slice(0, 200) : String(error),
    )
  } finally {
    clearTimeout(timer)
  }
}

function eventsOf(batch: Batch): CampaignEventName[] {
  return [...batch.rows.values()].map((row) => row.event.event)
}

function countOf(batch: Batch): number {
  let count = 0
  for (const row of batch.rows.values()) count += row.count
  return count
}

/** The last UTC day a cap was logged for: one line per isolate per day is enough to act on. */
let cappedLoggedFor = ''

function logCapped({ cappedDays }: WriteResult, limit: number): void {
  for (const day of cappedDays) {
    if (day <= cappedLoggedFor) continue
    cappedLoggedFor = day
    logError('campaign_tags_capped', { day, limit, error: `more than ${limit} new tags: (other)` })
  }
}

/** One line per lost batch: which kinds of event (each once), how many events, and why. */
function logLost(events: CampaignEventName[], count: number, error: string): void {
  logError('campaign_count_failed', { events: [...new Set(events)], count, error })
}
