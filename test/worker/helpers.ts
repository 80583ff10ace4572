/**
 * Shared helpers of the worker tests: requests through the worker's real entry (front door,
 * then the app) with an execution context, with or without the age cookie.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import worker from '../../src/index'
import type { Env } from '../../src/env'

export const ORIGIN = 'https://nightgator.test'
/** wrangler.toml's bindings with test/vitest.config.ts's overrides, typed by `wrangler types`. */
export const TEST_ENV: Env = env

export interface GetOptions {
  /** Send the 18+ confirmation cookie (default true). */
  confirmed?: boolean
  cookie?: string
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
}

type IncomingRequest = Parameters<typeof worker.fetch>[0]

/**
 * Sends a request to the worker and waits for the work it left running (ctx.waitUntil);
 * `onResponse` runs as the response is handed back, before that work ends.
 */
export async function fetchWorker(
  request: Request,
  testEnv: Env = TEST_ENV,
  onResponse?: () => void,
): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request as IncomingRequest, testEnv, ctx)
  onResponse?.()
  await waitOnExecutionContext(ctx)
  return response
}

export function request(path: string, options: GetOptions = {}, testEnv: Env = TEST_ENV) {
  const cookies = [options.confirmed === false ? '' : 'age_ok=1', options.cookie ?? '']
  const headers = new Headers(options.headers)
  // Each request a client of its own unless it names one, as distinct visitors at the edge are.
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', freshIp())
  const cookie = cookies.filter(Boolean).join('; ')
  if (cookie) headers.set('Cookie', cookie)
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`
  const init: RequestInit = { method: options.method ?? 'GET', headers, redirect: 'manual' }
  if (options.body !== undefined) Object.assign(init, { body: options.body, duplex: 'half' })
  return fetchWorker(new Request(url, init), testEnv)
}

/** The page's text with tags stripped and entities that React emits decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

export function count(html: string, pattern: RegExp): number {
  return (
    html.match(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    )?.length ?? 0
  )
}

/** The inner text of each <h1>. */
export function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!).trim())
}

/** A signup's password in the tests: never to appear in a response, log line or table. */
export const PASSWORD = 'correct-horse-battery'

/** A signup that passes every check, as the modal sends it. */
export const VALID_SIGNUP = {
  email: 'visitor@example.org',
  password: PASSWORD,
  age: 34,
  consent: true,
  affiliate_subid: 'city',
  website: '',
}

/** The same signup as the no-JavaScript form posts it. */
export const VALID_SIGNUP_FORM: Record<string, string> = {
  email: 'nojs@example.org',
  password: PASSWORD,
  age: '41',
  consent: 'yes',
  affiliate_subid: 'signup-page',
  website: '',
}

let nextClient = 1
/** A client address no other request of the test run used: its own rate-limit budget. */
export function freshIp(): string {
  const n = nextClient++
  return `198.18.${(n >> 8) & 255}.${n & 255}`
}

export interface PostOptions {
  /** The client address; a fresh one by default (its own rate-limit budget). */
  ip?: string
  /** Cookies besides the 18+ confirmation, which every signup post sends. */
  cookie?: string
  /** The User-Agent header; none by default. */
  agent?: string
  /** More headers, or ones that replace the defaults. */
  headers?: Record<string, string>
  env?: Env
  /** Called as the response is handed back, before the work it left running (waitUntil) ends. */
  onResponse?: () => void
}

/** A signup post through the real entry: same origin, 18+ confirmed, from a fresh address. */
function postTo(path: string, contentType: string, body: string, options: PostOptions) {
  const headers = new Headers({
    'Content-Type': contentType,
    Origin: ORIGIN,
    'CF-Connecting-IP': options.ip ?? freshIp(),
    ...(options.agent === undefined ? {} : { 'User-Agent': options.agent }),
    ...options.headers,
  })
  headers.set('Cookie', ['age_ok=1', options.cookie].filter(Boolean).join('; '))
  const init = { method: 'POST', headers, body, redirect: 'manual' } as const
  return fetchWorker(new Request(`${ORIGIN}${path}`, init), options.env, options.onResponse)
}

/** POST /api/signup as the modal sends it (JSON; a string body is sent as it is). */
export function postSignup(body: unknown = VALID_SIGNUP, options: PostOptions = {}) {
  const json = typeof body === 'string' ? body : JSON.stringify(body)
  return postTo('/api/signup', 'application/json', json, options)
}

/** POST /signup as the no-JavaScript form sends it. */
export function postSignupForm(
  fields: Record<string, string> = VALID_SIGNUP_FORM,
  options: PostOptions = {},
) {
  const form = new URLSearchParams(fields).toString()
  return postTo('/signup', 'application/x-www-form-urlencoded', form, options)
}

/** Answers every outgoing fetch (the backend's) with `answer`; restored by vi.restoreAllMocks(). */
export function mockBackend(answer: (request: Request) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    // A clone: the test can still read what was forwarded from mock.calls.
    answer(
      input instanceof Request && !init ? (input.clone() as Request) : new Request(input, init),
    ),
  )
}

/** A backend answer: `body` as JSON with `status`, fresh for each call. */
export function answerJson(status: number, body: object) {
  return () => Response.json(body, { status })
}

/** The worker's log lines (one JSON object each) on the given console methods, captured. */
export function captureLog(
  methods: readonly ('log' | 'info' | 'error' | 'warn')[] = ['log', 'info', 'error', 'warn'],
) {
  const lines: Record<string, unknown>[] = []
  for (const method of methods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ')
      try {
        lines.push(JSON.parse(text) as Record<string, unknown>)
      } catch {
        lines.push({ text })
      }
    })
  }
  return lines
}

/** POST /age-check with a return path, as the 18+ form sends it (no 18+ cookie yet). */
export function confirmAge(returnValue: string) {
  return request('/age-check', {
    confirmed: false,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: returnValue }).toString(),
  })
}

/** A body stream of `total` bytes in 1 KB chunks that counts how much was pulled from it. */
export function countingStream(total: number) {
  const chunk = new TextEncoder().encode('return=%2F&'.padEnd(1024, 'x'))
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      counter.pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, counter }
}

/**
 * Waits, when the minute is nearly over, for the next one: rate limiting counts in windows aligned
 * to the wall clock (miniflare's as the platform's), so a run of requests that crosses a minute's
 * end starts counting again halfway through. A test of a limit calls it first and states a budget
 * for the wait (up to 15 s) beside its dozen requests.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute))
}
