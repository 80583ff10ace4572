/**
 * The token on the partner link (`aff_sub`, or PARTNER_CLICK_PARAM), which the partner's postback
 * hands back: the campaign, the UTC hour and the page tag of the click, and the click's
 * dimensions (sub-ids, US state, OS family, device class), so the partner's postback can credit
 * that campaign's revenue under each of them; and, when the click had one, the traffic source's
 * click id, so the partner's outcome can be told back to the source (postback-out.ts).
 *
 * Two forms. Without a click id, a signed key, `campaign.YYYYMMDDHH.page[.dims].signature`: it
 * names no visitor, every click of a campaign from one zone and page in one hour, on one kind of
 * device in one state, carries the same token. With a click id, `e1.<sealed>`: the same fields and
 * the click id encrypted with AES-GCM (core/seal.ts) under a key derived from CAMPAIGN_SECRET, so
 * the click id travels through the partner and back without anyone but this site reading it, and
 * without the site writing it down anywhere. See
 * docs/decisions/006-partner-token-signed-or-sealed.md.
 */
import {
  ARM_KEY_PATTERN,
  campaignTag,
  CLICK_DIMENSIONS,
  type ClickDimension,
  seal,
  sign,
  subId,
  unseal,
  verify,
} from '../core'
import { clickId } from './click-id'

/**
 * What a click is filed under beyond campaign, hour and page: the revenue side reads these from
 * whichever token format carries them (signed or sealed, the same typed object).
 */
export type ClickDimensions = Partial<Record<ClickDimension, string>>

export interface PartnerKey {
  /** The campaign tag, '' for none. */
  campaign: string
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string
  /** The page tag of the link the visitor followed ('go' for /go). */
  page: string
  /** The click's dimensions; absent in a token made before tokens carried them. */
  dims?: ClickDimensions
  /** The traffic source's click id of the click (only in a sealed token). */
  cid?: string
}

const PAGE_PATTERN = /^[a-z-]{1,32}$/
const HOUR_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{2})$/
/** The order the dimensions are joined in: the five sub-ids, state, OS, device, arm. */
const DIMENSION_NAMES = CLICK_DIMENSIONS
/** A token made before the arm dimension carries one dimension fewer, and is still read. */
const DIMENSIONS_BEFORE_ARM = DIMENSION_NAMES.length - 1
const STATE_PATTERN = /^[A-Z]{2}$/
const WORD_PATTERN = /^[a-z]{1,16}$/
/** The sealed form's prefix, and HKDF's info for its key: a new format gets new ones. */
const SEALED = 'e1'
const PURPOSE = 'nightgator partner-token v1'

/**
 * The token for a click: signed without a click id, else sealed. Only characters every network
 * echoes unchanged (letters, digits, `.`, `_`, `-`); a sealed one is about 4/3 of its fields plus
 * 40 characters (typically 100–200; at most 1,298 with a 512-character click id and five
 * 64-character sub-ids, measured in test/unit/campaign/attribution/link-values.test.ts).
 */
export async function partnerToken(key: PartnerKey, secret: string): Promise<string> {
  const hour = key.hour.replace(/[-T]/g, '')
  if (key.cid) {
    // Space-separated: no field may contain one (each is checked again when read).
    const dims = DIMENSION_NAMES.map((name) => key.dims?.[name] ?? '')
    const fields = [key.campaign, hour, key.page, key.cid, ...dims]
    return `${SEALED}.${await seal(secret, PURPOSE, fields.join(' '))}`
  }
  const dims = key.dims ? encodeDimensions(key.dims) : ''
  const body = `${key.campaign}.${hour}.${key.page}${dims && `.${dims}`}`
  return `${body}.${await sign(secret, `partner:${body}`)}`
}

/** The key a token carries when it is one we signed or sealed, else undefined. */
export async function readPartnerToken(
  token: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const parts = token.split('.')
  if (parts.length === 2 && parts[0] === SEALED) return readSealed(parts[1]!, secret)
  if (parts.length !== 4 && parts.length !== 5) return undefined
  const [campaign, hour, page] = parts as [string, string, string]
  const signature = parts.at(-1)!
  const key = aggregateKey(campaign, hour, page)
  if (!key) return undefined
  const body = parts.slice(0, -1).join('.')
  if (!(await verify(secret, `partner:${body}`, signature))) return undefined
  const dims = parts.length === 5 ? decodeDimensions(parts[3]!) : undefined
  if (parts.length === 5 && !dims) return undefined
  return { ...key, ...(dims && { dims }) }
}

async function readSealed(value: string, secret: string): Promise<PartnerKey | undefined> {
  const text = await unseal(secret, PURPOSE, value)
  const fields = text?.split(' ')
  const dimensions = (fields?.length ?? 0) - 4
  if (!fields || (dimensions !== DIMENSION_NAMES.length && dimensions !== DIMENSIONS_BEFORE_ARM))
    return undefined
  const [campaign, hour, page, cid] = fields as [string, string, string, string]
  const key = aggregateKey(campaign, hour, page)
  if (!key || !clickId(cid)) return undefined
  const dims = checkedDimensions(fields.slice(4))
  return { ...key, ...(Object.keys(dims).length > 0 && { dims }), cid }
}

function aggregateKey(campaign: string, hour: string, page: string): PartnerKey | undefined {
  if (campaign !== '' && !campaignTag(campaign)) return undefined
  const time = HOUR_PATTERN.exec(hour)
  if (!time || !PAGE_PATTERN.test(page)) return undefined
  return { campaign, hour: `${time[1]}-${time[2]}-${time[3]}T${time[4]}`, page }
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
  if (values.length !== DIMENSION_NAMES.length && values.length !== DIMENSIONS_BEFORE_ARM)
    return undefined
  return checkedDimensions(values)
}

/** The valid ones of the dimensions' values, in DIMENSION_NAMES order ('' or invalid: absent). */
function checkedDimensions(values: readonly string[]): ClickDimensions {
  const dims: ClickDimensions = {}
  DIMENSION_NAMES.forEach((name, i) => {
    const value = values[i] ?? ''
    const valid =
      name === 'state'
        ? STATE_PATTERN.test(value)
        : name === 'os' || name === 'device'
          ? WORD_PATTERN.test(value)
          : name === 'arm'
            ? ARM_KEY_PATTERN.test(value)
            : subId(value) !== ''
    if (valid) dims[name] = value
  })
  return dims
}
