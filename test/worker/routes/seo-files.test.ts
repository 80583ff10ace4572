import { describe, expect, it } from 'vitest'
import { STATES } from '../../../src/data/states'
import { request } from '../helpers'
import { PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'

describe('GET /robots.txt', () => {
  it('allows crawling and points at the absolute sitemap', async () => {
    const res = await request('/robots.txt', { confirmed: false })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Sitemap: https://nightgator.test/sitemap.xml')
  })
})

describe('GET /sitemap.xml', () => {
  it('lists home, the 50 states and every indexable page, but no city or ad page', async () => {
    const res = await request('/sitemap.xml', { confirmed: false })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('application/xml')
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs).toContain('https://nightgator.test/')
    for (const state of STATES) {
      expect(locs).toContain(`https://nightgator.test/state/${encodeURIComponent(state.name)}`)
    }
    for (const path of [
      '/signup',
      TERMS_PATH,
      PRIVACY_PATH,
      '/about-nightgator',
      '/escort-alligator-101',
      '/hookups-101',
      '/dating-app-reviews',
    ]) {
      expect(locs).toContain(`https://nightgator.test${path}`)
    }
    expect(locs.filter((loc) => loc.includes('/about-nightgator/'))).toHaveLength(10)
    expect(locs.filter((loc) => loc.includes('/escort-alligator-101/'))).toHaveLength(10)
    expect(locs.some((loc) => loc.includes('/city/'))).toBe(false)
    expect(locs.every((loc) => loc.startsWith('https://nightgator.test/'))).toBe(true)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('answers 200 for every URL it lists', async () => {
    const xml = await (await request('/sitemap.xml')).text()
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const res = await request(new URL(loc!).pathname)
      expect(res.status, loc).toBe(200)
      await res.arrayBuffer()
    }
  })
})
