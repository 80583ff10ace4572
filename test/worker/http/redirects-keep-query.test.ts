/** Every canonical-spelling and alias 301 keeps the query string as sent (?sub=, utm_...). */
import { describe, expect, it } from 'vitest'
import { request } from '../helpers'

const QUERY = '?sub=abc&utm_source=news%20letter&utm_medium=e-mail'

describe('301s to the canonical address keep the query string', () => {
  const kinds: [string, string, string][] = [
    ['state spelling', '/state/texas', '/state/Texas'],
    ['state spelling, encoded', '/state/new+york', '/state/New%20York'],
    ['state code', '/state/RI', '/state/Rhode%20Island'],
    ['hyphenated state', '/state/rhode-island', '/state/Rhode%20Island'],
    ['city spelling', '/city/texas/houston', '/city/Texas/Houston'],
    ['ad spelling', '/city/TEXAS/Houston/7', '/city/Texas/Houston/7'],
    ['older /ad/ form', '/city/Texas/Houston/ad/7', '/city/Texas/Houston/7'],
    ['city alias', '/city/Kentucky/Lexington-Fayette', '/city/Kentucky/Lexington'],
    ['ad under a city alias', '/city/Kentucky/Lexington-Fayette/3', '/city/Kentucky/Lexington/3'],
  ]
  for (const [kind, path, canonical] of kinds) {
    it(kind, async () => {
      const res = await request(`${path}${QUERY}`)
      expect(res.status).toBe(301)
      expect(res.headers.get('Location')).toBe(`${canonical}${QUERY}`)
      // Without a query, the bare canonical path as before.
      expect((await request(path)).headers.get('Location')).toBe(canonical)
    })
  }

  it('trailing slash (Hono trimTrailingSlash)', async () => {
    const res = await request(`/state/Texas/${QUERY}`)
    expect(res.status).toBe(301)
    const location = new URL(res.headers.get('Location')!)
    expect(`${location.pathname}${location.search}`).toBe(`/state/Texas${QUERY}`)
  })
})
