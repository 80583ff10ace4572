/**
 * The page types a lander test may change, and what one of its arms may set on the page: what
 * the test record, the differences' record (test-differences.ts), the arm check and the pages
 * share, apart from the test itself (lander-test.ts), which names its difference.
 */

export const PAGE_TYPES = ['home', 'state', 'city', 'ad'] as const
export type PageType = (typeof PAGE_TYPES)[number]

/** What one arm shows: nothing set is the page as it is. */
export interface ArmVariant {
  /** The page's headline ({brand}, {state} and {city} filled in). Not on ad pages. */
  headline?: string
  /** The label of the page's main call to action. */
  cta?: string
  /** 'intro-first': the introduction (the state's promo, the city's call to join) first. */
  order?: 'intro-first'
  /** Offer rotation: where /go and the page send the visitor, and the partner's sign-up page. */
  partnerUrl?: string
  partnerSignupUrl?: string
}
