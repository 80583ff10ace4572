/** static/_headers as Cloudflare applies it: every matching rule in order, "! Name" detaching. */
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import text from '../../../static/_headers?raw'
import { headersFor } from '../../support/headers-file'

const SHARED = [
  '/social/site.png',
  '/social/state-texas.png',
  '/favicon.ico',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
]

describe('static/_headers', () => {
  it('lets other sites load the social cards and icons (link previews)', () => {
    for (const path of SHARED) {
      const headers = headersFor(text, path)
      expect(headers.get('Cross-Origin-Resource-Policy'), path).toBe('cross-origin')
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(headers.get('Strict-Transport-Security'), path).toContain('max-age=')
    }
  })

  it('keeps scripts and stylesheets same-origin', () => {
    for (const path of ['/assets/signup-island-abc.js', '/assets/styles-abc.css']) {
      expect(headersFor(text, path).get('Cross-Origin-Resource-Policy'), path).toBe('same-origin')
    }
  })
})

describe('static files carry security headers', () => {
  it('gives /assets/* and every other static file nosniff', () => {
    for (const path of ['/assets/signup-island-abc.js', '/favicon.svg']) {
      const headers = headersFor(text, path)
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff')
      expect(headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin')
    }
    expect(headersFor(text, '/assets/x.js').get('Cache-Control')).toContain('immutable')
    expect(headersFor(text, '/favicon.svg').get('Cache-Control')).toBeNull()
  })
})
