/**
 * /go: the campaign redirect marketers share. Always to PARTNER_URL (never a destination taken
 * from the request), with the link's ?sub= passed on when it is a safe tag. A visitor's click
 * with a campaign also gets the signed `camp` cookie (with the link's click id), so one who comes
 * back later and signs up here is credited to it. The partner URL carries the partner click token
 * (PARTNER_CLICK_PARAM), which the partner's postback hands back with the revenue.
 */
import { Hono, type Context } from 'hono'
import { GO_PAGE } from '../campaign/attribution/campaign-cookie'
import { campaignTag } from '../campaign/core/campaign-tag'
import { carryCampaign } from '../campaign/attribution/carry-campaign'
import { countClick } from '../campaign/counting/count-click'
import { countingEnabled, visitorOf } from '../campaign/counting/count-event'
import { partnerClick } from '../campaign/attribution/partner-click'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { GO_PATH, HOME_PATH } from '../shared/paths'
import { partnerLink, type PartnerClick } from '../shared/partner-link'

export const go = new Hono<AppEnv>()

go.get(GO_PATH, async function redirectToPartner(c) {
  countClick(c)
  const campaign = campaignTag(c.req.query('sub'))
  const click = await partnerClick(c.env, campaign ?? '', GO_PAGE)
  const destination = partnerDestination(c.env.PARTNER_URL, c.req.query('sub'), click)
  if (!destination) {
    logError('go', { error: 'PARTNER_URL is not a valid https URL' })
    return c.redirect(HOME_PATH, 302)
  }
  await tagVisitor(c, campaign)
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
async function tagVisitor(c: Context<AppEnv>, campaign: string | undefined): Promise<void> {
  if (!campaign || !countingEnabled(c.env) || !visitorOf(c.req.raw).tagged) return
  const carried = await carryCampaign(c.req.raw, c.env, campaign, GO_PAGE)
  if (carried) c.header('Set-Cookie', carried.cookie, { append: true })
}
