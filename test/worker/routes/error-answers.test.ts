/**
 * Error answers: statuses kept from HTTPExceptions (with the headers they need, such as
 * WWW-Authenticate), pages or JSON under /api/, the 500 page for anything else, and 405s.
 */
import { Hono } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../../src/http/app-env'
import { answerError } from '../../../src/routes/answer-error'
import { captureLog, countingStream, h1s, ORIGIN, request, TEST_ENV } from '../helpers'

const probe = new Hono<AppEnv>()
probe.onError(answerError)
probe.use('/locked', basicAuth({ username: 'u', password: 'p', realm: 'Probe' }))
probe.get('/locked', (c) => c.text('in'))
probe.use('/api/locked', basicAuth({ username: 'u', password: 'p', realm: 'Probe' }))
probe.get('/api/locked', (c) => c.text('in'))
probe.get('/busy', () => {
  const res = new Response(null, {
    headers: { 'Retry-After': '30', Allow: 'GET', 'X-Internal': 'no', 'Set-Cookie': 'x=1' },
  })
  throw new HTTPException(503, { res })
})

const call = (path: string) =>
  probe.request(`${ORIGIN}${path}`, { headers: { Cookie: 'age_ok=1' } }, TEST_ENV)

afterEach(() => vi.restoreAllMocks())

describe('answerError and the exception’s headers', () => {
  it('a 401 from basic-auth keeps WWW-Authenticate on the page and on JSON', async () => {
    for (const path of ['/locked', '/api/locked']) {
      const res = await call(path)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('WWW-Authenticate'), path).toBe('Basic realm="Probe"')
    }
    expect(h1s(await (await call('/locked')).text())).toEqual(['Not authorized'])
  })

  it('keeps Retry-After and Allow, and nothing else of the exception’s response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await call('/busy')
    expect(res.status).toBe(503)
    expect(res.headers.get('Retry-After')).toBe('30')
    expect(res.headers.get('Allow')).toBe('GET')
    expect(res.headers.get('X-Internal')).toBeNull()
    expect(res.headers.getSetCookie()).not.toContain('x=1')
  })
})

describe('HTTP errors answer with their own status', () => {
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
    captureLog()
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
    captureLog()
    const res = await call('/api/throws/401')
    expect(res.status).toBe(401)
    expect(typeof (await res.json<{ error: string }>()).error).toBe('string')
  })

  it('keeps the 500 page for anything else', async () => {
    captureLog()
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

describe('a 405 lists only the methods the path answers', () => {
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
