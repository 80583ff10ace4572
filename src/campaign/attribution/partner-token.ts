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
  base64urlToText,
  campaignTag,
  type ClickDimension,
  type ClickDimensionSpec,
  seal,
  sign,
  textToBase64url,
  TOKEN_VERSION,
  tokenDimensions,
  unseal,
  verify,
} from '../core'
import { clickId } from './click-id'

/**
 * What a click is filed under beyond campaign, hour and page: the revenue side reads these from
 * whichever token format carries them (signed or sealed, the same typed object). A token of an
 * older version lacks the dimensions declared since: they read as absent ('').
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
/**
 * The sealed form's prefix is `e` and its version; the signed form names a version after 1 in a
 * part of its own (`v2`). Version 1, the first, is what tokens already on partner links carry:
 * `e1.` and the signed form without that part. HKDF's info for the sealing key stays the same.
 */
const SEALED = /^e([1-9]\d{0,2})$/
const VERSION_PART = /^v([1-9]\d{0,2})$/
/**
 * Whether a token's `count` dimensions fit its version's `names`: all of them, or, for version 1,
 * all but the lander-test arm at its end (tokens made before lander tests carry eight).
 */
function fitsVersion(count: number, names: readonly ClickDimensionSpec[]): boolean {
  return count === names.length || (names.at(-1)?.name === 'arm' && count === names.length - 1)
}
const PURPOSE = 'nightgator partner-token v1'

/**
 * The token for a click: signed without a click id, else sealed, both of TOKEN_VERSION. Only
 * characters every network echoes unchanged (letters, digits, `.`, `_`, `-`); a sealed one is
 * about 4/3 of its fields plus 40 characters (typically 100–200; at most 1,367 with a
 * 512-character click id, five 64-character sub-ids and a 32-character network, measured in
 * test/unit/campaign/attribution/link-values.test.ts).
 */
export async function partnerToken(key: PartnerKey, secret: string): Promise<string> {
  const hour = key.hour.replace(/[-T]/g, '')
  const names = tokenDimensions(TOKEN_VERSION)!
  if (key.cid) {
    // Space-separated: no field may contain one (each is checked again when read).
    const dims = names.map(({ name }) => key.dims?.[name as ClickDimension] ?? '')
    const fields = [key.campaign, hour, key.page, key.cid, ...dims]
    return `e${TOKEN_VERSION}.${await seal(secret, PURPOSE, fields.join(' '))}`
  }
  return signedToken(signedBody(key, hour, names.length), secret)
}

/** The signed form's body with the first `kept` dimensions of TOKEN_VERSION (the rest absent). */
function signedBody(key: PartnerKey, hour: string, kept: number): string {
  const names = tokenDimensions(TOKEN_VERSION)!
  const values =
    key.dims &&
    Object.fromEntries(
      names.slice(0, kept).map(({ name }) => [name, key.dims![name as ClickDimension] ?? '']),
    )
  const dims = values ? encodeDimensions(values, names) : ''
  const version = TOKEN_VERSION === 1 ? '' : `.v${TOKEN_VERSION}`
  return `${key.campaign}.${hour}.${key.page}${dims && `${version}.${dims}`}`
}

async function signedToken(body: string, secret: string): Promise<string> {
  return `${body}.${await sign(secret, `partner:${body}`)}`
}

/** `.` and the signature: base64url of 16 bytes. */
const SIGNATURE_LENGTH = 23

/**
 * A token of at most `limit` characters where it can be, for a network's short sub field (CAKE's
 * s2: 100): the signed form, without the click id (so the partner's outcome of that click is not
 * relayed to its source), its dimensions dropped from the last until it fits (the sub-ids, which
 * name zones, go last). Campaign, hour and page always stay: a campaign and page tag longer than
 * 65 characters together give one longer than 100. docs/decisions/032-partner-presets.md.
 */
export async function shortPartnerToken(
  key: PartnerKey,
  secret: string,
  limit: number,
): Promise<string> {
  const hour = key.hour.replace(/[-T]/g, '')
  let kept = tokenDimensions(TOKEN_VERSION)!.length
  let body = signedBody(key, hour, kept)
  while (kept > 0 && body.length + SIGNATURE_LENGTH > limit) body = signedBody(key, hour, --kept)
  return signedToken(body, secret)
}

/** The key a token carries when it is one we signed or sealed (of any version), else undefined. */
export async function readPartnerToken(
  token: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const parts = token.split('.')
  const sealed = parts.length === 2 ? SEALED.exec(parts[0]!) : null
  if (sealed) return readSealed(Number(sealed[1]), parts[1]!, secret)
  if (parts.length < 4 || parts.length > 6) return undefined
  const [campaign, hour, page] = parts as [string, string, string]
  const signature = parts.at(-1)!
  const key = aggregateKey(campaign, hour, page)
  if (!key) return undefined
  const body = parts.slice(0, -1).join('.')
  if (!(await verify(secret, `partner:${body}`, signature))) return undefined
  if (parts.length === 4) return key
  const versioned = parts.length === 6 ? VERSION_PART.exec(parts[3]!) : null
  if (parts.length === 6 && !versioned) return undefined
  const names = tokenDimensions(versioned ? Number(versioned[1]) : 1)
  const dims = names && decodeDimensions(parts.at(-2)!, names)
  if (!dims) return undefined
  return { ...key, dims }
}

async function readSealed(
  version: number,
  value: string,
  secret: string,
): Promise<PartnerKey | undefined> {
  const names = tokenDimensions(version)
  if (!names) return undefined
  const text = await unseal(secret, PURPOSE, value)
  const fields = text?.split(' ')
  if (!fields || !fitsVersion(fields.length - 4, names)) return undefined
  const [campaign, hour, page, cid] = fields as [string, string, string, string]
  const key = aggregateKey(campaign, hour, page)
  if (!key || !clickId(cid)) return undefined
  const dims = checkedDimensions(fields.slice(4), names)
  return { ...key, ...(Object.keys(dims).length > 0 && { dims }), cid }
}

function aggregateKey(campaign: string, hour: string, page: string): PartnerKey | undefined {
  if (campaign !== '' && !campaignTag(campaign)) return undefined
  const time = HOUR_PATTERN.exec(hour)
  if (!time || !PAGE_PATTERN.test(page)) return undefined
  return { campaign, hour: `${time[1]}-${time[2]}-${time[3]}T${time[4]}`, page }
}

function encodeDimensions(dims: ClickDimensions, names: readonly ClickDimensionSpec[]): string {
  const joined = names.map(({ name }) => dims[name as ClickDimension] ?? '').join('|')
  if (/^\|*$/.test(joined)) return ''
  return textToBase64url(joined)
}

/** The dimensions of a signed token, each checked again (a signed token is ours, but cheap). */
function decodeDimensions(
  encoded: string,
  names: readonly ClickDimensionSpec[],
): ClickDimensions | undefined {
  let values: string[]
  try {
    values = base64urlToText(encoded).split('|')
  } catch {
    return undefined
  }
  if (!fitsVersion(values.length, names)) return undefined
  return checkedDimensions(values, names)
}

/** The valid ones of the dimensions' values, in the version's order ('' or invalid: absent). */
function checkedDimensions(
  values: readonly string[],
  names: readonly ClickDimensionSpec[],
): ClickDimensions {
  const dims: ClickDimensions = {}
  names.forEach(({ name, pattern }, i) => {
    const value = values[i] ?? ''
    if (pattern.test(value)) dims[name as ClickDimension] = value
  })
  return dims
}
