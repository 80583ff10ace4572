import { describe, expect, it } from 'vitest'
import { h1s, request } from '../helpers'
import { GO_PATH, PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'

const HTML_PATHS = [
  '/',
  '/state/Texas',
  '/city/Texas/Houston',
  '/city/Texas/Houston/1',
  '/signup',
  '/success',
  TERMS_PATH,
  PRIVACY_PATH,
  '/about-nightgator',
  '/about-nightgator/what-is-nightgator-guide',
  '/escort-alligator-101',
  '/escort-alligator-101/behind-the-scales',
  '/hookups-101',
  '/dating-app-reviews',
  '/state/Narnia',
  '/no-such-page',
]

describe('bad input', () => {
  // Dot segments are resolved by the URL parser before routing (as browsers do): they may land
  // on a real page, but never on an error.
  it('never answers 5xx: malformed encoding, overlong segments, dot segments, odd ids', async () => {
    const long = 'x'.repeat(5000)
    const paths = [
      '/state/%E0%A4%A',
      '/state/%',
      '/state/%%',
      `/state/${long}`,
      `/city/${long}/${long}`,
      `/city/Texas/Houston/${long}`,
      '/state/..',
      '/state/%2e%2e',
      '/state/..%2f..%2fetc',
      '/city/Texas/%2e%2e/1',
      '/city/Texas/Houston/ad/%00',
      '/%00',
      '/about-nightgator/%E0%A4%A',
      '/escort-alligator-101/..%2F',
      `${GO_PATH}?sub=%E0%A4%A`,
      '/state/Texas?%E0%A4%A=%',
    ]
    for (const path of paths) {
      const res = await request(path)
      expect(res.status, path).toBeLessThan(500)
      if (res.status === 200) expect(h1s(await res.clone().text()), path).toHaveLength(1)
      await res.arrayBuffer()
    }
  })

  it('answers 405 with a page and an Allow header to odd methods', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const res = await request('/state/Texas', { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.get('Allow')).toBe('GET, HEAD')
      expect(h1s(await res.text())).toEqual(['Method not allowed'])
    }
    const post = await request('/state/Texas', { method: 'POST' })
    expect(post.status).toBe(405)
  })

  it('answers HEAD like GET, without a body', async () => {
    const res = await request('/state/Texas', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('text/html')
  })

  it('answers an unknown route with a real 404 page: header and a link home', async () => {
    const res = await request('/no/such/page')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('class="site-header"')
    expect(html).toContain('<a href="/">Return to home</a>')
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await request('/state/Texas/')
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('Location')!).pathname).toBe('/state/Texas')
  })
})

describe('every HTML response', () => {
  it('carries the security headers', async () => {
    for (const path of HTML_PATHS) {
      const res = await request(path)
      const csp = res.headers.get('Content-Security-Policy')!
      expect(csp, path).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d{8}/)
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()')
      await res.arrayBuffer()
    }
  })

  it('has exactly one <h1>, a <title>, a meta description, and a canonical link unless 404', async () => {
    for (const path of HTML_PATHS) {
      const res = await request(path)
      const html = await res.text()
      expect(h1s(html), path).toHaveLength(1)
      expect(html.match(/<title>/g), path).toHaveLength(1)
      expect(html.match(/<meta name="description" content="[^"]+"\/>/g), path).toHaveLength(1)
      const canonicals =
        html.match(/<link rel="canonical" href="https:\/\/nightgator\.test\/[^"]*"\/>/g) ?? []
      expect(canonicals, path).toHaveLength(res.status === 404 ? 0 : 1)
      expect(html.match(/rel="canonical"/g) ?? [], path).toHaveLength(canonicals.length)
    }
  })

  it('loads no script in <head> and no inline script anywhere', async () => {
    for (const path of HTML_PATHS) {
      const html = await (await request(path)).text()
      const head = html.match(/<head>[\s\S]*<\/head>/)![0]
      expect(head, path).not.toContain('<script')
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      for (const [, attrs, body] of scripts) {
        const isData = attrs!.includes('type="application/ld+json"')
        expect(isData || (attrs!.includes('src=') && body === ''), `${path}: ${attrs}`).toBe(true)
      }
    }
  })
})
