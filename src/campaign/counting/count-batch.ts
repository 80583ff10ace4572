/**
 * Sends clicks, landings and bots to the count aggregators after the response, batched per
 * isolate: the first event counted opens a batch and hands its sending to that request's
 * waitUntil; events counted within the batch's window only add to its totals. The window adapts
 * (50 ms when quiet, doubling up to 1 s while batches are big), and a closed batch is split by
 * shard (count-shards.ts), one RPC per shard it touches, so a busy isolate makes a
 * few RPCs a second however many visitors it serves, and a counted request costs a map update.
 * A failure (no binding, an RPC error, a timeout) is logged as one JSON line and swallowed:
 * counting never changes what the visitor gets.
 */
import type { Env } from '../../env'
import { AdaptiveWindow } from './adaptive-window'
import {
  aggregatorOf,
  type CampaignEvent,
  countingEnabled,
  isolateSalt,
  logCountsLost,
  shardCount,
  shardOf,
  withDeadline,
} from '../core'
import { addEvent, countLimits, type CountLimits, type StoredCount } from './count-store'
import { clientAddress, clientOfDay, nonceOfDay, routingCode } from './tag-budget'

/** What counting needs of an execution context (Hono's and the runtime's types differ). */
export type WaitUntil = Pick<ExecutionContext, 'waitUntil'>

/** A batch's window: COUNT_WINDOW_MIN_MS when quiet, up to COUNT_WINDOW_MAX_MS when busy. */
export const COUNT_WINDOW_MIN_MS = 50
export const COUNT_WINDOW_MAX_MS = 1_000
/**
 * Events in one window that make the next one longer (fewer halve it): an isolate with steady
 * traffic (a 50 ms window with 4 events, then at least 4 a second) sends one batch a second, so
 * its RPCs (billed Durable Object requests) stop growing with traffic; a lone event still
 * reaches the aggregators within 50 ms.
 */
export const COUNT_WINDOW_BUSY_AT = 4
/**
 * Past this, a batch's sending is abandoned (and logged) rather than keeping the worker alive.
 * An aggregator acknowledges within about a second (its checkpoint); this leaves room.
 */
export const COUNT_TIMEOUT_MS = 3_000

/**
 * The deadline of this env's sends: COUNT_TIMEOUT_MS, unless the worker tests give their own
 * (env.COUNT_TIMEOUT_MS): an add given up on still lands later, after a test has read D1
 * (docs/decisions/045-test-scale-and-count-deadline.md).
 */
function countTimeoutMs(env: Env): number {
  const ms = Number(env.COUNT_TIMEOUT_MS)
  return Number.isInteger(ms) && ms > 0 ? ms : COUNT_TIMEOUT_MS
}
/** Rows per batch: bounds an RPC's size; a full batch is closed and the next event opens another. */
export const COUNT_BATCH_ROWS = 2_000

type Aggregators = NonNullable<Env['COUNT_AGGREGATOR']>

interface Batch {
  rows: Map<string, StoredCount>
  events: number
  openedAt: number
  /** Given up on (see batchFor): it is never sent, its loss is already logged. */
  abandoned?: boolean
}

/** The batch taking events, and the window's length, per namespace (tests bind more than one). */
const open = new WeakMap<Aggregators, Batch>()
const windows = new WeakMap<Aggregators, AdaptiveWindow>()
let missingBindingLogged = false

/**
 * Counts after the response: never delays the visitor. `request` is given for a person's event
 * (a landing, a click, a gate pass): its client, as tag-budget.ts hashes it, goes with the event
 * to the aggregator that keeps that client's ledger (admission.ts), hashed before this returns.
 * Without it the events make nothing new, add no cost and count no visitor.
 */
export function scheduleCount(
  ctx: WaitUntil,
  env: Env,
  events: readonly CampaignEvent[],
  request?: Request,
): void {
  if (events.length === 0 || !countingEnabled(env)) return
  const person = request && events.some((event) => event.event !== 'bot')
  // A bot's events have no client to judge.
  if (!person) return addToBatch(ctx, env, events)
  // The client (and any arm cookie's nonce) hashed at once, without a promise (tag-budget.ts).
  // The client goes on the caller's new events (a row copies what it adds, addEvent); an event
  // with a nonce is copied, so no event's nonce is ever hashed twice.
  let counted: CampaignEvent[]
  try {
    const day = events[0]!.hour.slice(0, 10)
    const client = clientOfDay(env, clientAddress(request), day)
    counted = events.map((event) => {
      if (event.nonce !== undefined)
        return { ...event, client, nonce: nonceOfDay(env, event.nonce, day) }
      event.client = client
      return event
    })
  } catch (error) {
    // Counting never breaks the page it counts.
    return logCountsLost(events, String(error).slice(0, 200))
  }
  addToBatch(ctx, env, counted)
}

function addToBatch(ctx: WaitUntil, env: Env, events: readonly CampaignEvent[]): void {
  const aggregators = env.COUNT_AGGREGATOR
  if (!aggregators) {
    // Once per isolate: a missing binding is a configuration error, not a passing failure.
    if (!missingBindingLogged) {
      missingBindingLogged = true
      logCountsLost(events, 'the COUNT_AGGREGATOR binding is missing')
    }
    return
  }
  for (const event of events) {
    const batch = batchFor(ctx, env, aggregators)
    addEvent(batch.rows, event)
    batch.events++
    if (batch.rows.size >= COUNT_BATCH_ROWS) open.delete(aggregators)
  }
}

function windowOf(aggregators: Aggregators): AdaptiveWindow {
  let window = windows.get(aggregators)
  if (!window) {
    window = new AdaptiveWindow({
      minMs: COUNT_WINDOW_MIN_MS,
      maxMs: COUNT_WINDOW_MAX_MS,
      busyAt: COUNT_WINDOW_BUSY_AT,
    })
    windows.set(aggregators, window)
  }
  return window
}

/** The open batch, or a new one whose sending this request's waitUntil carries. */
function batchFor(ctx: WaitUntil, env: Env, aggregators: Aggregators): Batch {
  const now = Date.now()
  const current = open.get(aggregators)
  if (current) {
    // A batch is sent when its window closes. One still open long after has lost its request
    // (its timer never ran): give it up rather than collect into it for ever.
    if (now - current.openedAt <= COUNT_WINDOW_MAX_MS + countTimeoutMs(env)) return current
    current.abandoned = true
    logCountsLost([...current.rows.values()], 'abandoned: it was never sent')
  }
  const batch: Batch = { rows: new Map(), events: 0, openedAt: now }
  open.set(aggregators, batch)
  ctx.waitUntil(sendLater(env, aggregators, batch))
  return batch
}

/** Closes the batch when its window ends and sends it, split by shard; resolves whatever happens. */
async function sendLater(env: Env, aggregators: Aggregators, batch: Batch): Promise<void> {
  const window = windowOf(aggregators)
  await new Promise((resolve) => setTimeout(resolve, window.ms))
  if (open.get(aggregators) === batch) open.delete(aggregators)
  window.closed(batch.events)
  if (batch.abandoned) return
  const shards = shardCount(env)
  const salt = isolateSalt(env)
  const byShard = new Map<number, StoredCount[]>()
  for (const row of batch.rows.values()) {
    // A client's events go to one aggregator, whichever isolate counts them: its budget's keeper.
    // A test's assignments all go to the test's: it alone sees every client and cookie nonce
    // that may be given an arm of it, so each counts once (admission.ts).
    const shard = isAssignment(row)
      ? shardOf(assignmentRouting(row.arm), 0, shards)
      : row.client
        ? shardOf(routingCode(row.client), 0, shards)
        : shardOf(row.campaign, salt, shards)
    const rows = byShard.get(shard)
    if (rows) rows.push(row)
    else byShard.set(shard, [row])
  }
  const limits = countLimits(env)
  await Promise.all(
    [...byShard].map(([shard, rows]) =>
      sendToShard(aggregators, shard, rows, limits, countTimeoutMs(env)),
    ),
  )
}

function isAssignment(row: StoredCount): boolean {
  return row.event === 'arm_assigned' && row.arm !== ''
}

/** What a test's assignments are routed by: its id ('3B' is test 3). */
function assignmentRouting(arm: string): string {
  return `arm|${Number.parseInt(arm, 10)}`
}

async function sendToShard(
  aggregators: Aggregators,
  shard: number,
  rows: StoredCount[],
  limits: CountLimits,
  timeoutMs: number,
) {
  try {
    await withDeadline(aggregatorOf(aggregators, shard).add(rows, limits), timeoutMs, 'timed out')
  } catch (error) {
    logCountsLost(rows, error instanceof Error ? error.message.slice(0, 200) : String(error))
  }
}
