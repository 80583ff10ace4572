/**
 * The robots directives of pages kept out of search indexes. Each is sent twice, as the
 * X-Robots-Tag header (by the route) and the robots meta tag (by the page's <Seo>), so both
 * read from here and cannot disagree.
 */
export const ROBOTS = {
  /** Error and confirmation pages: not worth indexing, their links still worth following. */
  noindex: 'noindex',
  /** City and ad pages: illustrative listings, kept out of indexes along with their links. */
  noindexNofollow: 'noindex, nofollow',
} as const

export type RobotsDirective = (typeof ROBOTS)[keyof typeof ROBOTS]

export function robotsHeader(directive: RobotsDirective): Record<string, string> {
  return { 'X-Robots-Tag': directive }
}
