/**
 * The `camp` cookie: the campaign a visitor landed from and the page they landed on, so a later
 * signup is counted against both. First-party, 30 days, HttpOnly. Its value is a small versioned
 * payload signed by the site (HMAC-SHA256 with the CAMPAIGN_SECRET secret), `v1.<tag>.<page>.<sig>`,
 * or `v2.<tag>.<page>.<cid>.<sig>` when the marketer's link gave a click id, or
 * `v3.<tag>.<page>.<day>.<subs>.<cid>.<sig>` when it gave sub-ids (base64url, as dots may be in
 * them) or the visitor clicked /go (the UTC day of that click, YYYYMMDD, so a second click that day
 * is not a unique click; `<cid>` may be empty): a value the site did not issue (unsigned, tampered, another format) reads as no campaign, so
 * no other site and no visitor can credit signups to a campaign by writing the cookie. It holds
 * nothing about the visitor; the tags are added to daily totals, the cookie itself is never kept.
 * The click id is the traffic source's, handed back in the one postback a created
 * signup sends; it is in this cookie and nowhere else on the server (not even in a memo).
 */
import { serialize } from 'hono/utils/cookie'
import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_OPTIONS, readCookie } from '../../http/cookies'
import type { Env } from '../../env'
import { isSubid, type Subid } from '../../shared/island-contract'
import { logError } from '../../shared/log'
import { LruCache } from '../../shared/lru-cache'
import {
  base64urlToText,
  campaignTag,
  hasSubIds,
  NO_SUB_IDS,
  sameText,
  sign,
  SUB_NAMES,
  subId,
  textToBase64url,
  type SubIds,
} from '../core'
import { clickId } from './click-id'

/** The landing page of a visitor who came through /go rather than onto one of our pages. */
export const GO_PAGE = 'go'
export type LandingPage = Subid | typeof GO_PAGE

/** What the cookie carries (the click id here, and only here). */
export interface CampaignPayload {
  /** The campaign tag of the link the visitor landed from. */
  campaign: string
  /** The page tag of the page they landed on, or 'go' for a /go link. */
  page: LandingPage
  /** The marketer's click id of that visit (CLICK_ID_PATTERN), when the link had one. */
  cid?: string
  /** The sub-ids of the counted landing, when its link had any. */
  subs?: SubIds
  /** The UTC day (YYYYMMDD) of the visitor's last /go click on this campaign, if any. */
  clickDay?: string
}

const VERSION = 'v1'
const VERSION_WITH_CLICK_ID = 'v2'
const VERSION_WITH_SUBS = 'v3'
const CLICK_DAY_PATTERN = /^\d{8}$/
/** Signatures remembered per isolate: a campaign's landings on a page share one. */
const SIGNATURE_MEMO_LIMIT = 1000

/** The memo, for one secret at a time (a new secret starts it afresh). */
let memo: { secret: string; signatures: LruCache<string> } | undefined
let secretMissingLogged = false

/**
 * The secret, or undefined (logged once per isolate): without it no cookie is set and signups
 * count as "no campaign", rather than trusting a value anyone could write.
 */
export function campaignSecret(env: Env): string | undefined {
  const secret = env.CAMPAIGN_SECRET
  if (secret) return secret
  if (!secretMissingLogged) {
    secretMissingLogged = true
    logError('campaign_secret_missing', {
      error: 'CAMPAIGN_SECRET is not set: no camp cookie is set or read',
    })
  }
  return undefined
}

/**
 * The payload's signature (sign.ts: HMAC-SHA256, 16 bytes, base64url): computed once per payload
 * and remembered, except for one with a click id (each is a visitor's own: remembering it would
 * keep it on the server).
 */
async function signature(text: string, secret: string, remember = true): Promise<string> {
  if (memo?.secret !== secret) memo = { secret, signatures: new LruCache(SIGNATURE_MEMO_LIMIT) }
  const { signatures } = memo
  const known = remember ? signatures.get(text) : undefined
  if (known) return known
  const encoded = await sign(secret, text)
  if (remember) signatures.set(text, encoded)
  return encoded
}

function payloadText({ campaign, page, cid, subs, clickDay }: CampaignPayload): string {
  if ((subs && hasSubIds(subs)) || clickDay) {
    const encoded = subs && hasSubIds(subs) ? encodeSubs(subs) : ''
    return `${VERSION_WITH_SUBS}.${campaign}.${page}.${clickDay ?? ''}.${encoded}.${cid ?? ''}`
  }
  return cid
    ? `${VERSION_WITH_CLICK_ID}.${campaign}.${page}.${cid}`
    : `${VERSION}.${campaign}.${page}`
}

/** The five sub-ids joined by '|' (in none of them), base64url: no dot, nothing to escape. */
function encodeSubs(subs: SubIds): string {
  const joined = SUB_NAMES.map((name) => subs[name]).join('|')
  return textToBase64url(joined)
}

function decodeSubs(encoded: string): SubIds | undefined {
  if (encoded === '') return undefined
  let joined: string
  try {
    joined = base64urlToText(encoded)
  } catch {
    return undefined
  }
  const values = joined.split('|')
  if (values.length !== SUB_NAMES.length) return undefined
  const subs = { ...NO_SUB_IDS }
  SUB_NAMES.forEach((name, i) => (subs[name] = subId(values[i])))
  return subs
}

/**
 * Cookie values of payloads without a click id, by their fields, for rememberedCampaignCookie:
 * one lookup instead of the payload's text (its sub-ids base64url-encoded) and the signature's.
 * Emptied when full rather than ordered by use, and started afresh for a new secret; it holds
 * what the signatures' memo holds (campaign tags, pages, sub-ids: nothing about a visitor).
 */
let values: { secret: string; byFields: Map<string, string> } | undefined

function fieldsKey({ campaign, page, subs, clickDay }: CampaignPayload): string {
  const s = subs ?? NO_SUB_IDS
  return `${campaign}\n${page}\n${clickDay ?? ''}\n${s.sub1}\n${s.sub2}\n${s.sub3}\n${s.sub4}\n${s.sub5}`
}

function rememberValue(payload: CampaignPayload, secret: string, value: string): void {
  if (values?.secret !== secret) values = { secret, byFields: new Map() }
  if (values.byFields.size >= SIGNATURE_MEMO_LIMIT) values.byFields.clear()
  values.byFields.set(fieldsKey(payload), value)
}

/**
 * The signed cookie value of a payload without a click id that this isolate has encoded before,
 * at once; undefined otherwise (encodeCampaignCookie works it out).
 */
export function rememberedCampaignCookie(
  payload: CampaignPayload,
  secret: string,
): string | undefined {
  if (payload.cid || values?.secret !== secret) return undefined
  return values.byFields.get(fieldsKey(payload))
}

/** The signed cookie value of a payload. */
export async function encodeCampaignCookie(
  payload: CampaignPayload,
  secret: string,
): Promise<string> {
  const text = payloadText(payload)
  const value = `${text}.${await signature(text, secret, !payload.cid)}`
  if (!payload.cid) rememberValue(payload, secret, value)
  return value
}

/** The payload of a cookie value this site signed, else undefined. */
export async function decodeCampaignCookie(
  value: string | undefined,
  secret: string,
): Promise<CampaignPayload | undefined> {
  const parts = value?.split('.')
  if (!parts || parts.length < 4) return undefined
  const [version, tag, page] = parts as [string, string, string]
  const given = parts.at(-1)!
  const campaign = campaignTag(tag)
  if (!campaign || !isLandingPage(page)) return undefined
  let payload: CampaignPayload
  if (version === VERSION && parts.length === 4) {
    payload = { campaign, page }
  } else if (version === VERSION_WITH_SUBS && parts.length >= 7) {
    const [, , , day, encoded] = parts as [string, string, string, string, string]
    const cidText = parts.slice(5, -1).join('.')
    const cid = cidText === '' ? undefined : clickId(cidText)
    const subs = decodeSubs(encoded)
    if ((cidText !== '' && !cid) || (encoded !== '' && !subs)) return undefined
    if (day !== '' && !CLICK_DAY_PATTERN.test(day)) return undefined
    payload = {
      campaign,
      page,
      ...(cid && { cid }),
      ...(subs && { subs }),
      ...(day && { clickDay: day }),
    }
  } else if (version === VERSION_WITH_CLICK_ID && parts.length >= 5) {
    // A click id may itself contain dots: it is everything between the page and the signature.
    const cid = clickId(parts.slice(3, -1).join('.'))
    if (!cid) return undefined
    payload = { campaign, page, cid }
  } else {
    return undefined
  }
  const expected = await signature(payloadText(payload), secret, !payload.cid)
  return sameText(given, expected) ? payload : undefined
}

function isLandingPage(page: string): page is LandingPage {
  return page === GO_PAGE || isSubid(page)
}

/** The signed payload a Cookie header carries, or undefined (none, forged, or no secret). */
export function readCampaignCookie(
  cookieHeader: string | null | undefined,
  env: Env,
): Promise<CampaignPayload | undefined> | undefined {
  if (!cookieHeader?.includes(`${CAMPAIGN_COOKIE}=`)) return undefined
  const secret = campaignSecret(env)
  if (!secret) return undefined
  return decodeCampaignCookie(readCookie(cookieHeader, CAMPAIGN_COOKIE), secret)
}

/** A Cookie header's `camp` cookie's tag, as the format above writes it (any version). */
const CLAIMED_TAG = new RegExp(`(?:^|;)\\s*${CAMPAIGN_COOKIE}=v\\d\\.([A-Za-z0-9_-]{1,64})\\.`)

/**
 * The campaign a Cookie header's `camp` cookie claims, read unverified and without a promise:
 * for what a forged value could only misdirect harmlessly (which lander test's scope a visitor
 * is in); counts take their campaign from readCampaignCookie.
 */
export function claimedCampaign(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? CLAIMED_TAG.exec(cookieHeader)?.[1] : undefined
}

/**
 * The attributes after the value, as Hono's serialize() writes them, worked out on the first
 * landing (not as the isolate starts: most first requests are no landing).
 */
let attributesMemo: { plain: string; secure: string } | undefined

function attributes(secure: boolean): string {
  return serialize(CAMPAIGN_COOKIE, '', { ...CAMPAIGN_COOKIE_OPTIONS, secure }).slice(
    CAMPAIGN_COOKIE.length + 1,
  )
}

/**
 * The Set-Cookie value for a signed cookie value (Secure on https): the value is already
 * [A-Za-z0-9._-], with nothing to encode, so it is joined to attributes serialized once rather
 * than serialized on every landing (a measurable share of a cached landing's cost).
 */
export function campaignSetCookie(value: string, secure: boolean): string {
  attributesMemo ??= { plain: attributes(false), secure: attributes(true) }
  return `${CAMPAIGN_COOKIE}=${value}${secure ? attributesMemo.secure : attributesMemo.plain}`
}
