/**
 * A link's query as campaign code reads it, parsed once per URL: every parameter, its first value,
 * decoded, as /go reads it (Hono's c.req.query()). A landing's tag, sub-ids, cost and macros
 * (front-door/landing.ts) and a lander test's scope (lander-tests/choose-arm.ts) are read from the
 * one parse, in one pass over the query rather than a scan of the URL per name.
 */
import { getQueryParam } from 'hono/utils/url'
import { campaignTag } from './campaign-tag'

/** A parsed query: name → first value, decoded. Shared by its readers: never changed. */
export type LinkQuery = Readonly<Record<string, string | undefined>>

/**
 * The last URL parsed: a request's readers ask one after another (the arm, then the landing).
 * A URL's parse depends on nothing else, so another request for the same URL shares it.
 */
let last: { url: string; query: LinkQuery } | undefined

/** The query of `url`, parsed once. */
export function linkQuery(url: string): LinkQuery {
  if (last?.url === url) return last.query
  const query = getQueryParam(url) as LinkQuery
  last = { url, query }
  return query
}

/** The campaign tag of a URL's `?sub=`, if valid: a URL without `sub=` is decided unparsed. */
export function linkCampaign(url: string): string | undefined {
  return url.includes('sub=') ? campaignTag(linkQuery(url).sub) : undefined
}
