/** Signup: the JSON API the modal posts to, the no-JavaScript form at /signup, and /success. */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../http/app-env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { SignupPage } from '../pages/SignupPage'
import { SuccessPage } from '../pages/SuccessPage'
import { renderPage } from '../render/render-page'
import { FIELD, type SignupApiResponse } from '../shared/island-contract'
import type { SignupOutcome } from '../signup/forward-signup'
import { type CampaignPayload, carriedClick, readCampaignCookie } from '../campaign/attribution'
import { countSignup } from '../campaign/counting'
import { inArm, type Visitor, visitorOf } from '../campaign/core'
import { postbackSignup } from '../campaign/conversions'
import { precheckSignup, SIGNUP_BODY_LIMIT, submitSignup } from '../signup/handle-signup'
import { justSignedUp, markSignupForSuccessPage } from '../signup/success-marker'
import { siteConfig } from '../config'
import { heldArm } from '../lander-tests/choose-arm'
import { SIGNUP_API_PATH, SIGNUP_PATH, SUCCESS_PATH } from '../shared/paths'

const TOO_LARGE_ERROR = 'That request is too large.'
const NOINDEX = robotsHeader(ROBOTS.noindex)

export const signup = new Hono<AppEnv>()

signup.get(SIGNUP_PATH, (c) => renderPage(c, <SignupPage />, { cache: true }))
// Not cached: "You're in" only for the browser that just signed up (signup/success-marker.ts).
signup.get(SUCCESS_PATH, (c) =>
  renderPage(c, <SuccessPage signedUp={justSignedUp(c)} />, {
    headers: { ...NOINDEX, 'Cache-Control': 'no-store' },
  }),
)

signup.post(
  SIGNUP_API_PATH,
  bodyLimit({
    maxSize: SIGNUP_BODY_LIMIT,
    onError: (c) => c.json({ error: TOO_LARGE_ERROR } satisfies SignupApiResponse, 400),
  }),
  async function signupApi(c) {
    const early = await precheckSignup(c)
    if (early) return answerJson(c, early)
    if (!c.req.header('Content-Type')?.toLowerCase().startsWith('application/json')) {
      return c.json({ error: 'Send the signup as JSON.' } satisfies SignupApiResponse, 400)
    }
    const fields = await c.req.json<unknown>().catch(() => null)
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
      const error = 'The signup could not be read. Please try again.'
      return c.json({ error } satisfies SignupApiResponse, 400)
    }
    return answerJson(c, await submitAndCount(c, fields as Record<string, unknown>))
  },
)

signup.post(
  SIGNUP_PATH,
  bodyLimit({ maxSize: SIGNUP_BODY_LIMIT, onError: (c) => showForm(c, 400, TOO_LARGE_ERROR) }),
  async function signupForm(c) {
    const early = await precheckSignup(c)
    if (early) return answerForm(c, early, undefined)
    const type = c.req.header('Content-Type')?.toLowerCase() ?? ''
    if (
      !type.startsWith('application/x-www-form-urlencoded') &&
      !type.startsWith('multipart/form-data')
    ) {
      return showForm(c, 400, 'The signup could not be read. Please try again.')
    }
    const fields = await c.req.parseBody().catch(() => null)
    if (!fields) return showForm(c, 400, 'The signup could not be read. Please try again.')
    const email =
      typeof fields[FIELD.email] === 'string' ? (fields[FIELD.email] as string) : undefined
    return answerForm(c, await submitAndCount(c, fields), email)
  },
)

/**
 * The signup forwarded (or refused) and, when it passed validation, counted for the visitor's
 * campaign after the response: empty, invalid and honeypot posts count nothing. A fallback to the
 * partner's sign-up page, and a created signup's redirect to the partner's site, carry the
 * campaign (sub=), landing page ({page}) and partner click token, and lead to the offer arm's
 * partner when the visitor holds one (lander-tests/choose-arm.ts). A created signup
 * with a click id in the cookie sends its campaign's postback, after the response too.
 */
async function submitAndCount(c: Context<AppEnv>, fields: Record<string, unknown>) {
  // The signed cookie's campaign and landing page: counted, and passed on if the partner takes over.
  const carried = await readCampaignCookie(c.req.header('Cookie'), c.env)
  // The arm the visitor holds: counted under, and (an offer arm) the partner they continue on.
  const held = await heldArm(c.req.raw, c.env, carried?.page, carried?.campaign)
  // Read once, in that arm, for the partner token, the counts and the postback.
  const visitor = inArm(visitorOf(c.req.raw), held?.key ?? '')
  const attribution = await attributionOf(c, carried, visitor)
  const { outcome, forwarded } = await submitSignup(c, fields, { attribution, offer: held?.arm })
  if (forwarded) {
    countSignup(c, outcome, forwarded.affiliate_subid, carried, visitor)
    postbackSignup(c, outcome, carried, visitor)
  }
  return outcome
}

/**
 * What a way onto the partner (the fallback, the backend's redirect to the partner) carries: the
 * campaign and landing page in the clear, and the partner click token for them and the click's
 * dimensions, with the click id sealed inside it (never in the clear: it is for the source's
 * postback only).
 */
async function attributionOf(
  c: Context<AppEnv>,
  carried: CampaignPayload | undefined,
  visitor: Visitor,
) {
  if (!carried) return undefined
  const click = await carriedClick(c.env, carried, visitor)
  return { campaign: carried.campaign, page: carried.page, click }
}

/** The JSON answer of each outcome, in the contract's shapes (the modal reads them). */
function answerJson(c: Context<AppEnv>, outcome: SignupOutcome) {
  switch (outcome.kind) {
    case 'created':
      markIfLandingOnSuccess(c, outcome.destination)
      return c.json({ redirectUrl: outcome.destination } satisfies SignupApiResponse)
    case 'rejected': {
      const { error, status } = outcome
      const signInUrl = signInUrlFor(c, status)
      return c.json({ error, ...(signInUrl && { signInUrl }) } satisfies SignupApiResponse, status)
    }
    case 'unavailable': {
      // 502: the backend failed, not the visitor; the client follows fallbackUrl.
      const { error, fallbackUrl } = outcome
      return c.json({ error, fallbackUrl } satisfies SignupApiResponse, 502)
    }
  }
}

/**
 * No-JavaScript answers: 303 onwards; the form again with the error (email kept, never the
 * password); or, when our side failed, a page saying so with the way on to the partner.
 */
function answerForm(c: Context<AppEnv>, outcome: SignupOutcome, email: string | undefined) {
  switch (outcome.kind) {
    case 'created':
      markIfLandingOnSuccess(c, outcome.destination)
      return c.redirect(outcome.destination, 303)
    case 'unavailable':
      return renderPage(c, <SignupPage fallbackUrl={outcome.fallbackUrl} />, {
        headers: { ...NOINDEX, 'Cache-Control': 'no-store' },
      })
    case 'rejected':
      return showForm(c, outcome.status, outcome.error, email)
  }
}

function showForm(c: Context<AppEnv>, status: ContentfulStatusCode, error: string, email?: string) {
  const signInUrl = signInUrlFor(c, status)
  return renderPage(c, <SignupPage error={error} email={email} signInUrl={signInUrl} />, {
    status,
    headers: NOINDEX,
  })
}

/** A 409 means the email already has an account: the way forward is to sign in, not to retry. */
function signInUrlFor(c: Context<AppEnv>, status: number): string | undefined {
  return status === 409 ? siteConfig(c.env).partnerSigninUrl : undefined
}

/** A signup that goes on to /success leaves the marker that lets that page say "You're in". */
function markIfLandingOnSuccess(c: Context<AppEnv>, destination: string) {
  if (destination === SUCCESS_PATH) markSignupForSuccessPage(c)
}
