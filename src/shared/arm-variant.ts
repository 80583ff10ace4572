/**
 * The page types a lander test may change, and what one of its arms may set on the page: what
 * lander-tests/ (the test record, the differences' record, the arm check) shares with the layers
 * below it that render the arm: the site context pages read, and AppEnv's arm (http/app-env.ts).
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
