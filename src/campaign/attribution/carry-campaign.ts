/**
 * The `camp` cookie a campaign visit gives: a landing on one of our pages or a click on /go. A
 * visitor who already carries the campaign keeps the page they first landed on (renewed, not
 * replaced); the click id is the newest link's, so the postback names the click that converted.
 */
import type { Env } from '../../env'
import {
  campaignSecret,
  campaignSetCookie,
  encodeCampaignCookie,
  readCampaignCookie,
  type LandingPage,
} from './campaign-cookie'
import { readClickId } from './click-id'

interface CarriedCampaign {
  /** The Set-Cookie value. */
  cookie: string
  /** False when the visitor already carried this campaign: a reload is not a second landing. */
  fresh: boolean
}

/** The cookie for a visit from `campaign` onto `page`, or undefined without CAMPAIGN_SECRET. */
export async function carryCampaign(
  request: Request,
  env: Env,
  campaign: string,
  page: LandingPage,
): Promise<CarriedCampaign | undefined> {
  const secret = campaignSecret(env)
  if (!secret) return undefined
  const carried = await readCampaignCookie(request.headers.get('Cookie'), env)
  const fresh = carried?.campaign !== campaign
  // A click id of another campaign is not this one's to report.
  const cid = readClickId(request.url) ?? (fresh ? undefined : carried?.cid)
  const payload = { campaign, page: fresh ? page : carried!.page, ...(cid && { cid }) }
  const value = await encodeCampaignCookie(payload, secret)
  return { cookie: campaignSetCookie(value, request.url.startsWith('https:')), fresh }
}
