/**
 * Signup events of a validated submission: the attempt and its outcome, with the page tag and the
 * visitor's campaign, saved at once and written to D1 exactly once (they are what the partner pays
 * for), through a D1 outage (count-once.ts).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import type { Subid } from '../../shared/island-contract'
import type { SignupOutcome } from '../../signup/forward-signup'
import type { CampaignPayload } from '../attribution'
import {
  campaignEvent,
  type CampaignEventName,
  countingEnabled,
  NO_SUB_IDS,
  type Visitor,
} from '../core'
import { writeCountsOnce } from './count-once'

const OUTCOME_EVENT: Record<SignupOutcome['kind'], CampaignEventName> = {
  created: 'signup_created',
  rejected: 'signup_rejected',
  unavailable: 'signup_unavailable',
}

/**
 * Writes `signup_attempt` and the outcome's event after the response, under the campaign and
 * landing page and sub-ids of the visitor's signed cookie ('' without one) and the page that sent the form,
 * under the lander-test arm the visitor is read in (inArm).
 */
export function countSignup(
  c: Context<AppEnv>,
  outcome: SignupOutcome,
  page: Subid,
  carried: CampaignPayload | undefined,
  visitor: Visitor,
): void {
  if (!countingEnabled(c.env)) return
  const campaign = carried?.campaign ?? ''
  const landed = carried?.page ?? ''
  const subs = carried?.subs ?? NO_SUB_IDS
  // With the request: its client may list the tag for the day within its budget (tag-budget.ts).
  const events = [
    campaignEvent(visitor, 'signup_attempt', campaign, page, landed, subs),
    campaignEvent(visitor, OUTCOME_EVENT[outcome.kind], campaign, page, landed, subs),
  ]
  writeCountsOnce(c.executionCtx, c.env, events, c.req.raw)
}
