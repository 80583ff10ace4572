import { describe, expect, it } from 'vitest'
import { SECTIONS } from '../../../src/editorial/sections'
import { siteConfig } from '../../../src/config'
import { request, TEST_ENV } from '../helpers'
import { GO_PATH, PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'
import { FULL_SCALE } from '../scale'

/** Ad pages are followed from one city per state: every city has the same 60 ad routes. */
function isAdPage(path: string) {
  return /^\/city\/[^/]+\/[^/]+\/(ad\/)?\d+$/.test(path)
}

/**
 * Of those, `npm test` follows each ad route (its form and id) once and each state's ad pages at
 * least once: about 110 ad pages instead of 3,000, every ad's page and every state's ad route
 * still answered and its links followed. `npm run test:scale` follows all 60 in every state.
 */
const adRoutes = new Set<string>()
const statesWithAdPage = new Set<string>()
function isAnotherAdPage(path: string): boolean {
  if (FULL_SCALE) return false
  const [, state, route] = path.match(/^\/city\/([^/]+)\/[^/]+\/((?:ad\/)?\d+)$/) ?? []
  if (!state || !route) return false
  if (adRoutes.has(route) && statesWithAdPage.has(state)) return true
  adRoutes.add(route)
  statesWithAdPage.add(state)
  return false
}

describe('a crawl from / (age confirmed)', () => {
  it(
    'finds every internal link answering 200 or a deliberate 3xx, and reaches every route',
    // Every page a visitor can reach (each ad route once, above): at full scale 100 s in a full
    // run at load 24 on the 2-core machine.
    { timeout: 480_000 },
    async () => {
      const seen = new Set<string>(['/'])
      const queue = ['/']
      const statuses = new Map<string, number>()
      const statesWithAdsFollowed = new Set<string>()
      while (queue.length) {
        const path = queue.shift()!
        const res = await request(path)
        statuses.set(path, res.status)
        if (res.status >= 300 && res.status < 400) {
          expect(path, `redirect from ${path}`).toMatch(/^\/go(\?|$)/)
          continue
        }
        expect(res.status, path).toBe(200)
        const html = await res.text()
        const cityMatch = path.match(/^\/city\/([^/]+)\/[^/]+$/)
        const followAds = cityMatch ? !statesWithAdsFollowed.has(cityMatch[1]!) : true
        if (cityMatch && followAds) statesWithAdsFollowed.add(cityMatch[1]!)
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"#]+)"/g)) {
          if (!href!.startsWith('/') || href!.startsWith('//')) continue
          const next = href!.replace(/&amp;/g, '&')
          if (seen.has(next) || (isAdPage(next) && !followAds) || isAnotherAdPage(next)) continue
          seen.add(next)
          queue.push(next)
        }
      }
      const config = siteConfig(TEST_ENV)
      const mustReach = [
        '/',
        '/state/Texas',
        '/city/Texas/Houston',
        '/signup',
        TERMS_PATH,
        PRIVACY_PATH,
        ...SECTIONS.flatMap((section) => [
          section.path(config),
          ...section.copy.articles.map(
            (a) => `${section.path(config)}/${a.slug.replaceAll('{product}', config.product)}`,
          ),
        ]),
      ]
      for (const path of mustReach) expect(statuses.get(path), path).toBe(200)
      expect([...statuses.keys()].filter((p) => p.startsWith('/state/'))).toHaveLength(50)
      expect([...statuses.keys()].some(isAdPage)).toBe(true)
      expect([...statuses.keys()].some((p) => p.startsWith(GO_PATH))).toBe(true)
    },
  )
})
