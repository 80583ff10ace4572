/**
 * /go: the way onto the partner. Always to PARTNER_URL (never a destination taken from the
 * request), with the partner click token (in the landing parameter of the network preset chosen
 * for that URL, else PARTNER_CLICK_PARAM), which the partner's postback hands
 * back with the revenue and outcome. Two kinds of link reach it:
 * - a campaign's link (`?sub=TAG`, a traffic source's direct link): counted as that campaign's
 *   click, the visitor tagged with the signed `camp` cookie (with the link's click id), the token
 *   made for that campaign and the page the visitor landed on (`go` for a direct link);
 * - the site's own link (`?from=PAGE`, or no `sub` at all): never a campaign, so it neither
 *   counts as one nor touches the cookie; its token is that of the campaign the visitor carries
 *   (campaign, landing page, sub-ids, click id), so the partner's approval is credited to the zone
 *   that bought the visit (docs/campaigns.md, "Which touch wins").
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import {
  type CampaignPayload,
  type CarriedCampaign,
  carriedClick,
  carryCampaign,
  GO_PAGE,
  linkProblems,
  partnerClick,
  presetFor,
  readCampaignCookie,
  readClickId,
} from '../campaign/attribution'
import {
  campaignTag,
  clickDimensionsOf,
  countingEnabled,
  type PartnerNetwork,
  readCost,
  hasSubIds,
  type SubIds,
  subIdsOf,
  type Visitor,
  visitorOf,
} from '../campaign/core'
import { countClick } from '../campaign/counting'
import { heldArm } from '../lander-tests/choose-arm'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { GO_PATH, HOME_PATH, SITE_LINK_PARAM } from '../shared/paths'
import { partnerLink, type PartnerClick } from '../shared/partner-link'

export const go = new Hono<AppEnv>()

/** What a click on /go sends on to the partner, and the cookie it gives. */
interface GoClick {
  /** The campaign passed on as `sub=` ('' for none). */
  campaign: string
  token: PartnerClick | undefined
  cookie?: string
}

go.get(GO_PATH, async function redirectToPartner(c) {
  const query = c.req.query()
  // The site's own links never carry a campaign, even one named in them by mistake.
  const campaign = query[SITE_LINK_PARAM] === undefined ? campaignTag(query.sub) : undefined
  const visitor = visitorOf(c.req.raw)
  // The campaign the visitor carries (their signed `camp` cookie), read once for the arm and the
  // site's own link.
  const carried = await readCampaignCookie(c.req.header('Cookie'), c.env)
  // Offer rotation: a visitor in an offer test's arm (or its scope's kept arm) goes to its partner.
  const held = await heldArm(c.req.raw, c.env, carried?.page, campaign ?? carried?.campaign)
  const arm = held?.key ?? ''
  const partnerUrl = held?.arm.partnerUrl ?? c.env.PARTNER_URL
  // The network preset chosen for this partner URL names the parameter the token goes in.
  const network = await presetFor(c.env, partnerUrl)
  const click = campaign
    ? await campaignClick(c, campaign, visitor, query, arm, network)
    : await siteClick(c, visitor, query, arm, carried, network)
  const destination = partnerLink(partnerUrl, click.campaign, '', click.token)
  if (!destination) {
    logError('go', { error: 'PARTNER_URL is not a valid https URL' })
    return c.redirect(HOME_PATH, 302)
  }
  if (click.cookie) c.header('Set-Cookie', click.cookie, { append: true })
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex')
  return c.redirect(destination, 302)
})

/** A campaign link's click: counted, the visitor tagged, the token of their landing. */
async function campaignClick(
  c: Context<AppEnv>,
  campaign: string,
  visitor: Visitor,
  query: Record<string, string>,
  arm: string,
  network: PartnerNetwork | undefined,
): Promise<GoClick> {
  const linked = subIdsOf(query)
  const carried = await tagVisitor(c, campaign, visitor, linked)
  // The link's own sub-ids; a link without any, those of the visitor's counted landing.
  const subs = hasSubIds(linked) ? linked : (carried?.subs ?? linked)
  // The page the visitor landed on (`go` for a direct link): the token files a sale's revenue
  // there, and the click is counted there too, beside that page's landings and cost.
  const landed = carried?.page ?? GO_PAGE
  if (countingEnabled(c.env)) {
    const unique = carried?.uniqueClick ?? true
    const landingPage = landed === GO_PAGE ? '' : landed
    const problems = linkProblems(query)
    const cost = readCost(query.cost)
    countClick(c, { visitor, campaign, subs, unique, landingPage, problems, arm, cost })
  }
  const dims = { ...clickDimensionsOf(visitor, subs), arm }
  // The cookie's click id for a visitor it tags, else the link's own (sealed into the token).
  const cid = carried ? carried.cid : readClickId(c.req.url)
  const token = await partnerClick(c.env, campaign, landed, new Date(), dims, cid, network)
  return { campaign, token, ...(carried && { cookie: carried.cookie }) }
}

/**
 * The site's own link (no campaign in it): counted as a click without a campaign, the cookie
 * left as it is, the token of the campaign the visitor carries (none: a token without one).
 */
async function siteClick(
  c: Context<AppEnv>,
  visitor: Visitor,
  query: Record<string, string>,
  arm: string,
  carried: CampaignPayload | undefined,
  network: PartnerNetwork | undefined,
): Promise<GoClick> {
  const subs = subIdsOf(query)
  if (countingEnabled(c.env)) countClick(c, { visitor, campaign: '', subs, unique: false, arm })
  if (carried) {
    const token = await carriedClick(c.env, carried, { ...visitor, arm }, new Date(), network)
    return { campaign: carried.campaign, token }
  }
  const dims = { ...clickDimensionsOf(visitor, subs), arm }
  const token = await partnerClick(c.env, '', GO_PAGE, new Date(), dims, undefined, network)
  return { campaign: '', token }
}

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
  campaign: string,
  visitor: Visitor,
  subs: SubIds,
): Promise<CarriedCampaign | undefined> {
  if (!countingEnabled(c.env) || !visitor.tagged) return undefined
  return carryCampaign(c.req.raw, c.env, { campaign, page: GO_PAGE, subs, click: true })
}
