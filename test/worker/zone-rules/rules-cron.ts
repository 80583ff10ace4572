/**
 * The 10-minute Cron Trigger run through the worker's own scheduled handler, as the zone-rule
 * tests run it, and the URLs a mocked fetch was called with (what a run sent out).
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import type { mockBackend } from '../helpers'

/** One run of the 10-minute trigger at `at`, waited for: rollups, profiles, rules, alerts. */
export async function runRulesCron(env: Env, at = new Date()): Promise<void> {
  const controller = createScheduledController({ scheduledTime: at, cron: RULES_CRON })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

/** Every URL the mocked fetch was called with, in order. */
export function urlsCalled(sent: ReturnType<typeof mockBackend>): string[] {
  return sent.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
}
