/**
 * The app's side of lander tests: the request's arm (the one the front door chose, when it did)
 * set for renderPage and cachePages, and a new visitor's `arm` cookie on the page they see.
 */
import type { MiddlewareHandler } from 'hono'
import type { Env } from '../env'
import type { AppEnv } from '../http/app-env'
import { campaignEvent } from '../campaign/core'
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
 * Counts a person newly given an arm as the arm's `arm_assigned` (its visitors, whatever brought
 * them: a test of every visitor has no landing to count), under the page type and the campaign
 * of the link they landed through ('' for none).
 */
export function countAssignment(
  env: Env,
  ctx: WaitUntil,
  request: Request,
  arm: ArmChoice,
  campaign: string,
): void {
  const event = campaignEvent(pageVisitor(request), 'arm_assigned', campaign, arm.test.pageType)
  event.arm = arm.counted
  // With the request when there is a campaign: its tag may be new for the day (tag-budget.ts).
  scheduleCount(ctx, env, [event], campaign ? request : undefined)
}
