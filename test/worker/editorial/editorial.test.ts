import { describe, expect, it } from 'vitest'
import { SECTIONS } from '../../../src/editorial/sections'
import { siteConfig } from '../../../src/config'
import { STATES } from '../../../src/data/states'
import { count, h1s, request, TEST_ENV, textOf } from '../helpers'
import { PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'

const ABOUT_SLUGS = [
  'what-is-nightgator-guide',
  'nightgator-reviews-real-users',
  'how-to-use-nightgator-find-escorts',
  'nightgator-vs-ondate-vs-harlot-hub',
  'tips-escorts-listing-nightgator',
  'safety-nightgator-stay-protected',
  'nightgator-mobile-finding-escorts',
  'seo-escorts-nightgator-profiles-rank',
  'is-nightgator-legal-escort-advertising',
  'future-escort-directories-nightgator',
]
const ALLIGATOR_SLUGS = [
  'welcome-to-the-wild-side',
  'transform-your-experience',
  'behind-the-scales',
  'memorable-adventures',
  'top-reasons-choose-alligator',
  'dos-and-donts-alligator-date',
  'day-in-life-escort-alligator',
  'making-entrance-guide',
  'client-testimonials',
  'evolution-escort-alligator',
]

function cardLinks(html: string): string[] {
  return [...html.matchAll(/<a class="card article-card" href="([^"]+)">/g)].map((m) => m[1]!)
}

describe('section indexes', () => {
  it('/about-nightgator lists the 10 guides, with Open Graph tags', async () => {
    const res = await request('/about-nightgator')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(cardLinks(html)).toEqual(ABOUT_SLUGS.map((slug) => `/about-nightgator/${slug}`))
    expect(html).toContain('<meta property="og:title"')
    expect(html).toContain(
      '<meta property="og:url" content="https://nightgator.test/about-nightgator"/>',
    )
  })

  it('/escort-alligator-101 lists 10 cards, each one link holding its title and excerpt', async () => {
    const html = await (await request('/escort-alligator-101')).text()
    expect(cardLinks(html)).toEqual(ALLIGATOR_SLUGS.map((slug) => `/escort-alligator-101/${slug}`))
    expect(html).not.toContain('Read More')
    expect(
      count(
        html,
        /<li><a class="card article-card" href="[^"]+"><h2 class="card-title">[^<]+<\/h2><p>[^<]{20,}<\/p><\/a><\/li>/,
      ),
    ).toBe(10)
  })

  it('/hookups-101 and /dating-app-reviews each list their articles', async () => {
    for (const path of ['/hookups-101', '/dating-app-reviews']) {
      const html = await (await request(path)).text()
      expect(cardLinks(html).length, path).toBeGreaterThanOrEqual(4)
    }
  })

  it('follows BRAND_SLUG: another slug moves the about section and its guide slugs', async () => {
    const env = {
      ...TEST_ENV,
      BRAND_NAME: 'Swampline',
      BRAND_SLUG: 'swampline',
      SITE_URL: 'https://swampline.test',
      PARTNER_URL: 'https://partner.example.com/join?aff=swampline',
      PARTNER_SIGNUP_URL: 'https://partner.example.com/signup?aff=swampline',
    }
    const res = await request('/about-swampline/what-is-swampline-guide', {}, env)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toMatch(/nightgator/i)
    expect((await request('/about-nightgator', {}, env)).status).toBe(404)
  })
})

describe('article pages', () => {
  const articles = SECTIONS.flatMap((section) =>
    section.copy.articles.map((article) => ({ section, article })),
  )

  it('routes all 10 guides and all 10 alligator articles', async () => {
    for (const slug of ABOUT_SLUGS)
      expect((await request(`/about-nightgator/${slug}`)).status, slug).toBe(200)
    for (const slug of ALLIGATOR_SLUGS)
      expect((await request(`/escort-alligator-101/${slug}`)).status, slug).toBe(200)
  })

  it('each has its header menu, back link, footer, metadata, Article and BreadcrumbList JSON-LD', async () => {
    const config = siteConfig(TEST_ENV)
    for (const { section, article } of articles) {
      const index = section.path(config)
      const path = `${index}/${article.slug.replaceAll('{product}', config.product)}`
      const res = await request(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(h1s(html), path).toHaveLength(1)
      expect(html).toMatch(/<details class="menu"><summary>Menu<\/summary>/)
      const menu = html.match(/<details class="menu">[\s\S]*?<\/details>/)![0]
      expect(menu).toContain('<a href="/">Home</a>')
      expect(menu).toContain(`<a href="${index}">`)
      expect(menu).toContain('data-signup="">Join Free</a>')
      expect(html).toContain(`<p class="crumbs"><a href="${index}">← Back to`)
      const footer = html.match(/<footer[\s\S]*<\/footer>/)![0]
      for (const link of [TERMS_PATH, PRIVACY_PATH, ...SECTIONS.map((s) => s.path(config))]) {
        expect(footer, link).toContain(`href="${link}"`)
      }
      // The article's own Join Free closes the page; the footer leaves its own out.
      expect(textOf(html.match(/<main[\s\S]*<\/main>/)![0])).toContain('Join Free')
      expect(textOf(footer)).not.toContain('Join Free')
      expect(html).toContain(`<link rel="canonical" href="https://nightgator.test${path}"/>`)
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!))
      expect(jsonLd.map((d) => d['@type'])).toEqual(['Article', 'BreadcrumbList'])
      expect(jsonLd[1].itemListElement).toHaveLength(3)
      expect(textOf(html)).toContain('may earn a commission')
      expect(html).not.toMatch(/\{(brand|product|contact)\}/)
    }
  })

  it('answers 404 for an unknown slug', async () => {
    const res = await request('/about-nightgator/no-such-guide')
    expect(res.status).toBe(404)
    expect(h1s(await res.text())).toEqual(['Article not found'])
  })
})

describe('legal pages', () => {
  for (const path of [TERMS_PATH, PRIVACY_PATH]) {
    it(`${path} has 13 numbered sections and a real "Last updated" date`, async () => {
      const html = await (await request(path, { confirmed: false })).text()
      const numbers = [...html.matchAll(/<h2>(\d+)\. /g)].map((m) => Number(m[1]))
      expect(numbers).toEqual(Array.from({ length: 13 }, (_, i) => i + 1))
      expect(textOf(html)).toMatch(/Last updated: [A-Z][a-z]+ \d{1,2}, 20\d\d/)
      expect(html).not.toMatch(/\{(brand|product|contact)\}/)
    })
  }

  it('Terms cover 18+, non-refundable partner fees, AAA arbitration, illustrative listings and the affiliate tie', async () => {
    const text = textOf(await (await request(TERMS_PATH)).text())
    expect(text).toMatch(/18 or older/)
    expect(text).toMatch(/non-refundable/)
    expect(text).toMatch(/American Arbitration Association/)
    expect(text).toMatch(/illustrative/)
    expect(text).toMatch(/affiliate/)
  })

  it('Privacy has the commitment block and describes the real cookies, forwarding, logs, minors and DNT', async () => {
    const html = await (await request(PRIVACY_PATH)).text()
    expect(html).toContain('class="panel commitment"')
    const text = textOf(html)
    for (const fact of [
      /age_ok/,
      /\bsid\b/,
      /password/,
      /never (logged|stored)|not (logged|stored)/i,
      /terminated/,
      /Do Not Track/,
      /privacy@example\.com/,
    ]) {
      expect(text).toMatch(fact)
    }
  })
})

describe('state promotional sections', () => {
  it('every state page has its own section with 8 venues', async () => {
    for (const state of STATES) {
      const html = await (await request(`/state/${encodeURIComponent(state.name)}`)).text()
      expect(html, state.name).toContain('id="promo-title"')
      const venues = html.match(/<ul class="venues">[\s\S]*?<\/ul>/)?.[0] ?? ''
      expect(count(venues, /<li>/), state.name).toBe(8)
    }
  })
})
