/**
 * The backend fault matrix: every kind of answer the signup function could give, and
 * the one thing the visitor sees for each: "go on" (to the partner's redirectUrl or /success),
 * "show the visitor's error" (with a sign-in link for a taken email), or "fall back to the
 * partner" sign-up page, said in one line first, with an operator log line. Each case runs through forwardSignup, the JSON API and the no-JavaScript form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FALLBACK_NOTICE } from '../../../src/shared/island-contract'
import { forwardSignup, type SignupOutcome } from '../../../src/signup/forward-signup'
import {
  captureLog,
  freshIp,
  mockBackend,
  ORIGIN,
  postSignup,
  request,
  TEST_ENV,
  VALID_SIGNUP,
} from '../helpers'

const VALID = VALID_SIGNUP

type Expected =
  | { outcome: 'go on'; to: string }
  | { outcome: 'show the visitor’s error'; status: number; error: string }
  | { outcome: 'fall back to the partner'; status?: number }

interface Fault {
  name: string
  /** The backend's answer to one forwarded request (its signal aborts at the deadline). */
  answer: (request: Request) => Promise<Response>
  expected: Expected
}

const PARTNER_SIGNUP = TEST_ENV.PARTNER_SIGNUP_URL
const PARTNER_SIGN_IN = `${new URL(PARTNER_SIGNUP).origin}/`
const WELCOME = 'https://partner.example.com/welcome?x=1'
const INPUT = {
  email: 'visitor@example.org',
  password: 'correct-horse-battery',
  age: 34,
  affiliate_subid: 'city',
} as const
const SIGNUP = { ...INPUT, consent: true, website: '' }

const json = (status: number, body: unknown) => async () => Response.json(body, { status })
const text =
  (status: number, body: string, type = 'text/html') =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': type } })
const goOn = (to: string): Expected => ({ outcome: 'go on', to })
const show = (status: number, error: string): Expected => ({
  outcome: 'show the visitor’s error',
  status,
  error,
})
const fallBack = (status?: number): Expected => ({ outcome: 'fall back to the partner', status })

/** A body that streams `bytes` of JSON-looking text, then ends. */
function streamed(bytes: number) {
  return async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(8192))
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"redirectUrl":"${WELCOME}","pad":"`))
        },
        pull(controller) {
          if (sent >= bytes) {
            controller.enqueue(new TextEncoder().encode('"}'))
            return controller.close()
          }
          sent += chunk.byteLength
          controller.enqueue(chunk)
        },
      }),
      { headers: { 'Content-Type': 'application/json' } },
    )
  }
}

/** Never answers; rejects with the request's abort reason at its deadline. */
const hang = async (request: Request) =>
  new Promise<Response>((_, reject) =>
    request.signal.addEventListener('abort', () => reject(request.signal.reason)),
  )

/** Headers arrive, then the body stalls forever. */
const stallBody = async () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"redirectUrl":'))
      },
    }),
    { headers: { 'Content-Type': 'application/json' } },
  )

const FAULTS: Fault[] = [
  {
    name: '200 with a partner redirectUrl',
    answer: json(200, { redirectUrl: WELCOME }),
    expected: goOn(WELCOME),
  },
  { name: '200 without redirectUrl', answer: json(200, { ok: true }), expected: goOn('/success') },
  {
    name: '200 with a null redirectUrl',
    answer: json(200, { redirectUrl: null }),
    expected: goOn('/success'),
  },
  {
    name: '201 with a partner redirectUrl',
    answer: json(201, { redirectUrl: WELCOME }),
    expected: goOn(WELCOME),
  },
  {
    name: 'redirectUrl on a foreign host',
    answer: json(200, { redirectUrl: 'https://evil.example/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl over plain http',
    answer: json(200, { redirectUrl: 'http://partner.example.com/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl with userinfo',
    answer: json(200, { redirectUrl: 'https://user:pw@partner.example.com/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl with the host as userinfo',
    answer: json(200, { redirectUrl: 'https://partner.example.com@evil.example/' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl on another port',
    answer: json(200, { redirectUrl: 'https://partner.example.com:8443/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl on an IDN lookalike',
    answer: json(200, { redirectUrl: 'https://p\u0430rtner.example.com/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl on a suffix host',
    answer: json(200, { redirectUrl: 'https://partner.example.com.evil.example/' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl protocol-relative',
    answer: json(200, { redirectUrl: '//evil.example/x' }),
    expected: goOn('/success'),
  },
  {
    name: 'redirectUrl javascript:',
    answer: json(200, { redirectUrl: 'javascript:alert(1)' }),
    expected: goOn('/success'),
  },
  {
    name: '200 with garbage JSON',
    answer: text(200, '{not json', 'application/json'),
    expected: goOn('/success'),
  },
  {
    name: '400 with an error text',
    answer: json(400, { error: 'Password too weak.' }),
    expected: show(400, 'Password too weak.'),
  },
  {
    name: '409 with an error text',
    answer: json(409, { error: 'Email already registered' }),
    expected: show(409, 'Email already registered'),
  },
  {
    name: '422 with an error text',
    answer: json(422, { error: ' Invalid age. ' }),
    expected: show(422, 'Invalid age.'),
  },
  {
    name: '400 without an error text',
    answer: json(400, { message: 'x' }),
    expected: fallBack(400),
  },
  {
    name: '409 as an HTML page',
    answer: text(409, '<html>Conflict</html>'),
    expected: fallBack(409),
  },
  {
    name: '422 with garbage JSON',
    answer: text(422, '{"error":', 'application/json'),
    expected: fallBack(422),
  },
  {
    name: '401 (revoked key)',
    answer: json(401, { error: 'Invalid JWT' }),
    expected: fallBack(401),
  },
  { name: '403 (wrong key)', answer: json(403, { error: 'Forbidden' }), expected: fallBack(403) },
  {
    name: '404 (wrong BACKEND_URL path)',
    answer: json(404, { error: 'no such function' }),
    expected: fallBack(404),
  },
  {
    name: '429 (throttled)',
    answer: json(429, { error: 'Too many requests' }),
    expected: fallBack(429),
  },
  { name: '500', answer: json(500, { error: 'boom' }), expected: fallBack(500) },
  {
    name: '503 as an HTML page',
    answer: text(503, '<html>Service Unavailable</html>'),
    expected: fallBack(503),
  },
  { name: '502 empty', answer: text(502, ''), expected: fallBack(502) },
  {
    name: '301',
    answer: async () => Response.redirect('https://partner.example.com/x', 301),
    expected: fallBack(301),
  },
  {
    name: '302',
    answer: async () => Response.redirect('https://evil.example/x', 302),
    expected: fallBack(302),
  },
  {
    name: '307 to plain http',
    answer: async () => Response.redirect('http://evil.example/x', 307),
    expected: fallBack(307),
  },
  {
    name: '308',
    answer: async () => Response.redirect('https://evil.example/x', 308),
    expected: fallBack(308),
  },
  { name: 'a 200 over 64 KB', answer: streamed(300 * 1024), expected: fallBack(200) },
  {
    name: 'a 409 over 64 KB',
    answer: async () => Response.json({ error: 'x'.repeat(70_000) }, { status: 409 }),
    expected: fallBack(409),
  },
  { name: 'a 200 just under 64 KB', answer: streamed(48 * 1024), expected: goOn(WELCOME) },
  {
    name: 'connection reset before an answer',
    answer: async () => Promise.reject(new TypeError('Network connection lost.')),
    expected: fallBack(),
  },
  {
    name: 'connection reset inside the body',
    answer: async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"redirectUrl":'))
            controller.error(new TypeError('Network connection lost.'))
          },
        }),
      ),
    expected: fallBack(),
  },
  { name: 'a hang past the timeout', answer: hang, expected: fallBack() },
  { name: 'a body that stalls past the timeout', answer: stallBody, expected: fallBack() },
]

/** Hangs are cut at 5 s through the routes; the matrix's direct runs use a short deadline. */
const SLOW = new Set(['a hang past the timeout', 'a body that stalls past the timeout'])

function outcomeName(outcome: SignupOutcome): Expected['outcome'] {
  return outcome.kind === 'created'
    ? 'go on'
    : outcome.kind === 'rejected'
      ? 'show the visitor’s error'
      : 'fall back to the partner'
}

afterEach(() => vi.restoreAllMocks())

/** The no-JavaScript fallback: one line saying why, then the link on to the partner's page. */
async function expectFallbackPage(res: Response) {
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  const html = await res.text()
  expect(html).toContain(`<p role="status">${FALLBACK_NOTICE.replace("'", '&#x27;')}</p>`)
  expect(html).toContain(`href="${PARTNER_SIGNUP.replace(/&/g, '&amp;')}"`)
}

describe('the backend fault matrix', () => {
  for (const fault of FAULTS) {
    const { expected } = fault
    it(`${fault.name}: ${expected.outcome}`, async () => {
      const log = captureLog()
      const backend = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async (input) => fault.answer(input as Request))

      const outcome = await forwardSignup(INPUT, TEST_ENV, { timeoutMs: 200 })
      expect(outcomeName(outcome)).toBe(expected.outcome)
      if (expected.outcome === 'go on') {
        expect(outcome).toEqual({ kind: 'created', destination: expected.to })
      } else if (expected.outcome === 'show the visitor’s error') {
        expect(outcome).toEqual({
          kind: 'rejected',
          status: expected.status,
          error: expected.error,
        })
      } else {
        expect(outcome).toEqual({
          kind: 'unavailable',
          fallbackUrl: PARTNER_SIGNUP,
          error: expect.any(String),
        })
        // The operator's line names the status when there was one; never the email or password.
        const line = { event: 'signup', outcome: 'unavailable' }
        expect(log).toContainEqual(
          expect.objectContaining(expected.status ? { ...line, status: expected.status } : line),
        )
      }
      expect(JSON.stringify(log)).not.toContain(INPUT.email)
      expect(JSON.stringify(log)).not.toContain(INPUT.password)
      if (SLOW.has(fault.name))
        return expect((backend.mock.calls[0]![0] as Request).redirect).toBe('manual')

      const api = await request('/api/signup', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: ORIGIN,
          'CF-Connecting-IP': freshIp(),
        },
        body: JSON.stringify(SIGNUP),
      })
      const answer = await api.json<Record<string, unknown>>()
      if (expected.outcome === 'go on') {
        expect([api.status, answer]).toEqual([200, { redirectUrl: expected.to }])
      } else if (expected.outcome === 'show the visitor’s error') {
        // A taken email (409) also gets where to sign in instead.
        const signIn = expected.status === 409 ? { signInUrl: PARTNER_SIGN_IN } : {}
        expect([api.status, answer]).toEqual([
          expected.status,
          { error: expected.error, ...signIn },
        ])
      } else {
        expect(api.status).toBe(502)
        expect(answer).toEqual({ error: expect.any(String), fallbackUrl: PARTNER_SIGNUP })
      }

      const form = await request('/signup', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          'CF-Connecting-IP': freshIp(),
        },
        body: new URLSearchParams({ ...SIGNUP, age: '34', consent: 'yes' }).toString(),
      })
      if (expected.outcome === 'show the visitor’s error') {
        expect(form.status).toBe(expected.status)
        expect(await form.text()).toContain(expected.error)
      } else if (expected.outcome === 'go on') {
        expect(form.status).toBe(303)
        expect(form.headers.get('Location')).toBe(expected.to)
      } else {
        await expectFallbackPage(form)
      }
      expect(backend).toHaveBeenCalledTimes(3)
      // Never follows a backend redirect (it would re-send the password elsewhere).
      for (const [forwarded] of backend.mock.calls)
        expect((forwarded as Request).redirect).toBe('manual')
    })
  }

  it('a hang through the API ends on the partner after the 5-second deadline', async () => {
    captureLog()
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => hang(input as Request))
    const started = Date.now()
    const res = await request('/api/signup', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'CF-Connecting-IP': freshIp(),
      },
      body: JSON.stringify(SIGNUP),
    })
    expect(res.status).toBe(502)
    expect((await res.json<{ fallbackUrl: string }>()).fallbackUrl).toBe(PARTNER_SIGNUP)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900)
  }, 15_000)

  it('a stalled body through the form ends on the partner after the 5-second deadline', async () => {
    captureLog()
    vi.spyOn(globalThis, 'fetch').mockImplementation(stallBody)
    const res = await request('/signup', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: ORIGIN,
        'CF-Connecting-IP': freshIp(),
      },
      body: new URLSearchParams({ ...SIGNUP, age: '34', consent: 'yes' }).toString(),
    })
    await expectFallbackPage(res)
  }, 15_000)
})

describe("backend rejections that are not about the visitor's input", () => {
  for (const status of [401, 403, 404, 405, 408, 413, 429]) {
    it(`sends the visitor to the partner on a backend ${status} and logs the status`, async () => {
      const errors = captureLog()
      mockBackend(() => Response.json({ error: 'Invalid JWT' }, { status }))
      const res = await postSignup(VALID)
      expect(res.status).toBe(502)
      const body = await res.json<{ error: string; fallbackUrl: string }>()
      expect(body.fallbackUrl).toBe(TEST_ENV.PARTNER_SIGNUP_URL)
      expect(body.error).not.toContain('JWT')
      expect(errors).toContainEqual(
        expect.objectContaining({ event: 'signup', outcome: 'unavailable', status }),
      )
    })
  }
})

describe('backend answers are read with a cap and never followed', () => {
  it('forwards with redirect: manual and treats a 307 as unavailable', async () => {
    const backend = mockBackend(
      () => new Response(null, { status: 307, headers: { Location: 'http://evil.example/x' } }),
    )
    const res = await postSignup(VALID)
    expect((backend.mock.calls[0]![0] as Request).redirect).toBe('manual')
    expect(res.status).toBe(502)
    expect((await res.json<{ fallbackUrl: string }>()).fallbackUrl).toBe(
      TEST_ENV.PARTNER_SIGNUP_URL,
    )
  })

  it('treats an answer over 64 KB as unavailable and stops reading it', async () => {
    const counter = { pulled: 0 }
    const head = new TextEncoder().encode('{"redirectUrl":"https://partner.example.com/x","pad":"')
    const pad = new TextEncoder().encode('x'.repeat(1024))
    mockBackend(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              counter.pulled += 1
              if (counter.pulled === 1) controller.enqueue(head)
              else if (counter.pulled > 300 * 1024) controller.close()
              else controller.enqueue(pad)
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    )
    const res = await postSignup(VALID)
    expect(res.status).toBe(502)
    expect(counter.pulled).toBeLessThan(100)
  })
})

describe('a backend redirectUrl must match host and port', () => {
  it('replaces a redirect to an allowed host on another port with /success', async () => {
    for (const redirectUrl of [
      'https://partner.example.com:8443/x',
      'https://partner.example.com:80/x',
    ]) {
      mockBackend(() => Response.json({ redirectUrl }))
      expect(await (await postSignup(VALID)).json(), redirectUrl).toEqual({
        redirectUrl: '/success',
      })
      vi.restoreAllMocks()
    }
  })

  it('passes the default port, written or not', async () => {
    mockBackend(() => Response.json({ redirectUrl: 'https://partner.example.com:443/x' }))
    expect(await (await postSignup(VALID)).json()).toEqual({
      redirectUrl: 'https://partner.example.com/x',
    })
  })
})
