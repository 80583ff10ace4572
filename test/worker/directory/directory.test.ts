import { describe, expect, it } from 'vitest'
import { CITIES_BY_STATE } from '../../../src/data/cities/cities'
import { STATES } from '../../../src/data/states'
import { count, h1s, request, textOf } from '../helpers'
import { TERMS_PATH } from '../../../src/shared/paths'

describe('GET /', () => {
  it('shows the hero, 50 states in order, 4 benefits, 10 FAQ items and the join call', async () => {
    const res = await request('/')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1s(html)).toHaveLength(1)
    const stateLinks = [...html.matchAll(/href="\/state\/([^"]+)"/g)].map((m) =>
      decodeURIComponent(m[1]!),
    )
    expect(stateLinks).toEqual(STATES.map((s) => s.name))
    expect(stateLinks).toEqual([...stateLinks].sort())
    expect(html).toContain('href="/state/New%20York"')
    expect(count(html, /<details>/)).toBe(10)
    expect(textOf(html)).toContain('Join Nightgator Now')
    expect(count(html, /<ul class="badges"[\s\S]*?<\/ul>/)).toBe(1)
    expect(count(html.match(/<ul class="badges"[\s\S]*?<\/ul>/)![0], /<li>/)).toBe(3)
    const benefits = html.match(/id="benefits-title"[\s\S]*?<\/ul>/)![0]
    expect(count(benefits, /<li /)).toBe(4)
  })

  it('carries title, description, keywords, canonical, Open Graph, Twitter and WebSite JSON-LD', async () => {
    const html = await (await request('/')).text()
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
    expect(html).toContain('<link rel="canonical" href="https://nightgator.test/"/>')
    expect(html).toContain('property="og:title"')
    expect(html).toContain('name="twitter:card"')
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
    )
    expect(jsonLd['@type']).toBe('WebSite')
    expect(jsonLd.potentialAction.target.urlTemplate).toBe(
      'https://nightgator.test/search?q={search_term_string}',
    )
  })

  it('footer has Terms, Privacy and About', async () => {
    const html = await (await request('/')).text()
    const footer = html.match(/<footer[\s\S]*<\/footer>/)![0]
    expect(footer).toContain('href="/terms"')
    expect(footer).toContain('href="/privacy"')
    expect(footer).toContain('href="/about-nightgator">About</a>')
  })
})

describe('Join buttons where the page meets the footer', () => {
  const JOIN_BUTTON = /class="button button-primary" data-signup="">Join/g

  it("shows one: the page's own where it ends with one, else the footer's", async () => {
    const endsWithJoin = [
      '/',
      '/state/Texas',
      '/city/Texas/Houston',
      '/hookups-101/first-meeting-checklist',
    ]
    const endsOtherwise = ['/city/Texas/Houston/7', '/hookups-101', TERMS_PATH, '/no-such-page']
    for (const path of [...endsWithJoin, ...endsOtherwise]) {
      const html = await (await request(path)).text()
      const main = html.match(/<main[\s\S]*<\/main>/)![0]
      const footer = html.match(/<footer[\s\S]*<\/footer>/)![0]
      const lastBlock = main.slice(main.lastIndexOf('</p>', main.lastIndexOf('</p>') - 1))
      if (endsWithJoin.includes(path)) {
        expect(lastBlock, path).toMatch(JOIN_BUTTON)
        expect(count(footer, JOIN_BUTTON), path).toBe(0)
      } else {
        expect(count(footer, JOIN_BUTTON), path).toBe(1)
      }
    }
  })
})

describe('GET /state/:state', () => {
  it('answers 200 for every state URL linked from the home page', async () => {
    const home = await (await request('/')).text()
    const paths = [...home.matchAll(/href="(\/state\/[^"]+)"/g)].map((m) => m[1]!)
    expect(paths).toHaveLength(50)
    for (const path of paths) {
      const res = await request(path)
      expect(res.status, path).toBe(200)
      await res.arrayBuffer()
    }
  })

  it('shows the heading, the city count and a nofollow card per city', async () => {
    const html = await (await request('/state/New%20York')).text()
    const cities = CITIES_BY_STATE['New York']!
    expect(h1s(html)).toEqual(['Escorts in New York'])
    expect(textOf(html)).toContain(`${cities.length} cities in New York`)
    const cards = [...html.matchAll(/<a class="card" href="(\/city\/[^"]+)" rel="nofollow">/g)]
    // New York lists more than 40 cities: its grid runs A-Z under a jump index
    expect(cards.map((m) => m[1])).toEqual(
      [...cities]
        .sort((a, b) => a.localeCompare(b))
        .map((city) => `/city/New%20York/${encodeURIComponent(city)}`),
    )
    expect(count(html, /<svg class="pin"/)).toBe(cities.length)
    expect(count(html, /Browse Escorts/)).toBe(cities.length)
  })

  it('labels cards "Browse Adventures" in Illinois, Virginia, Washington and West Virginia', async () => {
    for (const state of ['Illinois', 'Virginia', 'Washington', 'West Virginia']) {
      const html = await (await request(`/state/${encodeURIComponent(state)}`)).text()
      expect(count(html, /Browse Adventures/), state).toBe(CITIES_BY_STATE[state]!.length)
      expect(html).not.toContain('Browse Escorts')
    }
  })

  it('gives Texas cards no label', async () => {
    const html = await (await request('/state/Texas')).text()
    expect(html).not.toMatch(/Browse (Escorts|Adventures)/)
    expect(count(html, /class="card-meta">Texas</)).toBe(CITIES_BY_STATE['Texas']!.length)
  })

  it('has the state metadata, footer line and promotional section with 8 venues', async () => {
    const html = await (await request('/state/Texas')).text()
    const n = CITIES_BY_STATE['Texas']!.length
    expect(html).toContain('<title>Nightgator Texas Listings for Escorts</title>')
    expect(html).toContain('<link rel="canonical" href="https://nightgator.test/state/Texas"/>')
    expect(html).toContain(`<meta property="og:description" content="Browse ${n} cities"/>`)
    expect(html).toContain('<meta property="og:type" content="website"/>')
    expect(html).toContain(
      '<meta property="og:url" content="https://nightgator.test/state/Texas"/>',
    )
    expect(html).toContain('name="twitter:title"')
    expect(textOf(html)).toContain('Nightgator adventures in Texas - 18+ only')
    expect(textOf(html)).toContain('Top Venues')
    expect(count(html.match(/<ul class="venues">[\s\S]*?<\/ul>/)![0], /<li>/)).toBe(8)
  })

  it('says under Top Venues that they are public places with no connection to the site', async () => {
    for (const state of ['Texas', 'Rhode Island']) {
      const html = await (await request(`/state/${encodeURIComponent(state)}`)).text()
      const venues = html.match(/<h3[^>]*>Top Venues<\/h3>([\s\S]*?)<ul class="venues">/)
      expect(venues, state).not.toBeNull()
      expect(textOf(venues![1]!), state).toMatch(/Public places .*no connection to Nightgator/)
    }
  })

  it('redirects non-canonical spellings, state codes and hyphenated names with 301', async () => {
    for (const [path, location] of [
      ['/state/texas', '/state/Texas'],
      ['/state/new%20york', '/state/New%20York'],
      ['/state/New+York', '/state/New%20York'],
      ['/state/NEW%20YORK', '/state/New%20York'],
      ['/state/TX', '/state/Texas'],
      ['/state/RI', '/state/Rhode%20Island'],
      ['/state/ri', '/state/Rhode%20Island'],
      ['/state/rhode-island', '/state/Rhode%20Island'],
      ['/state/North-Carolina', '/state/North%20Carolina'],
      ['/city/TX/Houston', '/city/Texas/Houston'],
      ['/city/new-york/new-york-city', '/city/New%20York/New%20York%20City'],
      ['/city/NC/Winston-Salem/3', '/city/North%20Carolina/Winston-Salem/3'],
    ]) {
      const res = await request(path!)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('Location')).toBe(location)
    }
  })

  it('answers 404 "State not found" with a way home for an unknown state', async () => {
    for (const path of [
      '/state/Narnia',
      '/state/District%20of%20Columbia',
      '/state/DC',
      '/state/%E0%A4%A',
      '/state/-',
    ]) {
      const res = await request(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(h1s(html)).toEqual(['State not found'])
      expect(html).toContain('<a href="/">Return to home</a>')
    }
  })
})
