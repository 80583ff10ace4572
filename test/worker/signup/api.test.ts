import { afterEach, describe, expect, it, vi } from 'vitest'
import { CROSS_SITE_ERROR, RATE_LIMIT_ERROR } from '../../../src/signup/handle-signup'
import {
  awayFromMinuteBoundary,
  mockBackend,
  ORIGIN,
  PASSWORD,
  postSignup,
  request,
  TEST_ENV,
  VALID_SIGNUP,
} from '../helpers'

const VALID = VALID_SIGNUP

afterEach(() => vi.restoreAllMocks())

describe('POST /api/signup validation', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a missing email', { email: '' }, /enter your email/],
    ['a malformed email', { email: 'not-an-email' }, /valid email/],
    ['an email with spaces', { email: 'a b@example.org' }, /valid email/],
    ['an overlong email', { email: `${'a'.repeat(250)}@example.org` }, /valid email/],
    ['a short password', { password: '12345' }, /at least 6/],
    ['an overlong password', { password: 'x'.repeat(129) }, /at most 128/],
    ['a non-string password', { password: 123456 }, /at least 6/],
    ['an age under 18', { age: 17 }, /18 or older/],
    ['an age over 99', { age: 100 }, /18 to 99/],
    ['a fractional age', { age: 30.5 }, /whole number/],
    ['a missing age', { age: undefined }, /whole number/],
    ['no consent', { consent: false }, /agree to share your email/],
    ['an unknown subid', { affiliate_subid: 'evil' }, /out of date/],
    ['a filled honeypot', { website: 'http://spam.example' }, /Signup failed/],
  ]
  for (const [name, change, message] of cases) {
    it(`answers 400 and forwards nothing for ${name}`, async () => {
      const backend = mockBackend(() =>
        Response.json({ redirectUrl: 'https://partner.example.com/x' }),
      )
      const res = await postSignup({ ...VALID, ...change })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toMatch(message)
      expect(backend).not.toHaveBeenCalled()
    })
  }

  it('answers 400 to a body that is not JSON, or not JSON at all', async () => {
    const backend = mockBackend(() => Response.json({}))
    for (const [body, type] of [
      ['{"email":', 'application/json'],
      ['[1,2]', 'application/json'],
      ['null', 'application/json'],
      [JSON.stringify(VALID), 'text/plain'],
    ] as const) {
      const res = await postSignup(body, { headers: { 'Content-Type': type } })
      expect(res.status, body).toBe(400)
      expect(typeof (await res.json<{ error: string }>()).error).toBe('string')
    }
    expect(backend).not.toHaveBeenCalled()
  })

  it('answers 400 to a body over the size limit', async () => {
    const backend = mockBackend(() => Response.json({}))
    const res = await postSignup({ ...VALID, padding: 'x'.repeat(5000) })
    expect(res.status).toBe(400)
    expect(backend).not.toHaveBeenCalled()
  })

  it('answers 400 to a cross-site request', async () => {
    const backend = mockBackend(() => Response.json({}))
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: '' },
      { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
    ] as Record<string, string>[]) {
      const res = await postSignup(VALID, { headers })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toBe(CROSS_SITE_ERROR)
    }
    expect(backend).not.toHaveBeenCalled()
  })
})

describe('POST /api/signup forwarding', () => {
  it('forwards exactly email, password, age and subid with the bearer key', async () => {
    const backend = mockBackend(() =>
      Response.json({ redirectUrl: 'https://partner.example.com/welcome?x=1' }),
    )
    const res = await postSignup({ ...VALID, email: '  visitor@example.org ' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ redirectUrl: 'https://partner.example.com/welcome?x=1' })
    const forwarded = backend.mock.calls[0]![0] as Request
    expect(forwarded.url).toBe('https://backend.test/functions/v1/signup')
    expect(forwarded.method).toBe('POST')
    expect(forwarded.headers.get('Authorization')).toBe('Bearer test-anon-key')
    expect(forwarded.headers.get('Content-Type')).toBe('application/json')
    expect(await forwarded.json()).toEqual({
      email: 'visitor@example.org',
      password: PASSWORD,
      age: 34,
      affiliate_subid: 'city',
    })
  })

  it('sends the visitor to /success when the backend gives no redirectUrl', async () => {
    mockBackend(() => Response.json({ ok: true }))
    expect(await (await postSignup(VALID)).json()).toEqual({ redirectUrl: '/success' })
  })

  it('replaces a redirectUrl to a foreign host, plain http or a non-URL with /success', async () => {
    for (const redirectUrl of [
      'https://evil.example/phish',
      'http://partner.example.com/welcome',
      'javascript:alert(1)',
      'https://partner.example.com.evil.example/',
      'https://user:pw@partner.example.com/',
      42,
    ]) {
      mockBackend(() => Response.json({ redirectUrl }))
      expect(await (await postSignup(VALID)).json(), String(redirectUrl)).toEqual({
        redirectUrl: '/success',
      })
      vi.restoreAllMocks()
    }
  })

  it('passes a backend rejection through with its status and trimmed error text', async () => {
    mockBackend(() => Response.json({ error: '  Password too weak  ' }, { status: 422 }))
    const res = await postSignup(VALID)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: 'Password too weak' })
  })

  it('adds where to sign in to a taken email (409): the partner site', async () => {
    mockBackend(() => Response.json({ error: '  Email already registered  ' }, { status: 409 }))
    const res = await postSignup(VALID)
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: 'Email already registered',
      signInUrl: `${new URL(TEST_ENV.PARTNER_SIGNUP_URL).origin}/`,
    })
  })

  // A visitor-error status without an error text is not about the visitor's
  // input (a proxy's HTML page, an empty body): the partner takes over, as for a 5xx.
  it('sends the visitor to the partner when a 400, 409 or 422 carries no error text', async () => {
    for (const body of [
      JSON.stringify({ error: { code: 1 } }),
      JSON.stringify({ error: '   ' }),
      '<html>',
      '',
    ]) {
      for (const status of [400, 409, 422]) {
        mockBackend(() => new Response(body, { status }))
        const res = await postSignup(VALID)
        expect(res.status, `${status} ${body}`).toBe(502)
        expect((await res.json<{ fallbackUrl: string }>()).fallbackUrl).toBe(
          TEST_ENV.PARTNER_SIGNUP_URL,
        )
        vi.restoreAllMocks()
      }
    }
  })

  it('sends the visitor to the partner sign-up page on a backend 5xx', async () => {
    mockBackend(() => Response.json({ error: 'boom' }, { status: 503 }))
    const res = await postSignup(VALID)
    expect(res.status).toBe(502)
    const body = await res.json<{ fallbackUrl: string; error: string }>()
    expect(body.fallbackUrl).toBe(TEST_ENV.PARTNER_SIGNUP_URL)
    expect(body.error).toBeTruthy()
  })

  it('sends the visitor to the partner sign-up page on a timeout or network failure', async () => {
    for (const failure of [
      new DOMException('timed out', 'TimeoutError'),
      new TypeError('Network connection lost'),
    ]) {
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(failure)
      const res = await postSignup(VALID)
      expect(res.status).toBe(502)
      expect((await res.json<{ fallbackUrl: string }>()).fallbackUrl).toBe(
        TEST_ENV.PARTNER_SIGNUP_URL,
      )
      vi.restoreAllMocks()
    }
  })

  it('treats a malformed JSON success as created, going to /success', async () => {
    mockBackend(() => new Response('{not json', { status: 200 }))
    expect(await (await postSignup(VALID)).json()).toEqual({ redirectUrl: '/success' })
  })

  it('aborts a hanging backend after the timeout', async () => {
    const { forwardSignup } = await import('../../../src/signup/forward-signup')
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise((_, reject) => {
          const signal = (input as Request).signal
          signal.addEventListener('abort', () => reject(signal.reason))
        }),
    )
    // The deadline given, not the 5 s default: asked of the platform, not timed on the wall clock.
    const deadline = vi.spyOn(AbortSignal, 'timeout')
    const outcome = await forwardSignup(
      { email: 'a@b.co', password: PASSWORD, age: 30, affiliate_subid: 'home' },
      TEST_ENV,
      { timeoutMs: 50 },
    )
    expect(outcome).toEqual({
      kind: 'unavailable',
      fallbackUrl: TEST_ENV.PARTNER_SIGNUP_URL,
      error: expect.any(String),
    })
    expect(deadline.mock.calls).toEqual([[50]])
  })

  it('never sends the visitor to the stand-in in a deployment without BACKEND_URL', async () => {
    const backend = mockBackend(() => Response.json({}))
    const env = { ...TEST_ENV, BACKEND_URL: '', SIGNUP_STAND_IN: undefined }
    const res = await request(
      '/api/signup',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          'CF-Connecting-IP': '198.51.100.7',
        },
        body: JSON.stringify(VALID),
      },
      env,
    )
    expect(res.status).toBe(502)
    expect((await res.json<{ fallbackUrl: string }>()).fallbackUrl).toBe(
      TEST_ENV.PARTNER_SIGNUP_URL,
    )
    expect(backend).not.toHaveBeenCalled()
  })
})

describe('POST /api/signup rate limiting', () => {
  it('answers 429 with a clear error once one IP exceeds 10 attempts a minute', async () => {
    mockBackend(() => Response.json({ error: 'taken' }, { status: 409 }))
    await awayFromMinuteBoundary()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await postSignup(VALID, { ip: '192.0.2.99' })
      statuses.push(res.status)
      if (res.status === 429)
        expect((await res.json<{ error: string }>()).error).toBe(RATE_LIMIT_ERROR)
      else await res.arrayBuffer()
    }
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    // Another client is unaffected.
    expect((await postSignup(VALID, { ip: '192.0.2.100' })).status).toBe(409)
  }, 60_000)
})

describe('the password', () => {
  it('never appears in any log line, whatever the outcome', async () => {
    const logged: string[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
        )
      })
    }
    const answers = [
      () => Response.json({ redirectUrl: 'https://partner.example.com/' }),
      () => Response.json({ error: `bad ${PASSWORD}` }, { status: 400 }),
      () => new Response('oops', { status: 500 }),
      () => Promise.reject(new TypeError(`failed sending ${PASSWORD}`)),
    ]
    for (const answer of answers) {
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer())
      await (await postSignup(VALID)).arrayBuffer()
      fetchSpy.mockRestore()
    }
    await (await postSignup({ ...VALID, age: 12 })).arrayBuffer()
    expect(logged.length).toBeGreaterThan(0)
    expect(logged.join('\n')).not.toContain(PASSWORD)
    expect(logged.join('\n')).not.toContain(VALID.email)
  })
})
