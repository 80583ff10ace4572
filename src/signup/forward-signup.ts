/**
 * Forwards a validated signup to the hosted backend function and turns every possible answer
 * into one of three outcomes, so no visitor is ever stranded. Never logs the password or email.
 */
import type { ClientErrorStatusCode } from 'hono/utils/http-status'
import { siteConfig, withOffer, type PartnerOffer } from '../config'
import type { Env } from '../env'
import { FALLBACK_NOTICE } from '../shared/island-contract'
import { logError, logInfo } from '../shared/log'
import { partnerLink, type PartnerClick } from '../shared/partner-link'
import { readCappedText } from './read-capped'
import { standInBackend } from './stand-in-backend'
import type { SignupInput } from './validate-signup'
import { SUCCESS_PATH } from '../shared/paths'

export type SignupOutcome =
  | { kind: 'created'; destination: string }
  | { kind: 'rejected'; status: ClientErrorStatusCode; error: string }
  | { kind: 'unavailable'; fallbackUrl: string; error: string }

/** The backend's answers about the visitor's own input: bad fields, taken email, unprocessable. */
const VISITOR_ERROR_STATUSES = [400, 409, 422] as const
type VisitorErrorStatus = (typeof VISITOR_ERROR_STATUSES)[number]

const BACKEND_TIMEOUT_MS = 5000
/** Largest backend answer read; a real one is under a kilobyte. More is treated as unavailable. */
const BACKEND_BODY_LIMIT = 64 * 1024
const SIGNUP_FUNCTION_PATH = '/functions/v1/signup'
const ERROR_MAX_LENGTH = 300

/** What the operator should check for a backend status that is a fault of ours, not the visitor's. */
const OPERATOR_HINTS: Partial<Record<number, string>> = {
  401: 'check BACKEND_ANON_KEY',
  403: 'check BACKEND_ANON_KEY',
  404: 'check BACKEND_URL',
  405: 'check BACKEND_URL',
  429: 'the backend is throttling the worker',
}

type Fetcher = (request: Request) => Promise<Response>

export interface ForwardOptions {
  timeoutMs?: number
  /**
   * The visitor's campaign and landing page, passed on to the partner on a fallback and on a
   * redirect to the partner's site, with the partner click token (PARTNER_CLICK_PARAM) when
   * there is one.
   */
  attribution?: { campaign: string; page: string; click?: PartnerClick }
  /**
   * The partner offer of the visitor's offer-test arm: its sign-up page replaces the configured
   * partner's, both as the fallback and as where a created signup continues.
   */
  offer?: PartnerOffer
}

export async function forwardSignup(
  input: SignupInput,
  env: Env,
  options: ForwardOptions = {},
): Promise<SignupOutcome> {
  const unavailable = (reason: string, status?: number): SignupOutcome => {
    logOutcome('unavailable', input, reason, status)
    const { campaign, page, click } = options.attribution ?? {}
    const signupUrl = withOffer(siteConfig(env), options.offer).partnerSignupUrl
    const fallbackUrl = partnerLink(signupUrl, campaign, page, click) ?? signupUrl
    return { kind: 'unavailable', fallbackUrl, error: FALLBACK_NOTICE }
  }
  const backend = chooseBackend(env)
  if (!backend) return unavailable('BACKEND_URL is not configured')

  const signal = AbortSignal.timeout(options.timeoutMs ?? BACKEND_TIMEOUT_MS)
  const request = new Request(backend.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${env.BACKEND_ANON_KEY ?? ''}`,
    },
    body: JSON.stringify(input),
    // A backend redirect is never followed: it would re-send the password elsewhere.
    redirect: 'manual',
    signal,
  })
  let response: Response
  let text: string | undefined
  try {
    response = await backend.fetch(request)
    // The same deadline covers the body: a backend that sends headers and then stalls is a hang.
    text = await readCappedText(response, BACKEND_BODY_LIMIT, signal)
  } catch (error) {
    // Timeouts and network failures; the error's name only: its message could echo the request.
    return unavailable(error instanceof Error ? error.name : 'fetch failed')
  }
  const { status } = response
  if (text === undefined)
    return unavailable(`backend answer over ${BACKEND_BODY_LIMIT} bytes`, status)
  const body = parseJsonObject(text)

  if (status >= 200 && status < 300) {
    logOutcome('created', input, 'created', status)
    const redirect = allowedRedirect(body?.redirectUrl, env)
    const destination = redirect ? partnerRedirect(redirect, env, options) : undefined
    return { kind: 'created', destination: destination ?? SUCCESS_PATH }
  }
  const error = isVisitorErrorStatus(status) ? visitorError(body?.error) : undefined
  if (isVisitorErrorStatus(status) && error) {
    logOutcome('rejected', input, 'rejected', status)
    return { kind: 'rejected', status, error }
  }
  // 3xx (never followed), any other 4xx (our key, URL or quota), 5xx, or a visitor-error status
  // without a readable error text (a proxy's HTML page): our fault, the partner takes over.
  const hint = OPERATOR_HINTS[status]
  return unavailable(`backend answered ${status}${hint ? `: ${hint}` : ''}`, status)
}

function isVisitorErrorStatus(status: number): status is VisitorErrorStatus {
  return (VISITOR_ERROR_STATUSES as readonly number[]).includes(status)
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

/** The text as a JSON object, or null when it is empty, malformed or not an object. */
function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * A backend redirectUrl passes only if it is https on an allowed host and port (no open
 * redirect): REDIRECT_HOSTS entries name a host, or host:port for a port other than 443.
 */
export function allowedRedirect(value: unknown, env: Env): string | undefined {
  if (typeof value !== 'string' || !value) return undefined
  const url = URL.parse(value)
  if (!url || url.protocol !== 'https:' || url.username || url.password) return undefined
  // url.host carries the port unless it is https's default, which the parser drops.
  return siteConfig(env).redirectHosts.has(url.host) ? url.toString() : undefined
}

/**
 * A redirect onto the partner's own site (the host of PARTNER_URL or PARTNER_SIGNUP_URL) carries
 * the visitor's campaign and partner click token, as /go's does, so the partner's approval of
 * this account is credited to the zone that bought the visit (they replace any the backend set).
 * A visitor in an offer arm with its own sign-up page continues there instead (the offer is
 * where they go on to: docs/decisions/023-offer-arms-end-to-end.md). A redirect to another
 * allowed host is left as it is.
 */
function partnerRedirect(url: string, env: Env, options: ForwardOptions): string {
  const { attribution, offer } = options
  const signupUrl = offer?.partnerSignupUrl
  if (!attribution && !signupUrl) return url
  const { partnerUrl, partnerSignupUrl } = siteConfig(env)
  const host = URL.parse(url)?.host
  const partnerHosts = [partnerUrl, partnerSignupUrl].map((base) => URL.parse(base)?.host)
  if (!host || !partnerHosts.includes(host)) return url
  const { campaign, page, click } = attribution ?? {}
  return partnerLink(signupUrl ?? url, campaign, page, click) ?? url
}

/** The backend's error text for the visitor, trimmed and capped; undefined when there is none. */
function visitorError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  return text ? text.slice(0, ERROR_MAX_LENGTH) : undefined
}

/** One structured line per attempt: outcome, page tag and status; never email or password. */
function logOutcome(
  outcome: SignupOutcome['kind'],
  input: SignupInput,
  detail: string,
  status?: number,
) {
  const line = { outcome, subid: input.affiliate_subid, status, detail }
  if (outcome === 'unavailable') logError('signup', line)
  else logInfo('signup', line)
}
