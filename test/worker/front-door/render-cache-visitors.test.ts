/**
 * The render cache keeps nothing of one visitor: a landing's camp cookie (with
 * its click id) and a new session's sid cookie go out with the cached page, and nowhere else.
 */
import { describe, expect, it } from 'vitest'
import { renderCacheBytes } from '../../../src/front-door/page-cache'
import { campCookie, visit } from '../campaign/campaign-helpers'

describe('the render cache and per-visitor headers', () => {
  it('keeps no Set-Cookie of a landing or a new session: what it holds does not grow with them', async () => {
    for (const path of ['/state/Texas', '/city/Texas/Houston']) {
      // Rendered, then answered from the cache, gzipped once: its entry is whole before the landings.
      await visit(path)
      await visit(path)
      await visit(path, { headers: { 'Accept-Encoding': 'gzip' } })
      await visit(path, { headers: { 'Accept-Encoding': 'gzip' } })
      const before = renderCacheBytes()
      for (let i = 0; i < 6; i++) {
        const { res } = await visit(`${path}?sub=d13_visitors&cid=click-${i}-secret`)
        expect(campCookie(res), path).toContain(`click-${i}-secret`)
        // Each of these visits also starts a session: its sid cookie is its own.
        for (const gzip of [false, true]) {
          const again = await visit(`${path}?sub=d13_visitors&cid=click-${i}-secret`, {
            headers: gzip ? { 'Accept-Encoding': 'gzip' } : {},
          })
          expect(campCookie(again.res), path).toContain(`click-${i}-secret`)
        }
      }
      const after = renderCacheBytes()
      expect(after.pages, path).toBe(before.pages)
    }
  })

  it("sends a landing's cookie to that visitor only: the next visitor of the cached page gets none", async () => {
    for (const gzip of [false, true]) {
      const headers: Record<string, string> = gzip ? { 'Accept-Encoding': 'gzip' } : {}
      const path = '/state/Ohio'
      // Cached, and (with gzip) its gzipped copy made, before the landings.
      for (let i = 0; i < 3; i++) await visit(path, { headers })
      const landing = await visit(`${path}?sub=d13_next&cid=click-next-secret`, { headers })
      expect(campCookie(landing.res)).toContain('click-next-secret')
      const next = await visit(path, { headers })
      expect(next.res.status).toBe(200)
      expect(next.res.headers.getSetCookie().join('\n')).not.toContain('camp=')
      const another = await visit(`${path}?sub=d13_other`, { headers })
      expect(another.res.headers.getSetCookie().filter((c) => c.startsWith('camp='))).toHaveLength(
        1,
      )
      expect(campCookie(another.res)).not.toContain('click-next-secret')
    }
  })
})
