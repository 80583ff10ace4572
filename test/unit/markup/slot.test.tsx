import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { Slot } from '../../../src/markup/Slot'
import { escapeHtml } from '../../../src/markup/escape-html'
import { fillPage, SlotRequest, slotMarker, splitAtSlots } from '../../../src/http/slots'

const requestWith = (cookie: string, path = '/x') =>
  new SlotRequest(new Request(`https://site.test${path}`, { headers: { Cookie: cookie } }))

describe('slots', () => {
  it('<Slot> renders exactly the marker that fillPage fills per request', async () => {
    const html = `<ol>${renderToStaticMarkup(<Slot name="ads" />)}</ol><p>${renderToStaticMarkup(<Slot name="x" />)}</p>`
    expect(html).toBe(`<ol>${slotMarker('ads')}</ol><p>${slotMarker('x')}</p>`)
    const page = splitAtSlots(html, {
      x: { varies: 'request', fill: (request) => escapeHtml(request.pathAndQuery()) },
      ads: { varies: 'session', fill: (request) => `<li>${request.seed()}</li>` },
    })
    const a = 'a'.repeat(32)
    const d = 'd'.repeat(32)
    expect(
      await fillPage(page, requestWith(`sid=${a}`, '/p?q=<1>'))
        .body()
        .text(),
    ).toBe(`<ol><li>${a}</li></ol><p>/p?q=%3C1%3E</p>`)
    expect(
      await fillPage(page, requestWith(`sid=${d}`))
        .body()
        .text(),
    ).toBe(`<ol><li>${d}</li></ol><p>/x</p>`)
  })

  it('creates a session seed only when the request has none, and says which cookie to set', () => {
    const existing = requestWith(`sid=${'e'.repeat(32)}`)
    expect(existing.seed()).toBe('e'.repeat(32))
    expect(existing.sessionCookie()).toBeUndefined()
    const fresh = requestWith('sid=not-a-seed')
    const seed = fresh.seed()
    expect(seed).toMatch(/^[0-9a-f]{32}$/)
    expect(fresh.seed()).toBe(seed)
    expect(fresh.sessionCookie()).toBe(`sid=${seed}; Path=/; HttpOnly; Secure; SameSite=Lax`)
  })

  it('leaves a page without slot markers whole', async () => {
    const page = splitAtSlots('<p>plain</p>', { ads: { varies: 'session', fill: () => 'x' } })
    expect(page.fills).toHaveLength(0)
    expect(await fillPage(page, requestWith('')).body().text()).toBe('<p>plain</p>')
  })
})
