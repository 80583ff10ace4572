/**
 * Signup events: the attempt and its outcome, with the page tag and the visitor's campaign,
 * written to D1 at once and exactly once (they are what the partner pays for).
 */
import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env'
import { FIELD, isSubid } from '../shared/island-contract'
import type { SignupOutcome } from '../signup/forward-signup'
import { readCampaignCookie } from './campaign-cookie'
import { campaignEvent, countingEnabled, visitorOf, type CampaignEventName } from './count-event'
import { writeCountsOnce } from './count-once'

const OUTCOME_EVENT: Record<SignupOutcome['kind'], CampaignEventName> = {
  created: 'signup_created',
  rejected: 'signup_rejected',
  unavailable: 'signup_unavailable',
}

/** Writes `signup_attempt` and the outcome's event after the response. */
export function countSignup(
  c: Context<AppEnv>,
  outcome: SignupOutcome,
  fields: Record<string, unknown>,
): void {
  if (!countingEnabled(c.env)) return
  const page = isSubid(fields[FIELD.subid]) ? (fields[FIELD.subid] as string) : ''
  const campaign = readCampaignCookie(c.req.header('Cookie')) ?? ''
  const visitor = visitorOf(c.req.raw)
  writeCountsOnce(c.executionCtx, c.env, [
    campaignEvent(visitor, 'signup_attempt', campaign, page),
    campaignEvent(visitor, OUTCOME_EVENT[outcome.kind], campaign, page),
  ])
}
