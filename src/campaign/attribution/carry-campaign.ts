/**
 * The `camp` cookie a campaign visit gives: a landing on one of our pages or a click on /go. A
 * visitor who already carries the campaign keeps the page they first landed on and that landing's
 * sub-ids (renewed, not replaced: signups are credited to the landing that was counted); the
 * click id is the newest link's, so the postback names the click that converted. A /go click
 * also writes its UTC day, so the visitor's next click on the campaign that day is not unique.
 */
import type { Env } from '../../env'
import { hasSubIds, NO_SUB_IDS, type SubIds } from '../core'
import { CAMPAIGN_COOKIE, isSecureRequest } from '../../http/cookies'
import {
  campaignSecret,
  campaignSetCookie,
  encodeCampaignCookie,
  readCampaignCookie,
  rememberedCampaignCookie,
  type CampaignPayload,
  type LandingPage,
} from './campaign-cookie'
import { readClickId } from './click-id'

export interface CarriedCampaign {
  /** The Set-Cookie value. */
  cookie: string
  /** False when the visitor already carried this campaign: a reload is not a second landing. */
  fresh: boolean
  /** A /go click: whether it is the visitor's first on this campaign this UTC day. */
  uniqueClick: boolean
  /** The page the visitor carries now (the counted landing's; 'go' for a direct /go click). */
  page: LandingPage
  /** The sub-ids the visitor carries now (the counted landing's). */
  subs: SubIds
  /** The click id the cookie carries now (/go seals it into the partner token). */
  cid?: string
}

interface CampaignVisit {
  campaign: string
  page: LandingPage
  /** The link's sub-ids. */
  subs: SubIds
  /** A click on /go (rather than a landing on one of our pages). */
  click?: boolean
}

/**
 * A visit's cookie without a promise, in the common case: a visitor who carries no campaign yet,
 * from a link without a click id, onto a page this isolate has given that campaign's cookie
 * before (its value remembered). The same cookie carryCampaign would give; undefined in every
 * other case, which carryCampaign then works out. A cached landing answered this way runs
 * without a promise from request to response (docs/decisions/017-promise-free-landings.md).
 */
export function carryNewCampaignAtOnce(
  request: Request,
  env: Env,
  visit: CampaignVisit,
  /** The request's URL and Cookie header, when the caller has read them already. */
  url = request.url,
  cookies = request.headers.get('Cookie'),
): CarriedCampaign | undefined {
  const secret = env.CAMPAIGN_SECRET
  if (!secret || visit.click) return undefined
  if (cookies?.includes(`${CAMPAIGN_COOKIE}=`)) return undefined
  const next = nextCarry(url, visit, undefined)
  const value = rememberedCampaignCookie(next.payload, secret)
  return value === undefined ? undefined : carriedWith(url, value, next)
}

/** The cookie for a visit from `campaign` onto `page`, or undefined without CAMPAIGN_SECRET. */
export async function carryCampaign(
  request: Request,
  env: Env,
  visit: CampaignVisit,
  now = Date.now(),
): Promise<CarriedCampaign | undefined> {
  const secret = campaignSecret(env)
  if (!secret) return undefined
  const carried = await readCampaignCookie(request.headers.get('Cookie'), env)
  const url = request.url
  const next = nextCarry(url, visit, carried, now)
  return carriedWith(url, await encodeCampaignCookie(next.payload, secret), next)
}

/** A visit's next cookie payload, and what the carried campaign will say besides its cookie. */
interface NextCarry {
  payload: CampaignPayload
  carry: Omit<CarriedCampaign, 'cookie'>
}

/** What the visitor's cookie holds after this visit, given the campaign they carried (if any). */
function nextCarry(
  url: string,
  { campaign, page, subs, click }: CampaignVisit,
  carried: CampaignPayload | undefined,
  now = Date.now(),
): NextCarry {
  const fresh = carried?.campaign !== campaign
  // A click id of another campaign is not this one's to report.
  const cid = readClickId(url) ?? (fresh ? undefined : carried?.cid)
  const kept = fresh ? subs : (carried!.subs ?? NO_SUB_IDS)
  const landed = fresh ? page : carried!.page
  const today = click ? utcDay(now) : undefined
  const clickDay = today ?? (fresh ? undefined : carried!.clickDay)
  // Optional fields set where present, not spread in: a conditional spread after other fields
  // takes V8's slow path for each one, on every landing.
  const payload: CampaignPayload = { campaign, page: landed }
  if (cid) payload.cid = cid
  if (hasSubIds(kept)) payload.subs = kept
  if (clickDay) payload.clickDay = clickDay
  const carry: NextCarry['carry'] = {
    fresh,
    uniqueClick: fresh || carried!.clickDay !== today,
    page: landed,
    subs: kept,
  }
  if (cid) carry.cid = cid
  return { payload, carry }
}

function carriedWith(url: string, value: string, { carry }: NextCarry): CarriedCampaign {
  return { ...carry, cookie: campaignSetCookie(value, isSecureRequest(url)) }
}

/** YYYYMMDD of a time, UTC. */
function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10).replaceAll('-', '')
}
