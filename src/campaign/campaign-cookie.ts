/**
 * The `camp` cookie: the campaign a visitor last landed from, so a later signup is counted
 * against it. First-party, 30 days, HttpOnly; it holds the campaign tag and nothing about the
 * visitor. The tag (about the link, not the visitor) is added to that campaign's daily totals in
 * D1; no copy of the cookie, and nothing about the visitor, is kept.
 */
import { parse, serialize } from 'hono/utils/cookie'
import { campaignTag } from './campaign-tag'

export const CAMPAIGN_COOKIE = 'camp'
/** 30 days, as the Privacy Policy says. */
export const CAMPAIGN_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

/** The valid campaign in a Cookie header, or undefined. */
export function readCampaignCookie(cookieHeader: string | null | undefined): string | undefined {
  return campaignTag(parse(cookieHeader ?? '', CAMPAIGN_COOKIE)[CAMPAIGN_COOKIE])
}

/** The attributes after the value, as Hono's serialize() writes them, worked out once. */
const ATTRIBUTES = {
  plain: attributes(false),
  secure: attributes(true),
}

function attributes(secure: boolean): string {
  const options = { path: '/', maxAge: CAMPAIGN_COOKIE_MAX_AGE, httpOnly: true, secure }
  return serialize(CAMPAIGN_COOKIE, '', { ...options, sameSite: 'Lax' }).slice(
    CAMPAIGN_COOKIE.length + 1,
  )
}

/**
 * The Set-Cookie value for a landing from `campaign` (Secure on https): the tag is already
 * [A-Za-z0-9_-], with nothing to encode, so it is joined to attributes serialized once rather
 * than serialized on every landing (a measurable share of a cached landing's cost).
 */
export function campaignCookie(campaign: string, secure: boolean): string {
  return `${CAMPAIGN_COOKIE}=${campaign}${secure ? ATTRIBUTES.secure : ATTRIBUTES.plain}`
}
