/**
 * One call to a traffic source's statistics API, its answer read into a closed union the sync
 * switches on: JSON, unauthorised (re-authenticate once), rate-limited (with Retry-After), or a
 * failure in words. Every word kept (an excerpt of the answer, the request named) has the token
 * cut out, so a source that echoes it, or takes it in the query or the path, leaks it nowhere
 * (docs/decisions/038-cost-sync.md).
 */
import type { Env } from '../env'

const CALL_TIMEOUT_MS = 15_000
/** Enough of an answer for a run's row and the "Test connection" page to say what it was. */
const EXCERPT_CHARS = 160
/** When a 429 gives no (readable) Retry-After: wait one tick. */
const DEFAULT_RETRY_S = 600

export interface SourceRequest {
  method: 'GET' | 'POST'
  /** The source's own URL (its origin replaced by COST_API_ORIGIN in local runs). */
  url: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as a form (application/x-www-form-urlencoded), instead of `body`. */
  form?: Record<string, string>
}

export type SourceAnswer =
  | { kind: 'json'; status: number; json: unknown; excerpt: string }
  | { kind: 'unauthorized'; status: number; excerpt: string }
  | { kind: 'rate_limited'; status: 429; retryAfterS: number; excerpt: string }
  | { kind: 'failed'; status: number; reason: string; excerpt: string }

/** How a connection's calls are made: the token (for cutting), the transport, the origin. */
export interface SourceTransport {
  token: string
  send: typeof fetch
  /** COST_API_ORIGIN, when local runs may use it; else undefined. */
  localOrigin?: string
}

/** The local fake's origin, honoured only where POSTBACK_ALLOW_LOCAL is on (npm run dev). */
export function localCostOrigin(env: Env): string | undefined {
  if (env.POSTBACK_ALLOW_LOCAL !== 'on' || !env.COST_API_ORIGIN) return undefined
  const origin = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/.exec(env.COST_API_ORIGIN)
  return origin ? origin[0] : undefined
}

/** `text` with every occurrence of the token (and its URL-encoded form) cut out. */
export function withoutToken(text: string, token: string): string {
  if (!token) return text
  return text.replaceAll(token, '…').replaceAll(encodeURIComponent(token), '…')
}

/** The request in words for a run's row: method and URL, the token cut. */
export function describeRequest(request: SourceRequest, token: string): string {
  return withoutToken(`${request.method} ${request.url}`, token)
}

/** Sends one request; never throws. */
export async function callSource(
  transport: SourceTransport,
  request: SourceRequest,
): Promise<SourceAnswer> {
  const url = transport.localOrigin
    ? transport.localOrigin + request.url.replace(/^https?:\/\/[^/]+/, '')
    : request.url
  let response: Response
  try {
    response = await transport.send(url, {
      method: request.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      headers: {
        Accept: 'application/json',
        'User-Agent': 'cost-sync',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(request.form && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.form && { body: new URLSearchParams(request.form).toString() }),
    })
  } catch {
    return { kind: 'failed', status: 0, reason: 'no answer (timeout or network)', excerpt: '' }
  }
  const text = await response.text().catch(() => '')
  const excerpt = withoutToken(text, transport.token)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, EXCERPT_CHARS)
  const { status } = response
  if (status === 401) return { kind: 'unauthorized', status, excerpt }
  if (status === 429) {
    return {
      kind: 'rate_limited',
      status,
      retryAfterS: retryAfter(response.headers.get('Retry-After')),
      excerpt,
    }
  }
  if (status < 200 || status > 299) {
    return { kind: 'failed', status, reason: `answered ${status}`, excerpt }
  }
  try {
    return { kind: 'json', status, json: JSON.parse(text) as unknown, excerpt }
  } catch {
    // An HTML error page behind a 200, or JSON cut short: nothing is written from it.
    return { kind: 'failed', status, reason: 'answered something that is not JSON', excerpt }
  }
}

/** Retry-After in seconds (RFC 9110: seconds or an HTTP date), at least one, at most a day. */
function retryAfter(value: string | null): number {
  if (!value) return DEFAULT_RETRY_S
  const seconds = /^\d{1,6}$/.test(value.trim())
    ? Number(value.trim())
    : (Date.parse(value) - Date.now()) / 1000
  if (!Number.isFinite(seconds)) return DEFAULT_RETRY_S
  return Math.min(86_400, Math.max(1, Math.ceil(seconds)))
}

/**
 * An amount a source reported (a JSON number or a decimal string, in currency units) as integer
 * micros, rounded half up past six decimals; undefined for anything else (negative included).
 */
export function amountMicros(value: unknown): number | undefined {
  const text =
    typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : ''
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim())
  if (!match) return undefined
  const decimals = (match[2] ?? '').padEnd(7, '0')
  const micros = Number(match[1]) * 1_000_000 + Number(decimals.slice(0, 6))
  return Number(decimals[6]) >= 5 ? micros + 1 : micros
}

/** A JSON number in plain decimal (no exponent), as many digits as it has. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || value < 0) return ''
  const text = String(value)
  return /e/i.test(text) ? value.toFixed(8) : text
}

/** A count a source reported (a non-negative integer or its string), else undefined. */
export function countOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined
}
