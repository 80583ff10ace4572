/** What every page tells crawlers and social apps: card images, titles, robots, canonical, icons. */
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../../src/config'
import { indexablePaths } from '../../../src/routes/seo'
import { socialCards } from '../../../src/social/social-images'
import { ORIGIN, request, TEST_ENV } from '../helpers'
import { TERMS_PATH } from '../../../src/shared/paths'

const config = siteConfig(TEST_ENV)
const SITEMAP_PATHS = indexablePaths(config)
const CARD_URLS = new Set(socialCards(config).map((card) => `${ORIGIN}/social/${card.file}.png`))

/** The content of <meta property|name="key" content="...">, entities decoded. */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`, 'g')
  return [...html.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, '&'))
}

function title(html: string): string {
  return html
    .match(/<title>([^<]*)<\/title>/)![1]!
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
}

async function page(path: string, confirmed = true) {
  const res = await request(path, { confirmed })
  return { res, html: await res.text() }
}

describe('social cards on every sitemap page', () => {
  it('has og:image and twitter:image on the own origin, summary_large_image and an alt', async () => {
    expect(SITEMAP_PATHS.length).toBeGreaterThan(80)
    for (const path of SITEMAP_PATHS) {
      const { html } = await page(path)
      const [image] = meta(html, 'og:image')
      expect(meta(html, 'og:image'), path).toHaveLength(1)
      expect(CARD_URLS.has(image!), `${path}: ${image}`).toBe(true)
      expect(meta(html, 'twitter:image'), path).toEqual([image])
      expect(meta(html, 'twitter:card'), path).toEqual(['summary_large_image'])
      expect(meta(html, 'og:image:width'), path).toEqual(['1200'])
      expect(meta(html, 'og:image:height'), path).toEqual(['630'])
      expect(meta(html, 'og:image:type'), path).toEqual(['image/png'])
      const [alt] = meta(html, 'og:image:alt')
      expect(alt, path).toContain(config.brand)
      expect(meta(html, 'twitter:image:alt'), path).toEqual([alt])
    }
  })

  it("uses a state's own card on its state page, and a section's on its articles", async () => {
    const state = await page('/state/Rhode%20Island')
    expect(meta(state.html, 'og:image')).toEqual([`${ORIGIN}/social/state-rhode-island.png`])
    expect(meta(state.html, 'og:image:alt')[0]).toContain('Rhode Island')
    const article = await page('/hookups-101/first-meeting-checklist')
    expect(meta(article.html, 'og:image')).toEqual([`${ORIGIN}/social/section-hookups.png`])
  })

  it('takes the alt text from the configured brand', async () => {
    const env = { ...TEST_ENV, BRAND_NAME: 'Moonlark' }
    const html = await (await request('/state/Texas', {}, env)).text()
    expect(meta(html, 'og:image:alt')[0]).toMatch(/^Moonlark: .*Texas/)
  })
})

describe('titles', () => {
  it('stay within 65 characters on every sitemap page', async () => {
    const tooLong = []
    for (const path of SITEMAP_PATHS) {
      const text = title((await page(path)).html)
      if (text.length > 65) tooLong.push(`${text.length} ${path}: ${text}`)
    }
    expect(tooLong).toEqual([])
  })
})

describe('article structured data', () => {
  it('has an image and dates with a time zone', async () => {
    const { html } = await page('/hookups-101/first-meeting-checklist')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    const article = blocks.map((m) => JSON.parse(m[1]!)).find((data) => data['@type'] === 'Article')
    expect(article.image).toEqual([`${ORIGIN}/social/section-hookups.png`])
    const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/
    expect(article.datePublished).toMatch(zoned)
    expect(article.dateModified).toMatch(zoned)
    expect(Date.parse(article.dateModified)).toBeGreaterThanOrEqual(
      Date.parse(article.datePublished),
    )
  })
})

describe('robots and canonical links', () => {
  const NOINDEX_PAGES = [
    '/success',
    '/no-such-page',
    '/state/Atlantis',
    '/city/Texas/Atlantis',
    '/city/Texas/Houston/999',
    '/hookups-101/no-such-article',
    '/city/Texas/Houston',
    '/city/Texas/Houston/7',
  ]

  it('says the same in X-Robots-Tag and the robots meta tag on every noindex page', async () => {
    for (const path of NOINDEX_PAGES) {
      const { res, html } = await page(path)
      const header = res.headers.get('X-Robots-Tag')
      expect(header, path).toMatch(/^noindex/)
      expect(meta(html, 'robots'), path).toEqual([header])
    }
  })

  it('has no robots meta tag and no X-Robots-Tag on indexable pages', async () => {
    for (const path of ['/', '/state/Texas', '/signup', '/hookups-101']) {
      const { res, html } = await page(path)
      expect(res.headers.get('X-Robots-Tag'), path).toBeNull()
      expect(meta(html, 'robots'), path).toEqual([])
    }
  })

  it('gives 404 pages no canonical link and no og:url', async () => {
    for (const path of ['/no-such-page', '/state/Atlantis', '/city/Texas/Houston/999']) {
      const { res, html } = await page(path)
      expect(res.status, path).toBe(404)
      expect(html, path).not.toContain('rel="canonical"')
      expect(meta(html, 'og:url'), path).toEqual([])
    }
  })
})

describe('GET /city/{state}/{city}/ad/{id}', () => {
  it('answers 301 to the short ad URL', async () => {
    const res = await request('/city/Texas/Houston/ad/7')
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/city/Texas/Houston/7')
  })

  it('goes straight to the canonical spelling from a non-canonical one', async () => {
    const res = await request('/city/texas/houston/ad/7')
    expect(res.status).toBe(301)
    expect(res.headers.get('Location')).toBe('/city/Texas/Houston/7')
  })

  it('still answers 404 for an unknown ad or city', async () => {
    expect((await request('/city/Texas/Houston/ad/999')).status).toBe(404)
    expect((await request('/city/Texas/Atlantis/ad/7')).status).toBe(404)
  })
})

describe('icons and the web app manifest', () => {
  it('links the favicons, the apple-touch-icon and the manifest from every page', async () => {
    for (const path of ['/', '/state/Texas', TERMS_PATH, '/no-such-page']) {
      const { html } = await page(path, false)
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"/>')
      expect(html, path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>')
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    }
  })

  it('serves a manifest named from the configured brand, with 192 and 512 icons', async () => {
    const res = await request('/manifest.webmanifest', { confirmed: false })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('application/manifest+json')
    const manifest = (await res.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: config.brand,
      short_name: config.brand,
      start_url: '/',
      theme_color: '#1b1035',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    })
    const other = await request(
      '/manifest.webmanifest',
      {},
      { ...TEST_ENV, BRAND_NAME: 'Moonlark' },
    )
    expect(((await other.json()) as { name: string }).name).toBe('Moonlark')
  })
})
