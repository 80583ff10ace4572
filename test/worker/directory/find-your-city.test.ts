/** Ways onward in workerd: nearby cities, popular and largest rows, the A-Z index, 301s, helpful 404s. */
import { describe, expect, it } from 'vitest'
import { h1s, request, textOf } from '../helpers'

const html = async (path: string) => (await request(path)).text()
const section = (page: string, heading: string) =>
  page.match(
    new RegExp(`<section class="city-links"[^>]*><h2[^>]*>${heading}</h2>[\\s\\S]*?</section>`),
  )?.[0] ?? ''
const links = (fragment: string) =>
  [...fragment.matchAll(/href="([^"#]+)"/g)].map((m) => decodeURIComponent(m[1]!))

describe('nearby cities', () => {
  it('lists the 8 nearest cities with miles on a city page', async () => {
    const page = await html('/city/Texas/Houston')
    const nearby = section(page, 'Cities near Houston')
    expect(links(nearby)).toHaveLength(8)
    expect(links(nearby)).not.toContain('/city/Texas/Houston')
    expect(links(nearby).some((l) => /\/(Pasadena|Pearland|Sugar Land)$/.test(l))).toBe(true)
    expect(textOf(nearby)).toMatch(/\d+ mi/)
  })

  it('shows the seed\'s "Back to {city} ads", the breadcrumb and the nearby cities on an ad page', async () => {
    const page = await html('/city/Texas/Houston/1')
    expect(page).toContain('<a href="/city/Texas/Houston">Back to Houston ads</a>')
    expect(page).toMatch(/class="crumbs">.*<a href="\/city\/Texas\/Houston">Houston<\/a>/)
    expect(links(section(page, 'Cities near Houston'))).toHaveLength(8)
  })
})

describe('home and state pages', () => {
  it('shows the search box above the state grid and the 12 largest cities', async () => {
    const page = await html('/')
    const box = page.indexOf('data-search-box')
    expect(box).toBeGreaterThan(0)
    expect(box).toBeLessThan(page.indexOf('id="states-title"'))
    const popular = links(section(page, 'Popular cities'))
    expect(popular).toHaveLength(12)
    expect(popular[0]).toBe('/city/New York/New York City')
    expect(popular).toContain('/city/Texas/Houston')
  })

  it('scopes the state page box to the state and shows the largest cities first', async () => {
    const page = await html('/state/Texas')
    expect(page).toContain('<input type="hidden" name="state" value="Texas"/>')
    const largest = links(section(page, 'Largest cities in Texas'))
    expect(largest.slice(0, 3)).toEqual([
      '/city/Texas/Houston',
      '/city/Texas/San Antonio',
      '/city/Texas/Dallas',
    ])
  })

  it('lists "Largest cities" only on states with more than 32 cities, where the grid outgrows a phone', async () => {
    for (const state of ['Colorado', 'Texas', 'California']) {
      expect(await html(`/state/${state}`), state).toContain(`Largest cities in ${state}`)
    }
    for (const state of ['Rhode Island', 'Wyoming', 'Tennessee']) {
      expect(await html(`/state/${state}`), state).not.toContain('Largest cities')
    }
  })

  it('gives states with more than 40 cities an A-Z index whose anchors exist', async () => {
    const page = await html('/state/Texas')
    const index = page.match(/<ul class="az-index">[\s\S]*?<\/ul>/)![0]
    const targets = [...index.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!)
    expect(targets.length).toBeGreaterThan(10)
    for (const id of targets) expect(page, id).toContain(`id="${id}"`)
    const small = await html('/state/Wyoming')
    expect(small).not.toContain('az-index')
  })

  it('links the search page from the bar at the top of every page', async () => {
    for (const path of ['/', '/state/Texas', '/city/Texas/Houston', '/nope']) {
      expect(await html(path), path).toMatch(
        /<nav class="quick-exit" aria-label="Shortcuts"><div class="wrap"><a class="header-search" href="\/search"/,
      )
    }
  })
})

describe('dropped aliases and helpful 404s', () => {
  it('redirects a dropped alias to its city with 301', async () => {
    for (const [path, location] of [
      ['/city/Kentucky/Lexington-Fayette', '/city/Kentucky/Lexington'],
      ['/city/kentucky/lexington-fayette', '/city/Kentucky/Lexington'],
      ['/city/Kentucky/Lexington-Fayette/3', '/city/Kentucky/Lexington/3'],
    ]) {
      const res = await request(path!)
      expect(res.status, path).toBe(301)
      expect(res.headers.get('Location'), path).toBe(location)
    }
  })

  it('answers an unknown city with 404, the closest names and the state page', async () => {
    for (const path of ['/city/Texas/Housten', '/city/Kentucky/Ironville']) {
      const res = await request(path)
      expect(res.status, path).toBe(404)
      const page = await res.text()
      expect(h1s(page), path).toEqual(['City not found'])
      expect(page, path).toMatch(/href="\/state\/(Texas|Kentucky)">See all cities in/)
    }
    const page = await html('/city/Texas/Housten')
    expect(textOf(page)).toMatch(/Did you mean Houston/)
    expect(page).toContain('href="/city/Texas/Houston"')
  })

  it('answers an unknown state with 404 and the closest state names', async () => {
    const res = await request('/state/Texsa')
    expect(res.status).toBe(404)
    const page = await res.text()
    expect(h1s(page)).toEqual(['State not found'])
    expect(textOf(page)).toMatch(/Did you mean Texas/)
    expect(page).toContain('href="/state/Texas"')
  })

  it('gives any other 404 the search box and popular cities', async () => {
    const res = await request('/no/such/page')
    expect(res.status).toBe(404)
    const page = await res.text()
    expect(page).toContain('data-search-box')
    expect(links(section(page, 'Popular cities'))).toHaveLength(12)
  })

  it('escapes what the URL said', async () => {
    const res = await request('/city/Texas/%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('<script>alert')
  })
})
