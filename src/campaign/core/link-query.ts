/**
 * A link's query as campaign code reads it, parsed once per request: every parameter, its first
 * value, decoded, as /go reads it (Hono's c.req.query()). A landing's tag, sub-ids, cost and
 * macros (front-door/landing.ts) and a lander test's scope (lander-tests/choose-arm.ts) are read
 * from the one parse, in one pass over the query rather than a scan of the URL per name.
 */
import { getQueryParam } from 'hono/utils/url'
import { campaignTag } from './campaign-tag'

/** A parsed query: name → first value, decoded. Shared by its readers: never changed. */
export type LinkQuery = Readonly<Record<string, string | undefined>>

/**
 * The last request parsed: a request's readers ask one after another (the arm, then the
 * landing). Kept by request, not by URL: the same link followed by two visitors is parsed for
 * each, as it would be at the edge (and the benchmarks, which repeat one URL, see that cost).
 */
let last: { request: Request; query: LinkQuery } | undefined

/** The query of the request's URL, parsed once. */
export function linkQuery(request: Request, url = request.url): LinkQuery {
  if (last?.request === request) return last.query
  const query = getQueryParam(url) as LinkQuery
  last = { request, query }
  return query
}

/** The campaign tag of the request's `?sub=`, if valid: a URL without `sub=` is decided unparsed. */
export function linkCampaign(request: Request): string | undefined {
  const url = request.url
  return url.includes('sub=') ? campaignTag(linkQuery(request, url).sub) : undefined
}
