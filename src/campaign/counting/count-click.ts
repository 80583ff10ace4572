/**
 * Clicks: every GET /go a visitor navigates to, with its campaign tag (the direct link's, or the
 * one the visitor carries on the site's own link) or '' (a bot's or a HEAD's goes to `bot`); an
 * `<img>` or `fetch()` pointing at /go from another site is not counted. A campaign's click that
 * is the visitor's first on it that UTC day is also a `unique_click`: its client's aggregator
 * counts one per client, campaign and day whatever the order of campaigns (admission.ts). A
 * direct link's click is also a `direct_click` (a paid visit, charged by a manual CPM or CPC as a
 * landing is), and its `cost` is the click's cost, as a landing's is.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import {
  campaignEvent,
  type CampaignEvent,
  type CampaignEventName,
  type CostReading,
  type LinkProblem,
  type SubIds,
  type Visitor,
} from '../core'
import { scheduleCount } from './count-batch'

/** The page tag of a click: the /go link itself. */
const CLICK_PAGE = 'go'

export interface Click {
  /** The visitor, in the lander-test arm they hold (inArm). */
  visitor: Visitor
  campaign: string
  subs: SubIds
  /** The visitor's first click on this campaign today (always false without a campaign). */
  unique: boolean
  /** A campaign's direct link (counted `direct_click` too), not the site's own link. */
  direct?: boolean
  /**
   * The page the visitor landed on before this click, so reports by page count the click on that
   * page's row (where the token files its sale); '' for a direct link or without a campaign.
   */
  landingPage?: string
  /** The link's problems (an unusable click id, unfilled macros), one event each. */
  problems?: readonly LinkProblem[]
  /** The link's `cost` (a direct link's cost macro), counted as a landing's is. */
  cost?: CostReading
}

export function countClick(
  c: Context<AppEnv>,
  { visitor, campaign, subs, unique, direct = false, landingPage = '', problems = [], cost }: Click,
): void {
  if (!visitor.navigation) return
  if (visitor.bot) {
    scheduleCount(c.executionCtx, c.env, [campaignEvent(visitor, 'bot', campaign, CLICK_PAGE)])
    return
  }
  // A direct link's cost is the click's, once per client, campaign, zone and day (admission.ts).
  const micros = cost?.kind === 'cost' && campaign !== '' ? cost.micros : 0
  const event = (name: CampaignEventName, costMicros = 0) =>
    campaignEvent(visitor, name, campaign, CLICK_PAGE, landingPage, subs, costMicros)
  const events: CampaignEvent[] = [event('click', micros)]
  if (cost?.kind === 'rejected' && campaign !== '') events.push(event('cost_rejected'))
  if (unique) events.push(event('unique_click'))
  if (direct && campaign !== '') events.push(event('direct_click'))
  for (const problem of problems) events.push(event(problem))
  // With the request: a person's click may make its tag new for the day (tag-budget.ts).
  scheduleCount(c.executionCtx, c.env, events, c.req.raw)
}
