/**
 * Where a created signup's postback runs: in a count aggregator, not in the request's waitUntil,
 * which ends 30 s after the response while the postback may wait out a D1 outage of minutes or
 * hours. The aggregator saves it in its own storage before trying it (postback-queue.ts), so a
 * restart or an eviction loses none; the request waits for the first try at most CARRY_WAIT_MS.
 * It is handed over once, never retried from here, so it is never queued twice; a failed
 * hand-over is logged (without the click id) and that postback is lost.
 * See docs/decisions/018-waiting-postbacks.md.
 */
import type { Context } from 'hono'
import type { Env } from '../../env'
import type { AppEnv } from '../../http/app-env'
import { logError } from '../../shared/log'
import type { SignupOutcome } from '../../signup/forward-signup'
import type { CampaignPayload } from '../attribution'
import { aggregatorOf, isolateSalt, shardCount, shardOf, type Visitor, withDeadline } from '../core'
import { sendSignupPostback } from './postback-out'

/**
 * Schedules the postback of a created signup, if it has one to send. None of it starts before the
 * response is handed back, the template lookup included: `npm run bench` (postback) measured a
 * lookup started in the handler costing the visitor a few ms on a busy local runtime.
 */
export function postbackSignup(
  c: Context<AppEnv>,
  outcome: SignupOutcome,
  carried: CampaignPayload | undefined,
  visitor: Visitor,
): void {
  if (outcome.kind !== 'created' || !carried?.cid || visitor.bot) return
  const { campaign, cid } = carried
  const now = new Date()
  c.executionCtx.waitUntil(afterTheResponse().then(() => carryPostback(c.env, campaign, cid, now)))
}

/** Resolves on a later turn of the event loop: the handler's response has been handed back. */
function afterTheResponse(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** How long the request's waitUntil follows the first try (the job goes on without it). */
const CARRY_WAIT_MS = 20_000
const CARRIED_ON = 'carried on in the aggregator'

export async function carryPostback(
  env: Env,
  campaign: string,
  cid: string,
  now: Date,
): Promise<void> {
  const aggregators = env.COUNT_AGGREGATOR
  // Without the binding: run here, as far as this request's waitUntil lets it.
  if (!aggregators) return sendSignupPostback(env, campaign, cid, now)
  const shard = shardOf(campaign, isolateSalt(env), shardCount(env))
  const handover = aggregatorOf(aggregators, shard).runPostback(campaign, cid, now.toISOString())
  try {
    await withDeadline(handover, CARRY_WAIT_MS, CARRIED_ON)
  } catch (error) {
    // Past the wait the aggregator goes on with it, without this request.
    if (error instanceof Error && error.message === CARRIED_ON) return
    logError('postback_failed', {
      campaign,
      error: error instanceof Error ? error.name : 'unknown',
      stage: 'handover',
    })
  }
}
