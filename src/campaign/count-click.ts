/** Clicks: every GET /go, with its campaign tag or '' (a bot's or a HEAD's goes to `bot`). */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { campaignTag } from './campaign-tag'
import { campaignEvent, isBotRequest, scheduleCount } from './count-event'

/** The page tag of a click: the /go link itself. */
export const CLICK_PAGE = 'go'

export function countClick(c: Context<AppEnv>): void {
  const request = c.req.raw
  const campaign = campaignTag(c.req.query('sub')) ?? ''
  const event = isBotRequest(request) ? 'bot' : 'click'
  scheduleCount(c.executionCtx, c.env, [campaignEvent(request, event, campaign, CLICK_PAGE)])
}
