/**
 * /go: the way onto the partner. Always to PARTNER_URL (never a destination taken from the
 * request), with the partner click token (in the landing parameter of the network preset chosen
 * for that URL, else PARTNER_CLICK_PARAM), which the partner's postback hands
 * back with the revenue and outcome. Two kinds of link reach it:
 * - a campaign's link (`?sub=TAG`, a traffic source's direct link): counted as that campaign's
 *   click, the visitor tagged with the signed `camp` cookie (with the link's click id), the token
 *   made for that campaign and the page the visitor landed on (`go` for a direct link);
 * - the site's own link (`?from=PAGE`, or no `sub` at all): never a campaign of its own, and it
 *   leaves the cookie as it is; the click is the next step of the visit the visitor's campaign
 *   bought, so it is counted under that campaign, its sub-ids, landing page and arm (as the
 *   partner's approval is credited there: its token is that of the campaign the visitor carries),
 *   and without one under no campaign (docs/campaigns.md, "Which touch wins").
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import {
  type CampaignPayload,
  type CarriedCampaign,
  carriedClick,
  carryCampaign,
  GO_PAGE,
  type LandingPage,
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
  inArm,
  NO_SUB_IDS,
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
  // The campaign the visitor carries (their signed `camp` cookie), read once for the arm and the
  // site's own link.
  const carried = await readCampaignCookie(c.req.header('Cookie'), c.env)
  // Offer rotation: a visitor in an offer test's arm (or its scope's kept arm) goes to its partner.
  const held = await heldArm(c.req.raw, c.env, carried?.page, campaign ?? carried?.campaign)
  // The visitor in the arm they hold: the click is counted, and its token made, under it.
  const visitor = inArm(visitorOf(c.req.raw), held?.key ?? '')
  const partnerUrl = held?.arm.partnerUrl ?? c.env.PARTNER_URL
  // The network preset chosen for this partner URL names the parameter the token goes in.
  const network = await presetFor(c.env, partnerUrl)
  const click = campaign
    ? await campaignClick(c, campaign, visitor, query, network)
    : await siteClick(c, visitor, query, carried, network)
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
    countClick(c, {
      visitor,
      campaign,
      subs,
      unique,
      direct: true,
      landingPage,
      problems,
      cost,
    })
  }
  const dims = clickDimensionsOf(visitor, subs)
  // The cookie's click id for a visitor it tags, else the link's own (sealed into the token).
  const cid = carried ? carried.cid : readClickId(c.req.url)
  const token = await partnerClick(c.env, campaign, landed, new Date(), dims, cid, network)
  return { campaign, token, ...(carried && { cookie: carried.cookie }) }
}

/**
 * The site's own link (no campaign in it): counted as a click of the campaign the visitor carries
 * (its sub-ids and landing page; unique on their first click on it that UTC day, which their
 * cookie then records, as a campaign link's click does), else as a click without a campaign. The
 * campaign, landing page, sub-ids and click id stay the cookie's; the token is that of the
 * campaign the visitor carries (none: a token without one).
 */
async function siteClick(
  c: Context<AppEnv>,
  visitor: Visitor,
  query: Record<string, string>,
  carried: CampaignPayload | undefined,
  network: PartnerNetwork | undefined,
): Promise<GoClick> {
  if (!carried) {
    const subs = subIdsOf(query)
    if (countingEnabled(c.env)) countClick(c, { visitor, campaign: '', subs, unique: false })
    const dims = clickDimensionsOf(visitor, subs)
    const token = await partnerClick(c.env, '', GO_PAGE, new Date(), dims, undefined, network)
    return { campaign: '', token }
  }
  const { campaign, page } = carried
  const subs = carried.subs ?? NO_SUB_IDS
  // The same campaign, page and sub-ids: only the day of the visitor's last click changes.
  const next = await tagVisitor(c, campaign, visitor, subs, page)
  if (countingEnabled(c.env)) {
    const unique = next?.uniqueClick ?? true
    const landingPage = page === GO_PAGE ? '' : page
    countClick(c, { visitor, campaign, subs, unique, landingPage })
  }
  const token = await carriedClick(c.env, carried, visitor, new Date(), network)
  return { campaign, token, ...(next && { cookie: next.cookie }) }
}

/** PARTNER_URL with the link's tag as sub= and, when given, the partner click token. */
export function partnerDestination(
  partnerUrl: string,
  sub: string | undefined,
  click?: PartnerClick,
): string | undefined {
  return partnerLink(partnerUrl, campaignTag(sub), '', click)
}

/**
 * The `camp` cookie for a visitor's click with a campaign (not a bot's, not an <img>'s): a new
 * campaign's lands on `page` (`go` for a direct link), the one they carry keeps its own.
 */
async function tagVisitor(
  c: Context<AppEnv>,
  campaign: string,
  visitor: Visitor,
  subs: SubIds,
  page: LandingPage = GO_PAGE,
): Promise<CarriedCampaign | undefined> {
  if (!countingEnabled(c.env) || !visitor.tagged) return undefined
  return carryCampaign(c.req.raw, c.env, { campaign, page, subs, click: true })
}
