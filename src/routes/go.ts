/**
 * /go: the campaign redirect marketers share. Always to PARTNER_URL (never a destination taken
 * from the request), with the link's ?sub= passed on when it is a safe tag. A visitor's click
 * with a campaign also gets the signed `camp` cookie (with the link's click id), so one who comes
 * back later and signs up here is credited to it. The partner URL carries the partner click token
 * (PARTNER_CLICK_PARAM), which the partner's postback hands back with the revenue.
 */
import { Hono, type Context } from 'hono'
import { GO_PAGE, type CampaignPayload } from '../campaign/attribution/campaign-cookie'
import { campaignTag } from '../campaign/core/campaign-tag'
import { carryCampaign, type CarriedCampaign } from '../campaign/attribution/carry-campaign'
import { readClickId } from '../campaign/attribution/click-id'
import { countClick } from '../campaign/counting/count-click'
import { countingEnabled, visitorOf } from '../campaign/counting/count-event'
import {
  clickAttribution,
  partnerClick,
  type ClickAttribution,
} from '../campaign/attribution/partner-click'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { GO_PATH, HOME_PATH } from '../shared/paths'
import { partnerLink, type PartnerClick } from '../shared/partner-link'

export const go = new Hono<AppEnv>()

go.get(GO_PATH, async function redirectToPartner(c) {
  countClick(c)
  const campaign = campaignTag(c.req.query('sub'))
  const carried = await tagVisitor(c, campaign)
  const click = await partnerClick(c.env, attributionOf(c, campaign, carried?.payload))
  const destination = partnerDestination(c.env.PARTNER_URL, c.req.query('sub'), click)
  if (!destination) {
    logError('go', { error: 'PARTNER_URL is not a valid https URL' })
    return c.redirect(HOME_PATH, 302)
  }
  if (carried) c.header('Set-Cookie', carried.cookie, { append: true })
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.redirect(destination, 302)
})

/** PARTNER_URL with the link's tag as sub= and, when given, the partner click token. */
export function partnerDestination(
  partnerUrl: string,
  sub: string | undefined,
  click?: PartnerClick,
): string | undefined {
  return partnerLink(partnerUrl, campaignTag(sub), '', click)
}

/** The `camp` cookie for a visitor's navigation with a campaign (not a bot's, not an <img>'s). */
async function tagVisitor(
  c: Context<AppEnv>,
  campaign: string | undefined,
): Promise<CarriedCampaign | undefined> {
  if (!campaign || !countingEnabled(c.env) || !visitorOf(c.req.raw).tagged) return undefined
  return carryCampaign(c.req.raw, c.env, campaign, GO_PAGE)
}

/**
 * What the partner token carries: the cookie's click id and sub-ids for a visitor it tags, else
 * the link's own click id (a click that sets no cookie still hands it on, sealed).
 */
function attributionOf(
  c: Context<AppEnv>,
  campaign: string | undefined,
  payload: CampaignPayload | undefined,
): ClickAttribution {
  if (payload) return clickAttribution(payload)
  const cid = campaign ? readClickId(c.req.url) : undefined
  return { campaign: campaign ?? '', page: GO_PAGE, ...(cid && { cid }) }
}
