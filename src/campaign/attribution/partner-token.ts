/**
 * The token on the partner link (`aff_sub`, or PARTNER_CLICK_PARAM), which the partner's postback
 * hands back: the campaign, the UTC hour and the page tag of the click, so its revenue is
 * credited to that campaign, and, when the click had them, the traffic source's click id and the
 * click's dimensions (sub-ids, state, OS, device), so the partner's outcome can be told back to
 * the source (postback-out.ts) and filed under every dimension the click had.
 *
 * Two forms. Without a click id or dimensions, a signed aggregate key, `campaign.YYYYMMDDHH.page.sig`,
 * the same for every click of a campaign from one page in one hour (naming no visitor). With
 * them, `e1.<sealed>`: the same fields and the rest encrypted with AES-GCM (core/seal.ts) under
 * a key derived from CAMPAIGN_SECRET, so the click id travels through the partner and back
 * without anyone but this site reading it, and without the site writing it down anywhere.
 */
import { campaignTag } from '../core/campaign-tag'
import { seal, unseal } from '../core/seal'
import { sign, verify } from '../core/sign'
import { clickId } from './click-id'

/** The link's sub-ids (sub1 … sub5). */
const SUB_NAMES = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const
/** What a click is filed under beyond campaign, hour and page, in the order a token holds them. */
const DIMENSION_NAMES = [...SUB_NAMES, 'state', 'os', 'device'] as const

/**
 * The click's dimensions (issue 24): its sub-ids, US state, OS family and device class, each
 * present when the click had it. The revenue code files the partner's payout under each.
 */
export type ClickDimensions = Partial<Record<(typeof DIMENSION_NAMES)[number], string>>

interface PartnerKey {
  /** The campaign tag, '' for none. */
  campaign: string
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string
  /** The page tag of the link the visitor followed ('go' for /go). */
  page: string
  /** The traffic source's click id of the click (only in a sealed token). */
  cid?: string
  /** The click's dimensions, when it had any: the revenue is filed under each. */
  dims?: ClickDimensions
}

const PAGE_PATTERN = /^[a-z-]{1,32}$/
const HOUR_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{2})$/
const SUB_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/
const STATE_PATTERN = /^[A-Z]{2}$/
const WORD_PATTERN = /^[a-z]{1,16}$/
/** The sealed form's prefix, and HKDF's info for its key: a new format gets new ones. */
const SEALED = 'e1'
const PURPOSE = 'nightgator partner-token v1'

/**
 * The token for a click: signed when it carries nothing of the click's own, else sealed. Only
 * characters every network echoes unchanged (letters, digits, `.`, `_`, `-`); a sealed one is
 * about 4/3 of its fields plus 40 characters (typically 100–200, at most about 850).
 */
export async function partnerToken(key: PartnerKey, secret: string): Promise<string> {
  const hour = key.hour.replace(/[-T]/g, '')
  const dims = DIMENSION_NAMES.map((name) => key.dims?.[name] ?? '')
  if (key.cid || dims.some(Boolean)) {
    // Space-separated: no field may contain one (each is checked again when read).
    const fields = [key.campaign, hour, key.page, key.cid ?? '', ...dims]
    return `${SEALED}.${await seal(secret, PURPOSE, fields.join(' '))}`
  }
  const body = `${key.campaign}.${hour}.${key.page}`
  return `${body}.${await sign(secret, `partner:${body}`)}`
}

/** The key a token carries when it is one we signed or sealed, else undefined. */
export async function readPartnerToken(
  token: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const parts = token.split('.')
  if (parts.length === 2 && parts[0] === SEALED) return readSealed(parts[1]!, secret)
  if (parts.length !== 4) return undefined
  const [campaign, hour, page, signature] = parts as [string, string, string, string]
  const key = aggregateKey(campaign, hour, page)
  if (!key) return undefined
  return (await verify(secret, `partner:${campaign}.${hour}.${page}`, signature)) ? key : undefined
}

async function readSealed(value: string, secret: string): Promise<PartnerKey | undefined> {
  const text = await unseal(secret, PURPOSE, value)
  const fields = text?.split(' ')
  if (!fields || fields.length !== 4 + DIMENSION_NAMES.length) return undefined
  const [campaign, hour, page, cid] = fields as [string, string, string, string]
  const key = aggregateKey(campaign, hour, page)
  if (!key || (cid !== '' && !clickId(cid))) return undefined
  const dims: ClickDimensions = {}
  for (const [index, name] of DIMENSION_NAMES.entries()) {
    const value = fields[4 + index]!
    if (value === '') continue
    if (!dimensionPattern(name).test(value)) return undefined
    dims[name] = value
  }
  return { ...key, ...(cid && { cid }), ...(Object.keys(dims).length > 0 && { dims }) }
}

function dimensionPattern(name: (typeof DIMENSION_NAMES)[number]): RegExp {
  if (name === 'state') return STATE_PATTERN
  return name === 'os' || name === 'device' ? WORD_PATTERN : SUB_PATTERN
}

function aggregateKey(campaign: string, hour: string, page: string): PartnerKey | undefined {
  if (campaign !== '' && !campaignTag(campaign)) return undefined
  const time = HOUR_PATTERN.exec(hour)
  if (!time || !PAGE_PATTERN.test(page)) return undefined
  return { campaign, hour: `${time[1]}-${time[2]}-${time[3]}T${time[4]}`, page }
}
