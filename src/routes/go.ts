/**
 * /go: the campaign redirect marketers share. Always to PARTNER_URL (never a destination taken
 * from the request), with the link's ?sub= passed on when it is a safe tag. A visitor's click
 * with a campaign also gets the signed `camp` cookie (with the link's click id), so one who comes
 * back later and signs up here is credited to it. The partner URL carries the partner click token
 * (PARTNER_CLICK_PARAM, with the click id sealed in it), which the partner's postback hands back
 * with the revenue and outcome.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import {
  type CarriedCampaign,
  carryCampaign,
  GO_PAGE,
  partnerClick,
  readClickId,
} from '../campaign/attribution'
import {
  campaignTag,
  countingEnabled,
  hasSubIds,
  type SubIds,
  subIdsOf,
  type Visitor,
  visitorOf,
} from '../campaign/core'
import { countClick } from '../campaign/counting'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { GO_PATH, HOME_PATH } from '../shared/paths'
import { partnerLink, type PartnerClick } from '../shared/partner-link'

export const go = new Hono<AppEnv>()

go.get(GO_PATH, async function redirectToPartner(c) {
  const query = c.req.query()
  const campaign = campaignTag(query.sub)
  const visitor = visitorOf(c.req.raw)
  const linked = subIdsOf(query)
  const carried = await tagVisitor(c, campaign, visitor, linked)
  // The link's own sub-ids; a link without any, those of the visitor's counted landing.
  const subs = hasSubIds(linked) ? linked : (carried?.subs ?? linked)
  if (countingEnabled(c.env)) {
    const unique = campaign !== undefined && (carried?.uniqueClick ?? true)
    countClick(c, { visitor, campaign: campaign ?? '', subs, unique })
  }
  const dims = { ...subs, state: visitor.state, os: visitor.os, device: visitor.device }
  // The cookie's click id for a visitor it tags, else the link's own (sealed into the token).
  const cid = carried ? carried.cid : campaign ? readClickId(c.req.url) : undefined
  const click = await partnerClick(c.env, campaign ?? '', GO_PAGE, new Date(), dims, cid)
  const destination = partnerDestination(c.env.PARTNER_URL, query.sub, click)
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
  visitor: Visitor,
  subs: SubIds,
): Promise<CarriedCampaign | undefined> {
  if (!campaign || !countingEnabled(c.env) || !visitor.tagged) return undefined
  return carryCampaign(c.req.raw, c.env, { campaign, page: GO_PAGE, subs, click: true })
}
