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
import { campaignEvent, countingEnabled, inArm, NO_SUB_IDS, visitorOf } from '../core'
import { scheduleCount } from './count-batch'

/** The visitor's lander-test arm for their landing page ('' for none), from the layer above. */
type ArmOf = (request: Request, env: AppEnv['Bindings'], page: string) => Promise<string>

/**
 * Counts a confirmation after it is answered; a visitor already confirmed is not counted again,
 * nor a client that confirmed for this campaign earlier in the day (admission.ts).
 */
export function countGatePassed(armOf?: ArmOf): MiddlewareHandler<AppEnv> {
  return async function countGatePassed(c, next) {
    await next()
    const cookies = c.req.header('Cookie')
    if (c.res.status !== 303 || !countingEnabled(c.env) || isAgeConfirmed(cookies)) return
    const carried = await readCampaignCookie(cookies, c.env)
    const read = visitorOf(c.req.raw)
    if (!carried || read.bot) return
    const { campaign, page, subs = NO_SUB_IDS } = carried
    // The visitor in the arm they hold for their landing page: counted under it as a dimension.
    const visitor = armOf ? inArm(read, await armOf(c.req.raw, c.env, page)) : read
    const event = campaignEvent(visitor, 'gate_passed', campaign, page, '', subs)
    // With the request: a gate pass is a person's event like a landing, judged by its client's
    // ledger (admission.ts): counted once per client, campaign and day, making nothing new past
    // the client's budget.
    scheduleCount(c.executionCtx, c.env, [event], c.req.raw)
  }
}
