/** A 301 to a canonical path that keeps the request's query string, so ?sub= and utm_ survive. */
import type { Context } from 'hono'

/**
 * Redirects permanently to `path` with the query string exactly as the request sent it (not
 * re-encoded): a campaign landing on a misspelt or older address still lands with its tag.
 */
export function redirectKeepingQuery(c: Context, path: string): Response {
  const url = c.req.url
  const query = url.indexOf('?')
  return c.redirect(query === -1 ? path : `${path}${url.slice(query)}`, 301)
}
