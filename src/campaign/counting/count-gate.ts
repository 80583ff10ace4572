/**
 * The age gate's `gate_passed`: a visitor carrying a campaign (their signed `camp` cookie)
 * confirming 18+, counted under that campaign, landing page and sub-ids. Its `gate_shown` is
 * counted with the landing (front-door/landing.ts): a counted landing of a visitor without the
 * confirmation is a page with the gate in front of it.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { isAgeConfirmed } from '../../http/cookies'
import { readCampaignCookie } from '../attribution'
import { campaignEvent, countingEnabled, NO_SUB_IDS, visitorOf } from '../core'
import { scheduleCount } from './count-batch'

/** Counts a confirmation after it is answered; a visitor already confirmed is not counted again. */
export function countGatePassed(): MiddlewareHandler<AppEnv> {
  return async function countGatePassed(c, next) {
    await next()
    const cookies = c.req.header('Cookie')
    if (c.res.status !== 303 || !countingEnabled(c.env) || isAgeConfirmed(cookies)) return
    const carried = await readCampaignCookie(cookies, c.env)
    const visitor = visitorOf(c.req.raw)
    if (!carried || visitor.bot) return
    const { campaign, page, subs = NO_SUB_IDS } = carried
    const event = campaignEvent(visitor, 'gate_passed', campaign, page, '', subs)
    scheduleCount(c.executionCtx, c.env, [event])
  }
}
