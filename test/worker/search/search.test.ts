/** GET /search and GET /api/cities in workerd: answers, statuses, escaping, caching, the SearchAction. */
import { describe, expect, it } from 'vitest'
import type { CitySuggestionsResponse } from '../../../src/shared/search-contract'
import { request, textOf } from '../helpers'
import { PRIVACY_PATH } from '../../../src/shared/paths'

const page = async (path: string) => {
  const res = await request(path)
  return { res, html: await res.text() }
}
const resultLinks = (html: string) =>
  [
    ...(html.match(/<ol class="result-list">[\s\S]*?<\/ol>/)?.[0] ?? '').matchAll(
      /href="([^"]+)"/g,
    ),
  ].map((m) => decodeURIComponent(m[1]!))

describe('GET /search', () => {
  it('lists matching cities with links, exact match first', async () => {
    const { res, html } = await page('/search?q=hou')
    expect(res.status).toBe(200)
    expect(resultLinks(html)[0]).toBe('/city/Texas/Houston')
    expect(textOf(html)).toContain('Houston , Texas')
  })

  it("answers 302 to the state page for a state's name or code, in any case", async () => {
    for (const [q, state] of [
      ['texas', '/state/Texas'],
      ['TX', '/state/Texas'],
      [' Rhode  island ', '/state/Rhode%20Island'],
      ['ri', '/state/Rhode%20Island'],
      ['Maine', '/state/Maine'],
    ]) {
      const res = await request(`/search?q=${encodeURIComponent(q!)}`)
      expect(res.status, q).toBe(302)
      expect(res.headers.get('Location'), q).toBe(state)
    }
  })

  it('answers a search for Washington, D.C. with the nearest listed cities and says the District is not listed', async () => {
    for (const q of ['Washington DC', 'DC', 'District of Columbia', 'washington, d.c.']) {
      const { res, html } = await page(`/search?q=${encodeURIComponent(q)}`)
      expect(res.status, q).toBe(200)
      expect(textOf(html), q).toContain('Washington, D.C. itself is not listed')
      const links = resultLinks(html)
      expect(links.length, q).toBeGreaterThanOrEqual(3)
      // Every answer is just across the line, in Virginia or Maryland.
      for (const link of links) expect(link, q).toMatch(/^\/city\/(Virginia|Maryland)\//)
      expect(links, q).toContain('/city/Virginia/Arlington')
      expect(textOf(html), q).toContain('in Virginia and Maryland')
    }
  })

  it('says so for a ZIP outside the 50 states', async () => {
    const { res, html } = await page('/search?q=00601')
    expect(res.status).toBe(200)
    expect(textOf(html)).toContain('ZIP 00601 is outside the 50 states we list')
  })

  it('offers "Did you mean" for a near miss', async () => {
    const { res, html } = await page('/search?q=hustonn')
    expect(res.status).toBe(200)
    expect(textOf(html)).toMatch(/Did you mean Houston, Texas/)
    expect(html).toContain('href="/city/Texas/Houston"')
  })

  it('ranks the scoped state first', async () => {
    const { html } = await page('/search?q=port&state=Maine')
    expect(resultLinks(html)[0]).toBe('/city/Maine/Portland')
    expect(html).toContain('name="state" value="Maine"')
  })

  it('is noindex and keeps out of the sitemap', async () => {
    const { res, html } = await page('/search?q=hou')
    expect(res.headers.get('X-Robots-Tag')).toContain('noindex')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    const sitemap = await (await request('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/search')
  })

  it('answers bad input with 200, guidance and escaped text', async () => {
    const cases = [
      '/search',
      '/search?q=',
      `/search?q=${'a'.repeat(5000)}`,
      '/search?q=%E0%A4%A',
      '/search?q=%',
      '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/search?q=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '/search?q=a&q=b&state=%3Cb%3E',
    ]
    for (const path of cases) {
      const { res, html } = await page(path)
      expect(res.status, path).toBe(200)
      expect(html, path).not.toMatch(/<script>alert|<img src=x|<b>/)
      expect(textOf(html), path).toMatch(/Find your city/)
    }
    const { html } = await page('/search')
    expect(textOf(html)).toContain('Type a city name')
    const long = await page(`/search?q=${'b'.repeat(5000)}`)
    expect(long.html).not.toContain('b'.repeat(101))
  })
})

describe('"Find a city" in the header', () => {
  it('leads to /search, whose empty box has the cursor, without JavaScript', async () => {
    const home = await (await request(PRIVACY_PATH)).text()
    expect(home).toMatch(
      /<a class="header-search" href="\/search" data-find-city="">Find a city<\/a>/,
    )
    const { html } = await page('/search')
    expect(html.match(/<input [^>]*name="q"[^>]*>/)?.[0]).toContain('autofocus=""')
    // A results page keeps the cursor where the visitor is: no autofocus over the results.
    expect((await page('/search?q=hou')).html).not.toContain('autofocus')
  })
})

describe('GET /search with one confident answer', () => {
  const answers: [string, string, string][] = [
    ['a 5-digit ZIP: its nearest listed city', '77002', '/city/Texas/Houston'],
    ['a ZIP+4', '78701-1234', '/city/Texas/Austin'],
    ['a city name unique in the US', 'Houston', '/city/Texas/Houston'],
    ['the same, any case and spacing', '  houSTON ', '/city/Texas/Houston'],
    ['"city ST"', 'Austin TX', '/city/Texas/Austin'],
    ['"city, state"', 'portland, oregon', '/city/Oregon/Portland'],
    [
      "a name shared by other states, in one state's own box",
      'portland&state=Maine',
      '/city/Maine/Portland',
    ],
    [
      'a unique name that starts like other cities',
      'new york city',
      '/city/New%20York/New%20York%20City',
    ],
  ]
  for (const [kind, query, city] of answers) {
    it(`answers 302 to the city for ${kind}`, async () => {
      const res = await request(`/search?q=${query}`)
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe(city)
    })
  }

  it('keeps the results page when there are several answers', async () => {
    for (const [query, first] of [
      ['austin', '/city/Texas/Austin'], // Texas and Minnesota
      ['portland', '/city/Oregon/Portland'], // Oregon and Maine
      ['springfield', '/city/Missouri/Springfield'],
      ['new york', '/state/New%20York'], // the state and the city
      ['washington', '/state/Washington'],
      ['hou', '/city/Texas/Houston'], // a prefix, not a name
    ]) {
      const { res, html } = await page(`/search?q=${query}`)
      expect(res.status, query).toBe(200)
      expect(resultLinks(html).length, query).toBeGreaterThan(1)
      expect(resultLinks(html)[0], query).toBe(decodeURIComponent(first!))
    }
  })
})

describe('GET /api/cities', () => {
  const api = async (query: string) => {
    const res = await request(`/api/cities?q=${query}`)
    return { res, body: (await res.json()) as CitySuggestionsResponse }
  }

  it('suggests at most 8 cities as {name, state, url}, publicly cacheable', async () => {
    const { res, body } = await api('s')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('application/json')
    expect(res.headers.get('Cache-Control')).toMatch(/public.*max-age=\d+/)
    expect(body.suggestions).toHaveLength(8)
    const hou = await api('hou')
    expect(hou.body.suggestions[0]).toEqual({
      name: 'Houston',
      state: 'Texas',
      url: '/city/Texas/Houston',
      kind: 'city',
    })
  })

  it('marks near misses and answers hostile input with an empty, valid list', async () => {
    expect((await api('hustonn')).body.suggestions[0]).toMatchObject({
      name: 'Houston',
      nearMiss: true,
    })
    for (const q of ['', '%E0%A4%A', '%3Cscript%3E', 'x'.repeat(500)]) {
      const { res, body } = await api(q)
      expect(res.status, q).toBe(200)
      expect(Array.isArray(body.suggestions), q).toBe(true)
      expect(body.query.length, q).toBeLessThanOrEqual(100)
    }
  })
})

describe('the WebSite SearchAction', () => {
  it('targets /search?q=', async () => {
    const html = await (await request('/')).text()
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
    )
    expect(jsonLd.potentialAction.target.urlTemplate).toBe(
      'https://nightgator.test/search?q={search_term_string}',
    )
    const res = await request('/search?q=austin')
    expect(res.status).toBe(200)
  })
})
