/** answerError keeps the headers an HTTPException's own response needs (WWW-Authenticate...). */
import { Hono } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import { HTTPException } from 'hono/http-exception'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../src/http/app-env'
import { answerError } from '../../src/routes/answer-error'
import { h1s, ORIGIN, TEST_ENV } from './helpers'

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
