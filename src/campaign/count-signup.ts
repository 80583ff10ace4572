/** Signup events of a validated submission: the attempt and its outcome, page tag and campaign. */
import type { Context } from 'hono'
import type { AppEnv } from '../http/app-env'
import type { Subid } from '../shared/island-contract'
import type { SignupOutcome } from '../signup/forward-signup'
import type { CampaignPayload } from './campaign-cookie'
import { scheduleCount } from './count-batch'
import { campaignEvent, visitorOf, type CampaignEventName } from './count-event'

const OUTCOME_EVENT: Record<SignupOutcome['kind'], CampaignEventName> = {
  created: 'signup_created',
  rejected: 'signup_rejected',
  unavailable: 'signup_unavailable',
}

/**
 * Counts `signup_attempt` and the outcome's event after the response, under the campaign and
 * landing page of the visitor's signed cookie ('' without one) and the page that sent the form.
 */
export function countSignup(
  c: Context<AppEnv>,
  outcome: SignupOutcome,
  page: Subid,
  carried: CampaignPayload | undefined,
): void {
  const campaign = carried?.campaign ?? ''
  const landed = carried?.page ?? ''
  const visitor = visitorOf(c.req.raw)
  scheduleCount(c.executionCtx, c.env, [
    campaignEvent(visitor, 'signup_attempt', campaign, page, landed),
    campaignEvent(visitor, OUTCOME_EVENT[outcome.kind], campaign, page, landed),
  ])
}
