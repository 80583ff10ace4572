/**
 * The token on the partner link (`aff_sub`, or PARTNER_CLICK_PARAM): a signed aggregate key, the
 * campaign, the UTC hour and the page tag of the click, so the partner's postback can credit that
 * campaign's revenue. It names no visitor: every click of a campaign from one page in one hour
 * carries the same token.
 */
import { campaignTag } from '../core/campaign-tag'
import { sign, verify } from '../core/sign'

interface PartnerKey {
  /** The campaign tag, '' for none. */
  campaign: string
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string
  /** The page tag of the link the visitor followed ('go' for /go). */
  page: string
}

const PAGE_PATTERN = /^[a-z-]{1,32}$/
const HOUR_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{2})$/

/** `campaign.YYYYMMDDHH.page.signature`: only characters every network echoes unchanged. */
export async function partnerToken(key: PartnerKey, secret: string): Promise<string> {
  const body = `${key.campaign}.${key.hour.replace(/[-T]/g, '')}.${key.page}`
  return `${body}.${await sign(secret, `partner:${body}`)}`
}

/** The key a token carries when it is one we signed, else undefined. */
export async function readPartnerToken(
  token: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const parts = token.split('.')
  if (parts.length !== 4) return undefined
  const [campaign, hour, page, signature] = parts as [string, string, string, string]
  if (campaign !== '' && !campaignTag(campaign)) return undefined
  const time = HOUR_PATTERN.exec(hour)
  if (!time || !PAGE_PATTERN.test(page)) return undefined
  if (!(await verify(secret, `partner:${campaign}.${hour}.${page}`, signature))) return undefined
  return { campaign, hour: `${time[1]}-${time[2]}-${time[3]}T${time[4]}`, page }
}
