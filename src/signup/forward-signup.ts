/**
 * Forwards a validated signup to the hosted backend function and turns every possible answer
 * into one of three outcomes, so no visitor is ever stranded. Never logs the password or email.
 */
import { siteConfig } from '../config'
import type { Env } from '../env'
import { GENERIC_SIGNUP_ERROR, SUCCESS_PATH } from '../shared/island-contract'
import { logError, logInfo } from '../shared/log'
import { standInBackend } from './stand-in-backend'
import type { SignupInput } from './validate-signup'

export type SignupOutcome =
  | { kind: 'created'; destination: string }
  | { kind: 'rejected'; status: number; error: string }
  | { kind: 'unavailable'; fallbackUrl: string; error: string }

export const BACKEND_TIMEOUT_MS = 5000
export const SIGNUP_FUNCTION_PATH = '/functions/v1/signup'
const ERROR_MAX_LENGTH = 300
const UNAVAILABLE_ERROR = 'Our account service is busy; continuing on the partner sign-up page.'

type Fetcher = (request: Request) => Promise<Response>

export interface ForwardOptions {
  timeoutMs?: number
}

export async function forwardSignup(
  input: SignupInput,
  env: Env,
  options: ForwardOptions = {},
): Promise<SignupOutcome> {
  const unavailable = (reason: string): SignupOutcome => {
    logOutcome('unavailable', input, reason)
    return { kind: 'unavailable', fallbackUrl: env.PARTNER_SIGNUP_URL, error: UNAVAILABLE_ERROR }
  }
  const backend = chooseBackend(env)
  if (!backend) return unavailable('BACKEND_URL is not configured')

  const request = new Request(backend.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${env.BACKEND_ANON_KEY ?? ''}`,
    },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(options.timeoutMs ?? BACKEND_TIMEOUT_MS),
  })
  let response: Response
  let body: Record<string, unknown> | null
  try {
    response = await backend.fetch(request)
    body = await readJsonObject(response)
  } catch (error) {
    // Timeouts and network failures; the error's name only: its message could echo the request.
    return unavailable(error instanceof Error ? error.name : 'fetch failed')
  }

  if (response.ok) {
    logOutcome('created', input, response.status)
    return { kind: 'created', destination: allowedRedirect(body?.redirectUrl, env) ?? SUCCESS_PATH }
  }
  if (response.status >= 400 && response.status < 500) {
    logOutcome('rejected', input, response.status)
    return { kind: 'rejected', status: response.status, error: backendError(body?.error) }
  }
  return unavailable(`backend answered ${response.status}`)
}

/** The real backend, or the local stand-in when `npm run dev` enabled it and none is set. */
function chooseBackend(env: Env): { url: string; fetch: Fetcher } | undefined {
  const base = env.BACKEND_URL?.trim().replace(/\/+$/, '')
  if (base) return { url: `${base}${SIGNUP_FUNCTION_PATH}`, fetch: (request) => fetch(request) }
  if (env.SIGNUP_STAND_IN === 'on') {
    return { url: `http://stand-in.local${SIGNUP_FUNCTION_PATH}`, fetch: standInBackend }
  }
  return undefined
}

/** The body as a JSON object, or null when it is empty, malformed or not an object. */
async function readJsonObject(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text()
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** A backend redirectUrl passes only if it is https on an allowed host (no open redirect). */
export function allowedRedirect(value: unknown, env: Env): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined
  return siteConfig(env).redirectHosts.has(url.hostname) ? url.toString() : undefined
}

function backendError(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : ''
  return text ? text.slice(0, ERROR_MAX_LENGTH) : GENERIC_SIGNUP_ERROR
}

/** One structured line per attempt: outcome, page tag and status; never email or password. */
function logOutcome(outcome: SignupOutcome['kind'], input: SignupInput, detail: number | string) {
  const line = { outcome, subid: input.affiliate_subid, detail }
  if (outcome === 'unavailable') logError('signup', line)
  else logInfo('signup', line)
}
