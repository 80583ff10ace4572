/** Every path that logs writes one JSON object with an `event`, and never a visitor's data. */
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import type { AppEnv } from '../../../src/http/app-env'
import { renderPage } from '../../../src/render/render-page'
import { mockBackend, ORIGIN, postSignup, postSignupForm, request, TEST_ENV } from '../helpers'
import { GO_PATH } from '../../../src/shared/paths'

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const

/** What a visitor sends that must never reach a log line. */
const VISITOR = {
  email: 'log-probe@example.org',
  password: 'log-probe-password',
  ip: '198.51.100.77',
  userAgent: 'LogProbeAgent/9.9',
  cookieValue: 'log-probe-cookie-value',
}

interface LoggedCall {
  method: (typeof CONSOLE_METHODS)[number]
  args: unknown[]
}

let calls: LoggedCall[] = []

beforeEach(() => {
  calls = []
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push({ method, args })
    })
  }
})

afterEach(() => vi.restoreAllMocks())

/** Asserts that something was logged, each call one JSON object with this event, no visitor data. */
function expectLogLines(event: string): Record<string, unknown>[] {
  expect(calls.length, 'the path logged nothing').toBeGreaterThan(0)
  return calls.map(({ method, args }) => {
    expect(args, `console.${method} with more than one argument`).toHaveLength(1)
    const [line] = args
    expect(typeof line, `console.${method} with a non-string argument`).toBe('string')
    const parsed: unknown = JSON.parse(line as string)
    expect(parsed).toBeTypeOf('object')
    expect(parsed).toMatchObject({ event })
    for (const value of Object.values(VISITOR)) expect(line).not.toContain(value)
    return parsed as Record<string, unknown>
  })
}

let nextIp = 1
/** The probe visitor's signup (the API, or the form without JavaScript). */
function signUp(kind: 'api' | 'form', env: Env = TEST_ENV) {
  const fields = {
    email: VISITOR.email,
    password: VISITOR.password,
    age: '34',
    consent: 'yes',
    affiliate_subid: 'city',
    website: '',
  }
  const options = {
    cookie: `sid=${VISITOR.cookieValue}`,
    // A fresh address per call keeps the rate limiter out of the way; the probe is in the UA.
    ip: `198.51.100.${100 + nextIp++}`,
    agent: VISITOR.userAgent,
    headers: { 'X-Forwarded-For': VISITOR.ip },
    env,
  }
  return kind === 'api'
    ? postSignup({ ...fields, age: 34 }, options)
    : postSignupForm(fields, options)
}

describe('signup log lines', () => {
  it('an account created: one info line with the outcome and page tag', async () => {
    mockBackend(() => Response.json({ redirectUrl: 'https://partner.example.com/welcome' }))
    expect((await signUp('api')).status).toBe(200)
    const [line] = expectLogLines('signup')
    expect(line).toEqual({
      event: 'signup',
      outcome: 'created',
      subid: 'city',
      status: 200,
      detail: 'created',
    })
    expect(calls[0]!.method).toBe('log')
  })

  it('a rejection by the backend (409), from the form without JavaScript', async () => {
    mockBackend(() => Response.json({ error: 'Email already registered' }, { status: 409 }))
    expect((await signUp('form')).status).toBe(409)
    expect(expectLogLines('signup')).toEqual([
      { event: 'signup', outcome: 'rejected', subid: 'city', status: 409, detail: 'rejected' },
    ])
  })

  it('a failing backend, an unreachable one and a missing BACKEND_URL: error lines', async () => {
    mockBackend(() => new Response('down', { status: 503 }))
    await signUp('api')
    mockBackend(() => Promise.reject(new TypeError(`could not reach ${VISITOR.email}`)))
    await signUp('api')
    await signUp('api', { ...TEST_ENV, BACKEND_URL: '' })
    const lines = expectLogLines('signup')
    expect(lines.map((line) => [line.outcome, line.detail])).toEqual([
      ['unavailable', 'backend answered 503'],
      ['unavailable', 'TypeError'],
      ['unavailable', 'BACKEND_URL is not configured'],
    ])
    expect(calls.every((call) => call.method === 'error')).toBe(true)
  })

  it('the local stand-in of npm run dev logs like the real backend', async () => {
    await signUp('api', { ...TEST_ENV, BACKEND_URL: '', SIGNUP_STAND_IN: 'on' })
    expect(expectLogLines('signup')).toEqual([
      { event: 'signup', outcome: 'created', subid: 'city', status: 200, detail: 'created' },
    ])
  })
})

describe('/go log lines', () => {
  it('a PARTNER_URL that is not https: one error line', async () => {
    const env = { ...TEST_ENV, PARTNER_URL: 'http://partner.example.com/join' }
    const res = await request(
      `${GO_PATH}?sub=spring`,
      { headers: { 'User-Agent': VISITOR.userAgent, 'CF-Connecting-IP': VISITOR.ip } },
      env,
    )
    expect(res.status).toBe(302)
    expect(expectLogLines('go')).toEqual([
      { event: 'go', error: 'PARTNER_URL is not a valid https URL' },
    ])
  })
})

describe('render log lines', () => {
  it('a page that throws: an error line with the stack, for the operator only', async () => {
    function Broken(): never {
      throw new Error('broken at render time')
    }
    const app = new Hono<AppEnv>()
    app.get('/boom', (c) => renderPage(c, <Broken />))
    const res = await app.request(
      `${ORIGIN}/boom`,
      { headers: { 'User-Agent': VISITOR.userAgent, Cookie: `sid=${VISITOR.cookieValue}` } },
      TEST_ENV,
    )
    expect(res.status).toBe(500)
    const lines = expectLogLines('render')
    expect(lines.some((line) => String(line.error).includes('broken at render time'))).toBe(true)
  })
})
