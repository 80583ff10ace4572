/**
 * Static files are served by the platform before the worker runs: their
 * headers come from static/_headers, checked here as wrangler dev serves them.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BASE_URL } from './helpers'

const MANIFEST = JSON.parse(
  readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string; css?: string[] }>

const ASSETS = Object.values(MANIFEST).flatMap((entry) => [entry.file, ...(entry.css ?? [])])

describe('static files', () => {
  it('the hashed bundle and stylesheet carry nosniff, a referrer policy and a year of caching', async () => {
    expect(ASSETS.length).toBeGreaterThanOrEqual(2)
    for (const file of ASSETS) {
      const res = await fetch(`${BASE_URL}/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('X-Content-Type-Options'), file).toBe('nosniff')
      expect(res.headers.get('Referrer-Policy'), file).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('Cross-Origin-Resource-Policy'), file).toBe('same-origin')
      expect(res.headers.get('Cache-Control'), file).toContain('immutable')
      await res.arrayBuffer()
    }
  })

  it('the favicon carries nosniff, without the immutable caching of hashed files', async () => {
    const res = await fetch(`${BASE_URL}/favicon.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cache-Control') ?? '').not.toContain('immutable')
    await res.arrayBuffer()
  })

  it('the social cards and icons may be loaded by other sites (link previews)', async () => {
    for (const path of ['/social/site.png', '/favicon.svg', '/favicon.ico', '/icon-192.png']) {
      const res = await fetch(`${BASE_URL}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cross-Origin-Resource-Policy'), path).toBe('cross-origin')
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      await res.arrayBuffer()
    }
  })
})
