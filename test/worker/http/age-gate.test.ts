import { describe, expect, it } from 'vitest'
import { confirmAge, countingStream, h1s, request } from '../helpers'
import { PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'

/** The gate's Enter button: a form POST carrying the page to return to. */
function confirm(returnPath: string) {
  return request('/age-check', {
    confirmed: false,
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ return: returnPath }).toString(),
  })
}

describe('the 18+ age gate', () => {
  it('covers content pages for a first-time visitor, with the content still in the HTML', async () => {
    const html = await (await request('/state/Texas', { confirmed: false })).text()
    expect(html).toContain('class="age-gate"')
    expect(html).toContain('<div class="age-gate" role="dialog" aria-modal="true"')
    expect(html).toMatch(/<form[^>]*action="\/age-check" method="post"/)
    expect(html).toContain('<input type="hidden" name="return" value="/state/Texas"/>')
    expect(html).toContain('<div class="app" inert="">')
    // Indexable: the page's own content is there under the gate.
    expect(h1s(html)).toEqual(['Escorts in Texas'])
    expect(html).toContain('Leave')
  })

  it('is gone once the cookie is set', async () => {
    const html = await (await request('/state/Texas')).text()
    expect(html).not.toContain('class="age-gate"')
    expect(html).not.toContain('inert')
  })

  it('never covers Terms and Privacy', async () => {
    for (const path of [TERMS_PATH, PRIVACY_PATH]) {
      const html = await (await request(path, { confirmed: false })).text()
      expect(html, path).not.toContain('class="age-gate"')
    }
  })

  it('Enter sets a 30-day HttpOnly cookie and returns to the same page (303)', async () => {
    const res = await confirm('/city/Texas/Houston')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/city/Texas/Houston')
    const cookie = res.headers.get('Set-Cookie')!
    expect(cookie).toContain('age_ok=1')
    expect(cookie).toContain('Max-Age=2592000')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Secure')
  })

  it('never returns to another site', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      const res = await confirm(target)
      expect(res.status).toBe(303)
      expect(res.headers.get('Location'), target).toBe('/')
    }
  })

  it('treats an unreadable confirmation body as a plain confirmation home', async () => {
    const res = await request('/age-check', {
      confirmed: false,
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'garbage',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/')
  })
})

describe('POST /age-check body limit', () => {
  it('answers 413 with a page to a large form, without setting the cookie', async () => {
    const res = await request('/age-check', {
      confirmed: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `return=%2F&pad=${'x'.repeat(100_000)}`,
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('Set-Cookie')).toBeNull()
    expect(h1s(await res.text())).toEqual(['Request too large'])
  })

  it('stops reading a chunked body soon after the limit', async () => {
    const { stream, counter } = countingStream(4 * 1024 * 1024)
    const res = await request('/age-check', {
      confirmed: false,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: stream,
    })
    expect(res.status).toBe(413)
    await res.arrayBuffer()
    expect(counter.pulled).toBeLessThan(64 * 1024)
  })

  it('still confirms an ordinary form', async () => {
    const res = await confirmAge('/state/Texas')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/state/Texas')
  })
})

describe('the 18+ form returns only to a clean path on this site', () => {
  it('sends a return value with CR, LF or NUL home with the cookie set, never a 500', async () => {
    for (const value of [
      '/\n/x',
      '/x\r\nSet-Cookie: evil=1',
      '/%0A/x'.replace('%0A', '\n'),
      '/\0',
    ]) {
      const res = await confirmAge(value)
      expect(res.status, JSON.stringify(value)).toBe(303)
      expect(res.headers.get('Location')).toBe('/')
      expect(res.headers.get('Set-Cookie')).toContain('age_ok=1')
    }
  })

  it('sends a TAB, space or other whitespace trick home, not to another host', async () => {
    for (const value of [
      '/\t/evil.example.net',
      '\t//evil.example.net',
      '/ /evil.example.net',
      '/\u000b/evil.example.net',
      '/\u00a0/evil.example.net',
      '/\u2028/evil.example.net',
      '/\\\t\\evil.example.net',
    ]) {
      const res = await confirmAge(value)
      expect(res.status).toBe(303)
      expect(res.headers.get('Location'), JSON.stringify(value)).toBe('/')
    }
  })
})
