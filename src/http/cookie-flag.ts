/**
 * Cookies read by name on a cached page's path. Yes/no cookies the site sets to `1` (the 18+
 * confirmation, the neutral title) are read on every request by the app and by the render
 * cache's key alike: each has one test, so the two always agree on which version of a page a
 * request gets.
 *
 * Read with one regular expression rather than Hono's cookie parser, which splits every pair of
 * the header and checks and decodes each value: about 2 µs of the 9-10 µs a cached page costs
 * over a trivial worker (docs/performance.md, "Warm and Lighthouse, third round"). The first
 * cookie of the name counts, as in Hono's parse; spaces and tabs around it are ignored and the
 * value may be quoted. A percent-encoded `%31` is not `1` here: the site never writes one.
 */
export function cookieFlag(name: string): (cookieHeader: string | null | undefined) => boolean {
  const read = firstCookie(name)
  return function isSet(cookieHeader) {
    return read(cookieHeader) === '1'
  }
}

/**
 * A reader of the first cookie called `name` in a Cookie header: its value, trimmed and
 * unquoted, not percent-decoded, or undefined. For cookies whose values the site writes in
 * plain characters (the flags above, the session seed).
 */
export function firstCookie(
  name: string,
): (cookieHeader: string | null | undefined) => string | undefined {
  const first = new RegExp(`(?:^|;)[ \\t]*${name}[ \\t]*=([^;]*)`)
  return function read(cookieHeader) {
    if (!cookieHeader?.includes(name)) return undefined
    const value = first.exec(cookieHeader)?.[1]?.trim()
    return value && value.length >= 2 && value.startsWith('"') && value.endsWith('"')
      ? value.slice(1, -1)
      : value
  }
}
