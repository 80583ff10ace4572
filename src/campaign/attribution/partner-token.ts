/**
 * The token on the partner link (`aff_sub`, or PARTNER_CLICK_PARAM): a signed aggregate key, the
 * campaign, the UTC hour and the page tag of the click, and (issue 24) the click's dimensions
 * (sub-ids, US state, OS family, device class), so the partner's postback can credit that
 * campaign's revenue under each of them. It names no visitor: every click of a campaign from one
 * zone and page in one hour, on one kind of device in one state, carries the same token.
 */
import { campaignTag } from '../core/campaign-tag'
import { SUB_NAMES, subId, type SubName } from '../core/sub-ids'
import { sign, verify } from '../core/sign'

/**
 * What a click is filed under beyond campaign, hour and page: the revenue side reads these from
 * whatever token format carries them (a later encrypted token gives the same typed object).
 */
export type ClickDimensions = Partial<Record<SubName | 'state' | 'os' | 'device', string>>

export interface PartnerKey {
  /** The campaign tag, '' for none. */
  campaign: string
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string
  /** The page tag of the link the visitor followed ('go' for /go). */
  page: string
  /** The click's dimensions; absent in a token made before issue 24. */
  dims?: ClickDimensions
}

const PAGE_PATTERN = /^[a-z-]{1,32}$/
const HOUR_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{2})$/
/** The order the dimensions are joined in, after the five sub-ids. */
const DIMENSION_NAMES = [...SUB_NAMES, 'state', 'os', 'device'] as const
const STATE_PATTERN = /^[A-Z]{2}$/
const WORD_PATTERN = /^[a-z]{1,16}$/

/**
 * `campaign.YYYYMMDDHH.page.signature`, or `campaign.YYYYMMDDHH.page.dims.signature` with the
 * dimensions joined by '|' in base64url: only characters every network echoes unchanged.
 */
export async function partnerToken(key: PartnerKey, secret: string): Promise<string> {
  const dims = key.dims ? encodeDimensions(key.dims) : ''
  const body = `${key.campaign}.${key.hour.replace(/[-T]/g, '')}.${key.page}${dims && `.${dims}`}`
  return `${body}.${await sign(secret, `partner:${body}`)}`
}

/** The key a token carries when it is one we signed, else undefined. */
export async function readPartnerToken(
  token: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const parts = token.split('.')
  if (parts.length !== 4 && parts.length !== 5) return undefined
  const [campaign, hour, page] = parts as [string, string, string]
  const signature = parts.at(-1)!
  if (campaign !== '' && !campaignTag(campaign)) return undefined
  const time = HOUR_PATTERN.exec(hour)
  if (!time || !PAGE_PATTERN.test(page)) return undefined
  const body = parts.slice(0, -1).join('.')
  if (!(await verify(secret, `partner:${body}`, signature))) return undefined
  const dims = parts.length === 5 ? decodeDimensions(parts[3]!) : undefined
  if (parts.length === 5 && !dims) return undefined
  return {
    campaign,
    hour: `${time[1]}-${time[2]}-${time[3]}T${time[4]}`,
    page,
    ...(dims && { dims }),
  }
}

function encodeDimensions(dims: ClickDimensions): string {
  const joined = DIMENSION_NAMES.map((name) => dims[name] ?? '').join('|')
  if (/^\|*$/.test(joined)) return ''
  return btoa(joined).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The dimensions of a signed token, each checked again (a signed token is ours, but cheap). */
function decodeDimensions(encoded: string): ClickDimensions | undefined {
  let values: string[]
  try {
    values = atob(encoded.replace(/-/g, '+').replace(/_/g, '/')).split('|')
  } catch {
    return undefined
  }
  if (values.length !== DIMENSION_NAMES.length) return undefined
  const dims: ClickDimensions = {}
  DIMENSION_NAMES.forEach((name, i) => {
    const value = values[i]!
    const valid =
      name === 'state'
        ? STATE_PATTERN.test(value)
        : name === 'os' || name === 'device'
          ? WORD_PATTERN.test(value)
          : subId(value) !== ''
    if (valid) dims[name] = value
  })
  return dims
}
