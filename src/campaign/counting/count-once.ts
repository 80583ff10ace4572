/**
 * Writes a request's paid-for events (a signup's attempt and outcome) exactly once, through a D1
 * outage (docs/decisions/008-exactly-once-through-d1-outages.md): handed to a count aggregator,
 * which saves them at once with the call's
 * random id (a retried call adds nothing) and flushes them to D1 however long D1 takes to come
 * back. The call is tried a few times within the request's waitUntil. The person's client (its
 * day-keyed hash, tag-budget.ts) goes with them, so a signup can list its tag only within that
 * client's budget. Without the aggregators' binding they go straight to D1 as a one-off flush.
 */
import type { Env } from '../../env'
import {
  aggregatorOf,
  type CampaignEvent,
  isolateSalt,
  logCountsLost,
  shardCount,
  shardOf,
  withDeadline,
} from '../core'
import {
  addEvent,
  countLimits,
  ONE_OFF_PREFIX,
  writeFlush,
  type CountLimits,
  type StoredCount,
} from './count-store'
import type { WaitUntil } from './count-batch'
import { clientAddress, clientOfDay, routingCode } from './tag-budget'
import { logCapped } from './log-capped'

/** Waits before each attempt: at once, then twice more. */
const ONE_OFF_ATTEMPT_DELAYS_MS = [0, 250, 1_000]
/** An aggregator saves within a second; past this an attempt is given up (and retried). */
const ATTEMPT_DEADLINE_MS = 3_000

/** Writes the events after the response; never delays the visitor. */
export function writeCountsOnce(
  ctx: WaitUntil,
  env: Env,
  events: readonly CampaignEvent[],
  request?: Request,
): void {
  if (events.length === 0) return
  const rows = new Map<string, StoredCount>()
  for (const event of events) addEvent(rows, event)
  const limits = countLimits(env)
  if (env.COUNT_AGGREGATOR) {
    ctx.waitUntil(handOver(env, env.COUNT_AGGREGATOR, [...rows.values()], limits, request))
    return
  }
  const db = env.DB
  if (!db) return logCountsLost(events, 'the DB binding is missing')
  ctx.waitUntil(writeWithRetries(db, [...rows.values()], limits))
}

async function handOver(
  env: Env,
  aggregators: NonNullable<Env['COUNT_AGGREGATOR']>,
  rows: StoredCount[],
  limits: CountLimits,
  request: Request | undefined,
): Promise<void> {
  const first = rows[0]!
  const address = request ? clientAddress(request) : null
  const client = address ? clientOfDay(env, address, first.hour.slice(0, 10)) : undefined
  const sent = client ? rows.map((row) => ({ ...row, client })) : rows
  // A client's rows go where its budget is kept (count-batch.ts routes its landings the same way).
  const shard = client
    ? shardOf(routingCode(client), 0, shardCount(env))
    : shardOf(first.campaign, isolateSalt(env), shardCount(env))
  const id = crypto.randomUUID()
  await attempt(rows, () =>
    withDeadline(aggregatorOf(aggregators, shard).addOnce(id, sent, limits), ATTEMPT_DEADLINE_MS),
  )
}

async function writeWithRetries(
  db: D1Database,
  rows: StoredCount[],
  limits: CountLimits,
): Promise<void> {
  const flush = { shard: `${ONE_OFF_PREFIX}${crypto.randomUUID()}`, seq: 0 }
  await attempt(rows, async () =>
    logCapped(await writeFlush(db, rows, flush, limits), limits.tagsPerDay),
  )
}

/** Tries `write` after each of ONE_OFF_ATTEMPT_DELAYS_MS; logs the rows lost if none succeeds. */
async function attempt(rows: StoredCount[], write: () => Promise<void>): Promise<void> {
  let error: unknown
  for (const delay of ONE_OFF_ATTEMPT_DELAYS_MS) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      return await write()
    } catch (failure) {
      error = failure
    }
  }
  logCountsLost(rows, error instanceof Error ? error.message.slice(0, 200) : String(error))
}
