/**
 * Parts of a request's absolute URL (as the runtime normalized it: no fragment), read from the
 * string rather than a URL object: these run on every cached page and landing, where a URL
 * object per request was a measurable share of the cost (bench/).
 */

/** Where the path starts: the first '/' after the scheme's '//'. */
function pathStart(url: string): number {
  return url.indexOf('/', url.indexOf('//') + 2)
}

/** The path and query, exactly as sent (still percent-encoded). */
export function pathAndQueryOf(url: string): string {
  return url.slice(pathStart(url))
}

/** The path, without the query. */
export function pathOf(url: string): string {
  const start = pathStart(url)
  const query = url.indexOf('?', start)
  return url.slice(start, query === -1 ? undefined : query)
}
