/**
 * Writes a request's paid-for events (a signup's attempt and outcome) straight to D1, each
 * request's as one flush under a random one-off id: retried a few times within the request's
 * waitUntil, and counted once however often a retry follows a write D1 committed unheard.
 */
import type { Env } from '../../env'
import { logCountsLost, type CampaignEvent } from './count-event'
import {
  addEvent,
  countLimits,
  ONE_OFF_PREFIX,
  writeFlush,
  type CountLimits,
  type StoredCount,
} from './count-store'
import type { WaitUntil } from './count-batch'
import { logCapped } from '../core/log-capped'

/** Waits before each attempt: at once, then twice more. */
const ONE_OFF_ATTEMPT_DELAYS_MS = [0, 250, 1_000]

/** Writes the events after the response; never delays the visitor. */
export function writeCountsOnce(ctx: WaitUntil, env: Env, events: readonly CampaignEvent[]): void {
  if (events.length === 0) return
  const db = env.DB
  if (!db) return logCountsLost(events, 'the DB binding is missing')
  const rows = new Map<string, StoredCount>()
  for (const event of events) addEvent(rows, event)
  ctx.waitUntil(writeWithRetries(db, [...rows.values()], countLimits(env)))
}

async function writeWithRetries(
  db: D1Database,
  rows: StoredCount[],
  limits: CountLimits,
): Promise<void> {
  const flush = { shard: `${ONE_OFF_PREFIX}${crypto.randomUUID()}`, seq: 0 }
  let error: unknown
  for (const delay of ONE_OFF_ATTEMPT_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      return logCapped(await writeFlush(db, rows, flush, limits), limits.tagsPerDay)
    } catch (failure) {
      error = failure
    }
  }
  logCountsLost(rows, error instanceof Error ? error.message.slice(0, 200) : String(error))
}
