/** Through wrangler dev (static assets on): the images and icons the pages link answer as PNGs. */
import { describe, expect, it } from 'vitest'
import { BASE_URL } from './helpers'

/** Width and height from a PNG's IHDR chunk (bytes 16-23, after the 8-byte signature). */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return [view.getUint32(16), view.getUint32(20)]
}

async function fetchPng(path: string) {
  const res = await fetch(`${BASE_URL}${path}`)
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('site images under wrangler dev', () => {
  it("answers the home and state pages' og:image with a 1200x630 PNG", async () => {
    for (const page of ['/', '/state/Rhode%20Island', '/hookups-101']) {
      const html = await (await fetch(`${BASE_URL}${page}`)).text()
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!
      expect(new URL(image).origin, page).toBe(BASE_URL)
      const { res, bytes } = await fetchPng(new URL(image).pathname)
      expect(res.status, image).toBe(200)
      expect(res.headers.get('Content-Type'), image).toBe('image/png')
      expect(pngSize(bytes), image).toEqual([1200, 630])
    }
  })

  it('answers the icons and favicon.ico with 200', async () => {
    for (const [path, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const { res, bytes } = await fetchPng(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Content-Type'), path).toBe('image/png')
      expect(pngSize(bytes), path).toEqual([size, size])
    }
    const ico = await fetch(`${BASE_URL}/favicon.ico`)
    expect(ico.status).toBe(200)
    expect(ico.headers.get('Content-Type')).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
    const manifest = await fetch(`${BASE_URL}/manifest.webmanifest`)
    expect(manifest.status).toBe(200)
  })
})
