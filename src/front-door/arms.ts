/**
 * The app's side of lander tests: the request's arm (the one the front door chose, when it did)
 * set for renderPage and cachePages, and a new visitor's `arm` cookie on the page they see.
 */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '../env'
import type { AppEnv } from '../http/app-env'
import { campaignEvent, type CampaignEvent, inArm } from '../campaign/core'
import { scheduleCount, type WaitUntil } from '../campaign/counting'
import { chooseArm, type ArmChoice } from '../lander-tests/choose-arm'
import { addCookie, readLanding } from './landing'
import { pageVisitor } from './page-visitor'

export function answerArms(): MiddlewareHandler<AppEnv> {
  return async function answerArms(c, next) {
    const arm = await chooseArm(c.req.raw, c.env, pageVisitor)
    if (arm) c.set('arm', arm)
    await next()
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
    if (!arm?.setCookie || !html || c.res.status >= 500) return
    addCookie(c, arm.setCookie)
    const campaign = readLanding(c.req.raw, c.env)?.campaign ?? ''
    countAssignment(c.env, c.executionCtx, c.req.raw, arm, campaign)
  }
}

/**
 * A person newly given an arm, as the arm's `arm_assigned` (its visitors, whatever brought them:
 * a test of every visitor has no landing to count), under the page type and the campaign of the
 * link they landed through ('' for none), with the nonce their arm cookie already carried.
 */
export function assignmentEvent(request: Request, arm: ArmChoice, campaign: string): CampaignEvent {
  const visitor = inArm(pageVisitor(request), arm.counted)
  const event = campaignEvent(visitor, 'arm_assigned', campaign, arm.test.pageType)
  if (arm.carriedNonce) event.nonce = arm.carriedNonce
  return event
}

/** Counts a person newly given an arm (assignmentEvent) on a request that is no counted landing. */
export function countAssignment(
  env: Env,
  ctx: WaitUntil,
  request: Request,
  arm: ArmChoice,
  campaign: string,
): void {
  // Always with the request: an assignment counts once per client and test a day (admission.ts),
  // and its campaign's tag may be new for the day (tag-budget.ts).
  scheduleCount(ctx, env, [assignmentEvent(request, arm, campaign)], request)
}
