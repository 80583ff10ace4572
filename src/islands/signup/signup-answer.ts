/** What the signup modal does with an answer of POST /api/signup, read against the contract. */
import type {
  SignupApiResponse,
  SignupCreated,
  SignupRejected,
  SignupUnavailable,
} from '../../shared/island-contract'

type SignupNextStep =
  | { kind: 'go'; url: string }
  | { kind: 'show'; error: string; signInUrl?: string }
  | { kind: 'fallback'; url: string }

/**
 * Only two answers keep the visitor here or send them on as planned: a 200 carrying
 * redirectUrl (created) and a 4xx carrying an error text (their input was refused). Anything
 * else, our 502, a platform error page, an empty 500, a body that is not the contract's JSON,
 * sends the visitor to the partner's sign-up page, so nobody is left on a dead form.
 */
export function signupNextStep(
  status: number,
  body: unknown,
  partnerSignupUrl: string,
): SignupNextStep {
  const answer = isObject(body) ? (body as Partial<SignupApiResponse>) : {}
  if (status === 200 && isCreated(answer)) return { kind: 'go', url: answer.redirectUrl }
  if (status >= 400 && status < 500 && isRejected(answer)) {
    const error = answer.error.trim()
    // Only an https link: the value is put in an href.
    const signInUrl = answer.signInUrl
    return typeof signInUrl === 'string' && signInUrl.startsWith('https://')
      ? { kind: 'show', error, signInUrl }
      : { kind: 'show', error }
  }
  const url = isUnavailable(answer) ? answer.fallbackUrl : partnerSignupUrl
  return { kind: 'fallback', url }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isCreated(answer: Partial<SignupApiResponse>): answer is SignupCreated {
  return 'redirectUrl' in answer && typeof answer.redirectUrl === 'string' && !!answer.redirectUrl
}

function isRejected(answer: Partial<SignupApiResponse>): answer is SignupRejected {
  return (
    'error' in answer &&
    typeof answer.error === 'string' &&
    answer.error.trim() !== '' &&
    !('fallbackUrl' in answer)
  )
}

function isUnavailable(answer: Partial<SignupApiResponse>): answer is SignupUnavailable {
  return (
    'fallbackUrl' in answer &&
    typeof answer.fallbackUrl === 'string' &&
    answer.fallbackUrl.startsWith('https://')
  )
}
