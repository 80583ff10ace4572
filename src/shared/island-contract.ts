/**
 * The contract between the worker and the browser bundle for the signup island: element id,
 * attribute names, serialized props and the signup API's shapes. Imported by both sides.
 */

// The island's element id and attribute names, in a module of plain strings of their own: the
// site script imports them too, and Vite inlines strings, where a shared module holding objects
// (FIELD) would become a chunk every page fetches.
export * from './island-dom'

/** The fixed affiliate_subid tag each calling page sends. */
const SUBIDS = [
  'home',
  'state',
  'city',
  'ad',
  'about',
  'alligator',
  'hookups',
  'app-reviews',
  'legal',
  'signup-page',
  'success',
  'not-found',
  'search',
] as const
export type Subid = (typeof SUBIDS)[number]

export function isSubid(value: unknown): value is Subid {
  return typeof value === 'string' && (SUBIDS as readonly string[]).includes(value)
}

export interface SignupIslandProps {
  subid: Subid
  brand: string
  /** Where the visitor goes when signup cannot complete (no usable answer, or none in time). */
  partnerSignupUrl: string
}

/** Form field names, shared by the modal, the /signup page and the worker's validation. */
export const FIELD = {
  email: 'email',
  password: 'password',
  age: 'age',
  consent: 'consent',
  subid: 'affiliate_subid',
  honeypot: 'website',
} as const

/** POST /api/signup, 200: the account exists; the browser goes on to redirectUrl. */
export interface SignupCreated {
  redirectUrl: string
}
/** POST /api/signup, 4xx: the visitor's input was refused; the modal shows the error. */
export interface SignupRejected {
  error: string
  /** On a 409 (the email already has an account): where to sign in instead. */
  signInUrl?: string
}
/** POST /api/signup, 502: signup cannot complete; the browser goes on to fallbackUrl. */
export interface SignupUnavailable {
  error: string
  fallbackUrl: string
}
/** Every answer of POST /api/signup: the route builds them, the modal reads them. */
export type SignupApiResponse = SignupCreated | SignupRejected | SignupUnavailable

/** How long the modal waits for /api/signup before sending the visitor to the partner. */
export const SIGNUP_CLIENT_TIMEOUT_MS = 10_000
/**
 * The one line a visitor reads before going on to the partner's sign-up page because ours
 * failed (the modal, then on after FALLBACK_NOTICE_MS; the no-JavaScript page, with a link).
 */
export const FALLBACK_NOTICE =
  "Our signup service is not answering right now, so you will continue on our partner's own sign-up page."
export const FALLBACK_NOTICE_MS = 3000
/** The link offered with "an account with this email already exists". */
export const SIGN_IN_LABEL = 'Sign in on the partner site'

export const GENERIC_SIGNUP_ERROR = 'Signup failed. Please try again.'
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128
export const AGE_MIN = 18
export const AGE_MAX = 99
