/**
 * Clicks: every GET /go a visitor navigates to, with its campaign tag or '' (a bot's or a HEAD's
 * goes to `bot`); an `<img>` or `fetch()` pointing at /go from another site is not counted. A
 * campaign's click that is the visitor's first on it that UTC day (their `camp` cookie says so,
 * as it says whether a landing is new) is also a `unique_click`.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { campaignEvent, type CampaignEvent, type SubIds, type Visitor } from '../core'
import { scheduleCount } from './count-batch'

/** The page tag of a click: the /go link itself. */
const CLICK_PAGE = 'go'

export interface Click {
  visitor: Visitor
  campaign: string
  subs: SubIds
  /** The visitor's first click on this campaign today (always false without a campaign). */
  unique: boolean
}

export function countClick(c: Context<AppEnv>, { visitor, campaign, subs, unique }: Click): void {
  if (!visitor.navigation) return
  if (visitor.bot) {
    scheduleCount(c.executionCtx, c.env, [campaignEvent(visitor, 'bot', campaign, CLICK_PAGE)])
    return
  }
  const events: CampaignEvent[] = [campaignEvent(visitor, 'click', campaign, CLICK_PAGE, '', subs)]
  if (unique) events.push(campaignEvent(visitor, 'unique_click', campaign, CLICK_PAGE, '', subs))
  // With the request: a person's click may make its tag new for the day (tag-budget.ts).
  scheduleCount(c.executionCtx, c.env, events, c.req.raw)
}
