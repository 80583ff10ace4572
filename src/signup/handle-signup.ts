/** One signup attempt, whichever form it came in: origin, rate limit, validation, forwarding. */
import type { Context } from 'hono'
import type { ClientErrorStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../http/app-env'
import { withinSignupRateLimit } from '../http/rate-limit'
import { isSameOrigin } from '../http/same-origin'
import { forwardSignup, type ForwardOptions, type SignupOutcome } from './forward-signup'
import { validateSignup, type SignupInput } from './validate-signup'

/** Largest signup body accepted; a real one is a few hundred bytes. */
export const SIGNUP_BODY_LIMIT = 4 * 1024

export const CROSS_SITE_ERROR = 'Signups are accepted only from this site. Please reload the page.'
export const RATE_LIMIT_ERROR = 'Too many signup attempts. Please wait a minute and try again.'

const reject = (status: ClientErrorStatusCode, error: string): SignupOutcome => ({
  kind: 'rejected',
  status,
  error,
})

/** Checks that need no body: run before the body is read. */
export async function precheckSignup(c: Context<AppEnv>): Promise<SignupOutcome | undefined> {
  if (!isSameOrigin(c)) return reject(400, CROSS_SITE_ERROR)
  if (!(await withinSignupRateLimit(c))) return reject(429, RATE_LIMIT_ERROR)
  return undefined
}

/** A signup's outcome, and what was forwarded when the fields passed validation. */
interface SubmittedSignup {
  outcome: SignupOutcome
  /** Undefined when validation refused the fields: nothing was forwarded (or is counted). */
  forwarded?: SignupInput
}

/** Validates the parsed fields and, when they pass, forwards them to the backend. */
export async function submitSignup(
  c: Context<AppEnv>,
  fields: Record<string, unknown>,
  options: Pick<ForwardOptions, 'attribution' | 'offer'>,
): Promise<SubmittedSignup> {
  const validation = validateSignup(fields)
  if (!validation.ok) return { outcome: reject(400, validation.error) }
  const outcome = await forwardSignup(validation.input, c.env, options)
  return { outcome, forwarded: validation.input }
}
