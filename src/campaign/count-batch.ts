/**
 * Writes campaign events to D1 after the response, batched per isolate: the first event counted
 * opens a batch and hands its write to that request's waitUntil; events counted in the next
 * COUNT_BATCH_MS only add to the batch's totals. One batch is one D1 round trip of one upsert
 * per distinct row (`count = count + n`), so a busy isolate writes a few times a second however
 * many visitors it serves, and a counted request costs a map update instead of its own
 * statement, timer and waitUntil (on a cached landing those were about a quarter of the
 * request's CPU; see test/bench). A failure (no binding, a query error, a timeout) is logged as
 * one JSON line and swallowed: counting never changes what the visitor gets.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import { countingEnabled, type CampaignEvent, type CampaignEventName } from './count-event'

/** What counting needs of an execution context (Hono's and the runtime's types differ). */
export type WaitUntil = Pick<ExecutionContext, 'waitUntil'>

/** How long a batch collects events before it is written. */
export const COUNT_BATCH_MS = 50
/** Past this, a batch's write is abandoned (and logged) rather than keeping the worker alive. */
export const COUNT_TIMEOUT_MS = 3000

const UPSERT = `INSERT INTO campaign_counts (day, event, campaign, page, country, device, count)
VALUES (?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (day, event, campaign, page, country, device) DO UPDATE SET count = count + excluded.count`

interface Row {
  event: CampaignEvent
  count: number
}

/** Rows waiting to be written, by row key, per database (tests bind more than one). */
type Batch = Map<string, Row>
const open = new WeakMap<D1Database, Batch>()

/** Counts after the response: never delays the visitor. */
export function scheduleCount(ctx: WaitUntil, env: Env, events: readonly CampaignEvent[]): void {
  if (events.length === 0 || !countingEnabled(env)) return
  const db = env.DB
  if (!db) {
    logFailure(
      events.map((e) => e.event),
      events.length,
      'the DB binding is missing',
    )
    return
  }
  let batch = open.get(db)
  if (!batch) {
    batch = new Map()
    open.set(db, batch)
    ctx.waitUntil(writeLater(db, batch))
  }
  for (const event of events) {
    const key = `${event.day}|${event.event}|${event.campaign}|${event.page}|${event.country}|${event.device}`
    const row = batch.get(key)
    if (row) row.count++
    else batch.set(key, { event, count: 1 })
  }
}

/** Closes the batch after COUNT_BATCH_MS and upserts its rows; resolves whatever happens. */
async function writeLater(db: D1Database, batch: Batch): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, COUNT_BATCH_MS))
  open.delete(db)
  const rows = [...batch.values()]
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const statements = rows.map(({ event: e, count }) =>
      db.prepare(UPSERT).bind(e.day, e.event, e.campaign, e.page, e.country, e.device, count),
    )
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), COUNT_TIMEOUT_MS)
    })
    await Promise.race([db.batch(statements), timeout])
  } catch (error) {
    logFailure(
      [...new Set(rows.map((row) => row.event.event))],
      rows.reduce((sum, row) => sum + row.count, 0),
      error instanceof Error ? error.message.slice(0, 200) : String(error),
    )
  } finally {
    clearTimeout(timer)
  }
}

/** One line per lost batch: which events, how many, and why. */
function logFailure(events: CampaignEventName[], count: number, error: string): void {
  logError('campaign_count_failed', { events, count, error })
}
