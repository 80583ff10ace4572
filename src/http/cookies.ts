/**
 * Yes/no cookies the site sets to `1` (the 18+ confirmation, the neutral title), read on every
 * request by the app and by the render cache's key alike: each has one test, so the two always
 * agree on which version of a page a request gets.
 *
 * Read with one regular expression rather than Hono's cookie parser, which splits every pair of
 * the header and checks and decodes each value: about 2 µs of the 9-10 µs a cached page costs
 * over a trivial worker (docs/performance.md, "Warm and Lighthouse, third round"). The first
 * cookie of the name counts, as in Hono's parse; spaces and tabs around it are ignored and the
 * value may be quoted. A percent-encoded `%31` is not `1` here: the site never writes one. Hono's
 * parse would skip a first value it finds malformed (`age_ok=é; age_ok=1`) and read the next;
 * here such a visitor is asked to confirm again.
 */
export function cookieFlag(name: string): (cookieHeader: string | null | undefined) => boolean {
  const first = new RegExp(`(?:^|;)[ \\t]*${name}[ \\t]*=([^;]*)`)
  return function isSet(cookieHeader) {
    if (!cookieHeader?.includes(name)) return false
    const value = first.exec(cookieHeader)?.[1]?.trim()
    return value === '1' || value === '"1"'
  }
}
