/** Discreet browsing in workerd: Quick exit on every page, "Clear this device", the title switch. */
import { describe, expect, it } from 'vitest'
import { CLEAR_SITE_DATA } from '../../../src/routes/clear-data'
import {
  NEUTRAL_ICON_PATH,
  NEUTRAL_SITE_URL,
  NEUTRAL_TITLE,
} from '../../../src/shared/discretion-contract'
import { h1s, ORIGIN, request, textOf } from '../helpers'
import { PRIVACY_PATH } from '../../../src/shared/paths'
import { PAGE_TYPES } from '../../support/page-types'

/** One page of each kind (the not-found page included), each asked gated and not. */
const PAGES = PAGE_TYPES.map(({ path }) => path)

const QUICK_EXIT = `<a class="quick-exit-link" href="${NEUTRAL_SITE_URL}" rel="nofollow noreferrer" data-quick-exit="">Quick exit</a>`

function clear(headers: Record<string, string>) {
  return request('/clear-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  })
}

describe('Quick exit', () => {
  it('is a plain link to a neutral site, nofollow noreferrer, on every page, gated or not', async () => {
    for (const confirmed of [true, false]) {
      for (const path of PAGES) {
        const html = await (await request(path, { confirmed })).text()
        expect(html, path).toContain(QUICK_EXIT)
        // At the top, before the header (under the age gate, the gate's own Leave goes there too).
        expect(html.indexOf(QUICK_EXIT), path).toBeLessThan(html.indexOf('<header'))
      }
    }
  })

  it('tells of the Shift shortcut in the footer, and in a hint the script shows', async () => {
    const html = await (await request('/')).text()
    expect(html).toMatch(/<p class="quick-exit-hint" id="quick-exit-hint" hidden="">/)
    expect(textOf(html)).toContain('Quick exit, at the top of every page, leaves at once.')
    // Rendered hidden, shown by the script (nothing answers the shortcut without it); offered to
    // keyboards only: a touch screen has no Shift key (hidden there by discreet.css).
    const hint = /<span class="keyboard-hint" hidden="">(.*?)<\/span>/.exec(html)?.[1] ?? ''
    expect(textOf(hint).trim()).toBe('On a keyboard, so does pressing Shift 3 times.')
  })
})

describe('POST /clear-data', () => {
  it('answers a same-origin post with Clear-Site-Data, expired cookies and a page saying what was cleared', async () => {
    const res = await clear({ Origin: ORIGIN })
    expect(res.status).toBe(200)
    expect(res.headers.get('Clear-Site-Data')).toBe('"cookies", "storage", "cache"')
    expect(CLEAR_SITE_DATA).toBe('"cookies", "storage", "cache"')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex')
    const expired = res.headers.getSetCookie()
    const cookies: [string, string][] = [
      ['age_ok', '/'],
      ['sid', '/'],
      ['camp', '/'],
      ['signed_up', '/success'],
      ['neutral_title', '/'],
      ['arm', '/'],
    ]
    for (const [name, path] of cookies) {
      expect(expired, name).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${name}=; Max-Age=0; Path=${path.replace('/', '\\/')};`),
        ),
      )
    }
    const html = await res.text()
    expect(h1s(html)).toEqual(['This browser is cleared of Nightgator'])
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
    const text = textOf(html)
    expect(text).toContain(
      'the 18+ confirmation, the session that keeps the order of the ads, the campaign tag, the signup marker and the neutral tab title choice',
    )
    expect(text).toContain("What no website can clear is your browser's history")
  })

  it("answers with the page's own title even when the neutral title was chosen: the choice is cleared", async () => {
    const res = await request('/clear-data', {
      method: 'POST',
      headers: { Origin: ORIGIN },
      cookie: 'neutral_title=1',
    })
    expect(await res.text()).toContain('<title>This browser is cleared</title>')
  })

  it('accepts Sec-Fetch-Site same-origin when the browser sends no Origin', async () => {
    const res = await clear({ 'Sec-Fetch-Site': 'same-origin' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Clear-Site-Data')).toBe(CLEAR_SITE_DATA)
  })

  it('refuses a post from another site, or from nowhere, and clears nothing', async () => {
    const senders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      {},
    ]
    for (const headers of senders) {
      const res = await clear(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.headers.get('Clear-Site-Data')).toBeNull()
      expect(res.headers.getSetCookie()).toEqual([])
      expect(h1s(await res.text())).toEqual(['Nothing was cleared'])
    }
  })

  it('is readable without the 18+ cookie (it has just been cleared) and answers GET with 405', async () => {
    const res = await request('/clear-data', {
      method: 'POST',
      confirmed: false,
      headers: { Origin: ORIGIN },
    })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('class="age-gate"')
    const get = await request('/clear-data')
    expect(get.status).toBe(405)
    expect(get.headers.get('Allow')).toBe('POST')
  })

  it('is offered in every footer as a form that works without JavaScript', async () => {
    for (const path of PAGES) {
      const html = await (await request(path)).text()
      expect(html, path).toMatch(
        /<form action="\/clear-data" method="post"><button type="submit" class="button">Clear this device<\/button><\/form>/,
      )
    }
  })
})

/** Posts the neutral-title switch's form, as the footer's does. */
function chooseNeutral(
  value: 'on' | 'off',
  headers: Record<string, string> = { Origin: ORIGIN },
  returnPath = '/city/Texas/Houston',
) {
  return request('/neutral-title', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: `return=${encodeURIComponent(returnPath)}&neutral=${value}`,
  })
}

describe('the neutral tab title option', () => {
  it('is a form in every footer, working without JavaScript, that offers the other state', async () => {
    for (const path of PAGES) {
      const html = await (await request(path)).text()
      expect(html, path).toContain(
        `<form action="/neutral-title" method="post"><input type="hidden" name="return" value="${path.split('?')[0]}"/><input type="hidden" name="neutral" value="on"/><button type="submit" class="button" aria-pressed="false">`,
      )
    }
    const chosen = await (await request('/', { cookie: 'neutral_title=1' })).text()
    expect(chosen).toContain(
      '<input type="hidden" name="neutral" value="off"/><button type="submit" class="button" aria-pressed="true">',
    )
  })

  it('sets a cookie and answers 303 back to the switch on the page it was on', async () => {
    const res = await chooseNeutral('on')
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/city/Texas/Houston#discreet-title')
    expect(res.headers.getSetCookie()).toEqual([
      'neutral_title=1; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
    ])
    // The Referer, when it is this site, keeps the query too; a foreign one is ignored.
    const fromSearch = await chooseNeutral('on', {
      Origin: ORIGIN,
      Referer: `${ORIGIN}/search?q=san`,
    })
    expect(fromSearch.headers.get('Location')).toBe('/search?q=san#discreet-title')
    const foreign = await chooseNeutral('on', {
      Origin: ORIGIN,
      Referer: 'https://evil.example/x',
    })
    expect(foreign.headers.get('Location')).toBe('/city/Texas/Houston#discreet-title')
    const offsite = await chooseNeutral('on', { Origin: ORIGIN }, '//evil.example/')
    expect(offsite.headers.get('Location')).toBe('/#discreet-title')
  })

  it('turns off by expiring the cookie', async () => {
    const res = await chooseNeutral('off')
    expect(res.status).toBe(303)
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^neutral_title=; Max-Age=0; Path=\/;/),
    ])
  })

  it('refuses a post from another site and sets nothing', async () => {
    const senders: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]
    for (const headers of senders) {
      const res = await chooseNeutral('on', headers)
      expect(res.status).toBe(403)
      expect(res.headers.getSetCookie()).toEqual([])
    }
  })

  it('puts the neutral title and icon in the HTML of every page once chosen, and only then', async () => {
    for (const path of PAGES) {
      // Each twice: the render cache must keep the two versions of a page apart.
      for (const round of [1, 2]) {
        const neutral = await (await request(path, { cookie: 'neutral_title=1' })).text()
        expect(neutral, `${path} ${round}`).toContain(`<title>${NEUTRAL_TITLE}</title>`)
        expect(neutral, path).toContain(`<link rel="icon" href="${NEUTRAL_ICON_PATH}"`)
        expect(neutral, path).not.toContain('href="/favicon.svg"')
        expect(neutral, path).not.toContain('rel="apple-touch-icon"')
        const own = await (await request(path)).text()
        expect(own, `${path} ${round}`).not.toContain(`<title>${NEUTRAL_TITLE}</title>`)
        expect(own, path).toContain('href="/favicon.svg"')
      }
    }
  })

  it("leaves what link previews read alone: og:title is the page's own", async () => {
    const html = await (await request('/city/Texas/Houston', { cookie: 'neutral_title=1' })).text()
    expect(html).toContain('<meta property="og:title" content="Escorts in Houston, Texas')
  })
})

describe('the Privacy Policy', () => {
  it('mentions Quick exit, Clear this device and the neutral tab title as they work', async () => {
    const text = textOf(await (await request(PRIVACY_PATH)).text())
    expect(text).toContain('Clear this device, at the bottom of every page')
    expect(text).toContain('Clear-Site-Data')
    expect(text).toContain(
      'Quick exit, at the top of every page, leaves for a neutral site at once (with JavaScript, so does Shift pressed three times)',
    )
    expect(text).toContain('neutral tab title')
    expect(text).toContain(
      'The neutral_title cookie is set only if you turn on the neutral tab title',
    )
    expect(text).not.toContain('localStorage')
    expect(text).toContain('sets at most six cookies')
    expect(text).toContain('The arm cookie is set only')
    expect(text).toContain('The signed_up cookie')
  })
})
