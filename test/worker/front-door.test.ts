import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/index'
import { MEMO_KEY_HEADER } from '../../src/render/response-memo'
import { ORIGIN, TEST_ENV } from './helpers'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

function callWorker(request: Request, env = TEST_ENV) {
  return worker.fetch(request as IncomingRequest, env, createExecutionContext())
}

async function fetchWorker(path: string, cookie = 'age_ok=1', env = TEST_ENV) {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } })
  const res = await worker.fetch(request as IncomingRequest, env, ctx)
  const body = await res.text()
  await waitOnExecutionContext(ctx)
  return { res, body }
}

function headerMap(res: Response) {
  return Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'))
}

describe('the worker front door (memoized responses)', () => {
  it('answers repeat requests with the same body and headers as the app, without its marker', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await fetchWorker('/state/Vermont'))
    for (const { res, body } of answers) {
      expect(res.status).toBe(200)
      expect(body).toBe(answers[0]!.body)
      expect(headerMap(res)).toEqual(headerMap(answers[0]!.res))
      expect(res.headers.has(MEMO_KEY_HEADER)).toBe(false)
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    }
  })

  it('keeps gated and confirmed pages apart', async () => {
    for (let i = 0; i < 3; i++) await fetchWorker('/state/Maine')
    const gated = await fetchWorker('/state/Maine', '')
    expect(gated.body).toContain('class="age-gate"')
    const confirmed = await fetchWorker('/state/Maine')
    expect(confirmed.body).not.toContain('class="age-gate"')
  })

  it('keeps each session’s city list, and still starts a session for a new visitor', async () => {
    const a = 'age_ok=1; sid=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    const b = 'age_ok=1; sid=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
    const listA = []
    for (let i = 0; i < 3; i++) listA.push((await fetchWorker('/city/Maine/Bangor', a)).body)
    expect(new Set(listA).size).toBe(1)
    expect((await fetchWorker('/city/Maine/Bangor', b)).body).not.toBe(listA[0])
    const fresh = await fetchWorker('/city/Maine/Bangor', 'age_ok=1')
    expect(fresh.res.headers.get('Set-Cookie')).toMatch(/^sid=[0-9a-f]{32};/)
  })

  it('never serves one configuration’s page to another', async () => {
    for (let i = 0; i < 3; i++) await fetchWorker('/state/Utah')
    const other = await fetchWorker('/state/Utah', 'age_ok=1', {
      ...TEST_ENV,
      BRAND_NAME: 'Otherbrand',
    })
    expect(other.body).toContain('Otherbrand Utah Listings for Escorts')
  })

  it('leaves error pages and other methods to the app', async () => {
    for (let i = 0; i < 3; i++) {
      const { res } = await fetchWorker('/state/Atlantis')
      expect(res.status).toBe(404)
    }
    const post = await callWorker(new Request(`${ORIGIN}/state/Vermont`, { method: 'POST' }))
    expect(post.status).toBe(405)
  })
})

describe('gzip from the front door', () => {
  it('sends a memoized page gzipped, once, to a client that accepts it', async () => {
    for (let i = 0; i < 3; i++) await fetchWorker('/state/Kansas')
    const plain = await fetchWorker('/state/Kansas')
    const res = await callWorker(
      new Request(`${ORIGIN}/state/Kansas`, {
        headers: { Cookie: 'age_ok=1', 'Accept-Encoding': 'gzip, br' },
      }),
    )
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res.headers.get('Content-Security-Policy')).toBe(
      plain.res.headers.get('Content-Security-Policy'),
    )
    const unzipped = res.body!.pipeThrough(new DecompressionStream('gzip'))
    expect(await new Response(unzipped).text()).toBe(plain.body)
  })
})

describe('a session’s city page, gzipped after its first view', () => {
  it('is the same list, compressed, on the next views of that session only', async () => {
    const cookie = 'age_ok=1; sid=cccccccccccccccccccccccccccccccc'
    const other = 'age_ok=1; sid=dddddddddddddddddddddddddddddddd'
    const plain = await fetchWorker('/city/Maine/Portland', cookie)
    for (let i = 0; i < 2; i++) await fetchWorker('/city/Maine/Portland', cookie)
    const views = []
    for (const sid of [cookie, cookie, other]) {
      const ctx = createExecutionContext()
      const request = new Request(`${ORIGIN}/city/Maine/Portland`, {
        headers: { Cookie: sid, 'Accept-Encoding': 'gzip' },
      })
      const res = await worker.fetch(request as IncomingRequest, TEST_ENV, ctx)
      await waitOnExecutionContext(ctx)
      const gzipped = res.headers.get('Content-Encoding') === 'gzip'
      const text = gzipped
        ? await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text()
        : await res.text()
      views.push({ gzipped, text })
    }
    expect(views[0]!.text).toBe(plain.body)
    expect(views[1]).toEqual({ gzipped: true, text: plain.body })
    expect(views[2]!.text).not.toBe(plain.body)
    expect(views[2]!.gzipped).toBe(false)
  })
})
