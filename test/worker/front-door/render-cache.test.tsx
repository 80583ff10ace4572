import { Hono } from 'hono'
import { renderToReadableStream } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import app from '../../../src/app'
import TERMS from '../../../src/data/legal/terms'
import type { AppEnv } from '../../../src/http/app-env'
import { HomePage } from '../../../src/pages/HomePage'
import { LegalPage } from '../../../src/pages/LegalPage'
import { StatePage } from '../../../src/pages/StatePage'
import { renderPage } from '../../../src/render/render-page'
import { RETURN_SLOT, returnFieldSlot } from '../../../src/components/AgeGate'
import { fillChrome } from '../../../src/components/chrome-html'
import { siteConfig } from '../../../src/config'
import { fillPage, SlotRequest, splitAtSlots } from '../../../src/http/slots'
import { SiteContext, type SiteContextValue } from '../../../src/site/site-context'
import { ORIGIN, TEST_ENV, fetchWorker, request } from '../helpers'
import { TERMS_PATH } from '../../../src/shared/paths'

async function page(path: string, cookie = 'age_ok=1', env = TEST_ENV) {
  const res = await request(path, { confirmed: false, cookie }, env)
  return { res, body: await res.text() }
}

function headerMap(res: Response) {
  return Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-length'))
}

function returnField(html: string): string | undefined {
  return html.match(/<input type="hidden" name="return" value="([^"]*)"\/>/)?.[1]
}

describe('the render cache (the worker front door)', () => {
  it('answers repeat requests with the same body and headers as the first render', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await page('/state/Vermont'))
    for (const { res, body } of answers) {
      expect(res.status).toBe(200)
      expect(body).toBe(answers[0]!.body)
      expect(headerMap(res)).toEqual(headerMap(answers[0]!.res))
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    }
  })

  it('carries no page key in any header, so names like "La Cañada Flintridge" stay out of headers', async () => {
    const path = `/city/California/${encodeURIComponent('La Cañada Flintridge')}`
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} }
    const res = await app.fetch(
      new Request(`${ORIGIN}${path}`, { headers: { Cookie: 'age_ok=1' } }),
      TEST_ENV,
      ctx as unknown as ExecutionContext,
    )
    expect(res.status).toBe(200)
    for (const [name, value] of res.headers) {
      expect(name).not.toMatch(/memo|cache-key/i)
      expect(value).toMatch(/^[\x20-\x7e]*$/)
    }
  })

  it('keeps gated and confirmed pages apart', async () => {
    for (let i = 0; i < 3; i++) await page('/state/Maine')
    expect((await page('/state/Maine', '')).body).toContain('class="age-gate"')
    expect((await page('/state/Maine')).body).not.toContain('class="age-gate"')
  })

  it('keeps each session’s city list, and still starts a session for a new visitor', async () => {
    const a = 'age_ok=1; sid=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    const b = 'age_ok=1; sid=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
    const listA = []
    for (let i = 0; i < 3; i++) listA.push((await page('/city/Maine/Bangor', a)).body)
    expect(new Set(listA).size).toBe(1)
    expect((await page('/city/Maine/Bangor', b)).body).not.toBe(listA[0])
    const fresh = await page('/city/Maine/Bangor', 'age_ok=1')
    expect(fresh.res.headers.get('Set-Cookie')).toMatch(/^sid=[0-9a-f]{32};/)
    const again = await page('/city/Maine/Bangor', 'age_ok=1')
    expect(again.res.headers.get('Set-Cookie')).not.toBe(fresh.res.headers.get('Set-Cookie'))
  })

  it('starts a session for a gated visitor of a cached city or ad page, whose list then stays', async () => {
    for (const path of ['/city/Maine/Augusta', '/city/Maine/Augusta/5']) {
      for (let i = 0; i < 2; i++) await page(path, '')
      // Served from the cache, gated: the list drawn for a new session comes with its cookie.
      const first = await page(path, '')
      const cookie = first.res.headers.get('Set-Cookie')
      expect(cookie, path).toMatch(/^sid=[0-9a-f]{32};/)
      const again = await page(path, cookie!.split(';')[0])
      expect(again.res.headers.get('Set-Cookie'), path).toBeNull()
      expect(again.body, path).toBe(first.body)
    }
  })

  it('never serves one configuration’s page to another', async () => {
    for (let i = 0; i < 3; i++) await page('/state/Utah')
    const other = await page('/state/Utah', 'age_ok=1', { ...TEST_ENV, BRAND_NAME: 'Otherbrand' })
    expect(other.body).toContain('Otherbrand Utah Listings for Escorts')
  })

  it('keys on the whole configuration: a change of PARTNER_SIGNUP_URL alone gets its own pages', async () => {
    const first = { ...TEST_ENV, PARTNER_SIGNUP_URL: 'https://first.example.com/signup' }
    const second = { ...TEST_ENV, PARTNER_SIGNUP_URL: 'https://second.example.com/signup' }
    for (let i = 0; i < 3; i++) await page('/state/Oregon', 'age_ok=1', first)
    const other = await page('/state/Oregon', 'age_ok=1', second)
    expect(other.body).toContain('https://second.example.com/signup')
    expect(other.body).not.toContain('https://first.example.com/signup')
  })

  it('keys on the whole configuration: a change of REDIRECT_HOSTS alone gets its own headers', async () => {
    const first = { ...TEST_ENV, REDIRECT_HOSTS: 'one.example.com' }
    const second = { ...TEST_ENV, REDIRECT_HOSTS: 'two.example.com' }
    for (let i = 0; i < 3; i++) await page('/state/Nevada', 'age_ok=1', first)
    const other = await page('/state/Nevada', 'age_ok=1', second)
    expect(other.res.headers.get('Content-Security-Policy')).toContain('https://two.example.com')
    expect(other.res.headers.get('Content-Security-Policy')).not.toContain('one.example.com')
  })

  it('leaves error pages and other methods to the app', async () => {
    for (let i = 0; i < 3; i++) expect((await page('/state/Atlantis')).res.status).toBe(404)
    expect((await request('/state/Vermont', { method: 'POST' })).status).toBe(405)
  })
})

describe('the 18+ form returns each visitor to their own URL', () => {
  it('offers every visitor of a cached page the exact path they asked for', async () => {
    // One cached page (the key leaves the query out), asked for under two URLs.
    await page('/city/Texas/Houston/7?ref=first', '')
    const short = await page('/city/Texas/Houston/7', '')
    expect(returnField(short.body)).toBe('/city/Texas/Houston/7')
    const long = await page('/city/Texas/Houston/7?ref=second', '')
    expect(returnField(long.body)).toBe('/city/Texas/Houston/7?ref=second')
  })

  it('keeps the query string, escaped, and never another visitor’s', async () => {
    await page('/state/Iowa?utm_source=first', '')
    const second = await page('/state/Iowa?utm_source=x&a="b"', '')
    expect(returnField(second.body)).toBe('/state/Iowa?utm_source=x&amp;a=%22b%22')
    const plain = await page('/state/Iowa', '')
    expect(returnField(plain.body)).toBe('/state/Iowa')
    expect(plain.body).not.toContain('utm_source')
  })
})

describe('gzip from the front door', () => {
  it('sends a cached page gzipped, compressed once (never on a cold first render), to a client that accepts it', async () => {
    const plain = await page('/state/Kansas')
    const gzipRequest = () =>
      fetchWorker(
        new Request(`${ORIGIN}/state/Kansas`, {
          headers: { Cookie: 'age_ok=1', 'Accept-Encoding': 'gzip, br' },
        }),
      )
    // The first render and the first cached answer go out as they are; compression follows.
    expect((await gzipRequest()).headers.get('Content-Encoding')).toBeNull()
    const res = await gzipRequest()
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res.headers.get('Content-Security-Policy')).toBe(
      plain.res.headers.get('Content-Security-Policy'),
    )
    const unzipped = res.body!.pipeThrough(new DecompressionStream('gzip'))
    expect(await new Response(unzipped).text()).toBe(plain.body)
  })

  it('gzips a session’s city page after its first view, for that session only', async () => {
    const cookie = 'age_ok=1; sid=cccccccccccccccccccccccccccccccc'
    const other = 'age_ok=1; sid=dddddddddddddddddddddddddddddddd'
    const plain = await page('/city/Maine/Portland', cookie)
    for (let i = 0; i < 2; i++) await page('/city/Maine/Portland', cookie)
    const views = []
    for (const sid of [cookie, cookie, other]) {
      const res = await fetchWorker(
        new Request(`${ORIGIN}/city/Maine/Portland`, {
          headers: { Cookie: sid, 'Accept-Encoding': 'gzip' },
        }),
      )
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

describe('one renderer, the same HTML', () => {
  it('renders a page whole (the string renderer) to the bytes the streaming renderer writes', async () => {
    const pages = [
      ['/', <HomePage />],
      ['/state/Texas', <StatePage state="Texas" />],
      [TERMS_PATH, <LegalPage document={TERMS} path={TERMS_PATH} />],
    ] as const
    for (const [path, page] of pages) {
      for (const confirmed of [true, false]) {
        const site = new Hono<AppEnv>()
        site.use(async (c, next) => {
          c.set('ageConfirmed', confirmed)
          await next()
        })
        site.get('/page', (c) => renderPage(c, page, { cache: true }))
        const whole = await (await site.request(`${ORIGIN}/page`, {}, TEST_ENV)).text()
        // The worker carries no streaming renderer: the test renders the same tree with it,
        // and fills the 18+ form's return field (a slot) as the page does for this address.
        const rendering: SiteContextValue = {
          config: siteConfig(TEST_ENV),
          ageConfirmed: confirmed,
          neutralTitle: false,
          path: '/page',
          rendered: {},
        }
        const tree = <SiteContext.Provider value={rendering}>{page}</SiteContext.Provider>
        // The Layout's chrome is put in where it marked it, as renderPage does.
        const streamed = fillChrome(
          await new Response(await renderToReadableStream(tree)).text(),
          rendering.rendered,
        )
        const filled = fillPage(
          splitAtSlots(streamed, confirmed ? {} : { [RETURN_SLOT]: returnFieldSlot }),
          new SlotRequest(new Request(`${ORIGIN}/page`)),
        )
        expect(whole.startsWith('<!DOCTYPE html><html'), path).toBe(true)
        expect(whole, `${path}, confirmed: ${confirmed}`).toBe(await filled.body().text())
      }
    }
  })
})
