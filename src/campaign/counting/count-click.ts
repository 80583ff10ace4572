/**
 * Clicks: every GET /go a visitor navigates to, with its campaign tag or '' (a bot's or a HEAD's
 * goes to `bot`); an `<img>` or `fetch()` pointing at /go from another site is not counted.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { campaignTag } from '../core/campaign-tag'
import { scheduleCount } from './count-batch'
import { campaignEvent, visitorOf } from './count-event'

/** The page tag of a click: the /go link itself. */
const CLICK_PAGE = 'go'

export function countClick(c: Context<AppEnv>): void {
  const campaign = campaignTag(c.req.query('sub')) ?? ''
  const visitor = visitorOf(c.req.raw)
  if (!visitor.navigation) return
  if (visitor.bot) {
    scheduleCount(c.executionCtx, c.env, [campaignEvent(visitor, 'bot', campaign, CLICK_PAGE)])
    return
  }
  // With the request: a person's click may make its tag new for the day (tag-budget.ts).
  const event = campaignEvent(visitor, 'click', campaign, CLICK_PAGE)
  scheduleCount(c.executionCtx, c.env, [event], c.req.raw)
}
