/** One test per defect of the adversarial review (issue 9, defects 1 to 12), each failing before its fix. */
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../src/http/app-env'
import { answerError } from '../../src/routes/answer-error'
import { PASSWORD, VALID_SIGNUP } from './signup-fixtures'
import { ORIGIN, h1s, request, TEST_ENV } from './helpers'
import { headersFor } from '../support/headers-file'

const VALID = VALID_SIGNUP

let nextIp = 1
function postSignup(body: unknown, ip = `198.18.0.${nextIp++}`) {
  return request('/api/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  })
}

function mockBackend(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer())
}

/** Captures console.error lines, parsed as JSON where they are JSON. */
function captureErrors() {
  const lines: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    try {
      lines.push(JSON.parse(text))
    } catch {
      lines.push(text)
    }
  })
  return lines
}

/** A body stream of `total` bytes in 1 KB chunks that counts how much was pulled from it. */
function countingStream(total: number) {
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

function confirmAge(returnValue: string) {
  return request('/age-check', {
    confirmed: false,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: returnValue }).toString(),
  })
}

afterEach(() => vi.restoreAllMocks())

describe('defect 1: POST /age-check has a small body limit', () => {
  it('answers 413 with a page to a large form, without setting the cookie', async () => {
    const res = await request('/age-check', {
      confirmed: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `return=%2F&pad=${'x'.repeat(100_000)}`,
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('Set-Cookie')).toBeNull()
    expect(h1s(await res.text())).toEqual(['Request too large'])
  })

  it('stops reading a chunked body soon after the limit', async () => {
    const { stream, counter } = countingStream(4 * 1024 * 1024)
    const res = await request('/age-check', {
      confirmed: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: stream,
    })
    expect(res.status).toBe(413)
    await res.arrayBuffer()
    expect(counter.pulled).toBeLessThan(64 * 1024)
  })

  it('still confirms an ordinary form', async () => {
    const res = await confirmAge('/state/Texas')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/state/Texas')
  })
})

describe('defects 2 and 3: the gate returns only to a clean path on this site', () => {
  it('sends a return value with CR, LF or NUL home with the cookie set, never a 500', async () => {
    for (const value of [
      '/\n/x',
      '/x\r\nSet-Cookie: evil=1',
      '/%0A/x'.replace('%0A', '\n'),
      '/\0',
    ]) {
      const res = await confirmAge(value)
      expect(res.status, JSON.stringify(value)).toBe(303)
      expect(res.headers.get('Location')).toBe('/')
      expect(res.headers.get('Set-Cookie')).toContain('age_ok=1')
    }
  })

  it('sends a TAB, space or other whitespace trick home, not to another host', async () => {
    for (const value of [
      '/\t/evil.example.net',
      '\t//evil.example.net',
      '/ /evil.example.net',
      '/\u000b/evil.example.net',
      '/\u00a0/evil.example.net',
      '/\u2028/evil.example.net',
      '/\\\t\\evil.example.net',
    ]) {
      const res = await confirmAge(value)
      expect(res.status).toBe(303)
      expect(res.headers.get('Location'), JSON.stringify(value)).toBe('/')
    }
  })
})

describe('defect 4: only visitor-input rejections from the backend reach the visitor', () => {
  for (const status of [401, 403, 404, 405, 408, 413, 429]) {
    it(`sends the visitor to the partner on a backend ${status} and logs the status`, async () => {
      const errors = captureErrors()
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

describe('defect 6: backend answers are read with a cap and never followed', () => {
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

describe('defect 7: validation accepts only clean emails and passwords', () => {
  const badEmails = [
    'vis\u0000itor@example.org',
    'vis\u0007itor@example.org',
    'vis\u200bitor@example.org',
    'vis\u202eitor@example.org',
    '<script>@example.org',
    'visitor@exa mple.org',
    'visitor@-example.org',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`,
  ]
  for (const email of badEmails) {
    it(`rejects the email ${JSON.stringify(email).slice(0, 40)} and forwards nothing`, async () => {
      const backend = mockBackend(() => Response.json({}))
      const res = await postSignup({ ...VALID, email })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toBe(
        'Please enter a valid email address.',
      )
      expect(backend).not.toHaveBeenCalled()
    })
  }

  const badPasswords: [string, RegExp][] = [
    ['      ', /only spaces/],
    ['\u0000'.repeat(8), /control characters/],
    ['abc\u0007defgh', /control characters/],
    ['secret\r\npassword', /control characters/],
    ['\u3000\u2003\u00a0\u2028\u3000\u3000', /only spaces/],
  ]
  for (const [password, message] of badPasswords) {
    it(`rejects the password ${JSON.stringify(password)} with a clear message`, async () => {
      const backend = mockBackend(() => Response.json({}))
      const res = await postSignup({ ...VALID, password })
      expect(res.status).toBe(400)
      expect((await res.json<{ error: string }>()).error).toMatch(message)
      expect(backend).not.toHaveBeenCalled()
    })
  }

  it('still accepts the addresses the HTML standard allows', async () => {
    for (const email of [
      "o'brien+tag@example.org",
      'x@sub-domain.example.co.uk',
      'A.B@EXAMPLE.ORG',
    ]) {
      mockBackend(() => Response.json({}))
      expect((await postSignup({ ...VALID, email })).status, email).toBe(200)
      vi.restoreAllMocks()
    }
  })
})

describe('defect 8: a backend redirectUrl must match host and port', () => {
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

describe('defect 9: the signup rate limit keys IPv6 clients by their /64', () => {
  it('shares one budget across a /64, written in any form, and not beyond it', async () => {
    mockBackend(() => Response.json({ error: 'taken' }, { status: 409 }))
    const statuses: number[] = []
    for (let i = 1; i <= 10; i++) {
      const res = await postSignup(VALID, `2001:db8:9:1::${i.toString(16)}`)
      statuses.push(res.status)
      await res.arrayBuffer()
    }
    expect(statuses.every((s) => s === 409)).toBe(true)
    for (const ip of ['2001:db8:9:1:ffff:ffff:ffff:ffff', '2001:0DB8:0009:0001:0:0:0:77']) {
      const res = await postSignup(VALID, ip)
      expect(res.status, ip).toBe(429)
      await res.arrayBuffer()
    }
    const neighbour = await postSignup(VALID, '2001:db8:9:2::1')
    expect(neighbour.status).toBe(409)
  })
})

describe('defect 10: HTTP errors answer with their own status', () => {
  const probe = new Hono<AppEnv>()
  probe.onError(answerError)
  probe.get('/throws/:status', (c) => {
    throw new HTTPException(Number(c.req.param('status')) as 401, { message: 'secret detail' })
  })
  probe.get('/api/throws/:status', (c) => {
    throw new HTTPException(Number(c.req.param('status')) as 401, { message: 'secret detail' })
  })
  probe.get('/boom', () => {
    throw new Error('boom')
  })
  const call = (path: string) =>
    probe.request(`${ORIGIN}${path}`, { headers: { Cookie: 'age_ok=1' } }, TEST_ENV)

  it('answers an HTTPException with its status and a page, not a 500', async () => {
    captureErrors()
    for (const status of [400, 401, 403, 413, 429, 503]) {
      const res = await call(`/throws/${status}`)
      expect(res.status).toBe(status)
      expect(res.headers.get('Content-Type')).toContain('text/html')
      const html = await res.text()
      expect(h1s(html)).toHaveLength(1)
      expect(html).not.toContain('Unexpected Application Error')
      expect(html).not.toContain('secret detail')
    }
  })

  it('answers JSON under /api/', async () => {
    captureErrors()
    const res = await call('/api/throws/401')
    expect(res.status).toBe(401)
    expect(typeof (await res.json<{ error: string }>()).error).toBe('string')
  })

  it('keeps the 500 page for anything else', async () => {
    captureErrors()
    const res = await call('/boom')
    expect(res.status).toBe(500)
    expect(h1s(await res.text())).toEqual(['Unexpected Application Error!'])
  })

  it('is what the app uses: a Hono middleware rejection in the real app keeps its status', async () => {
    const { stream } = countingStream(1024 * 1024)
    const res = await request('/age-check', { method: 'POST', body: stream })
    expect(res.status).toBe(413)
  })
})

describe('defect 11: a 405 lists only the methods the path answers', () => {
  it('PUT /api/signup says Allow: POST, in JSON', async () => {
    const res = await request('/api/signup', { method: 'PUT' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
    expect(await res.json()).toEqual({ error: 'Method not allowed.' })
  })

  const cases: [string, string][] = [
    ['/age-check', 'POST'],
    ['/signup', 'GET, HEAD, POST'],
    ['/state/Texas', 'GET, HEAD'],
    ['/about-nightgator', 'GET, HEAD'],
  ]
  for (const [path, allow] of cases) {
    it(`PUT ${path} says Allow: ${allow}`, async () => {
      const res = await request(path, { method: 'PUT' })
      expect(res.status).toBe(405)
      expect(res.headers.get('Allow')).toBe(allow)
      expect(h1s(await res.text())).toEqual(['Method not allowed'])
    })
  }

  it('answers GET /api/signup with 405 and Allow: POST', async () => {
    const res = await request('/api/signup')
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
  })

  it('answers odd methods on unknown paths with a 404 page', async () => {
    for (const method of ['PUT', 'DELETE', 'PROPFIND', 'PATCH', 'OPTIONS', 'POST']) {
      for (const path of ['/no-such-page', '/no/such/page']) {
        const res = await request(path, { method })
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(h1s(await res.text())).toHaveLength(1)
      }
    }
  })
})

describe('defect 12: static files carry security headers', () => {
  it('static/_headers gives /assets/* and every other static file nosniff', async () => {
    const { default: text } = await import('../../static/_headers?raw')
    for (const path of ['/assets/signup-island-abc.js', '/favicon.svg']) {
      const headers = headersFor(text, path)
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin')
    }
    expect(headersFor(text, '/assets/x.js').get('Cache-Control')).toContain('immutable')
    expect(headersFor(text, '/favicon.svg').get('Cache-Control')).toBeNull()
  })
})
