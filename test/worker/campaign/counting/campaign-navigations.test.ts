import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerJson, mockBackend, postSignup, VALID_SIGNUP } from '../../helpers'
import {
  campCookie,
  DESKTOP,
  IPHONE,
  listTag,
  rowsFor,
  TODAY,
  total,
  visit,
} from '../campaign-helpers'
import { GO_PATH } from '../../../../src/shared/paths'

afterEach(() => vi.restoreAllMocks())

/** What Chromium sends for each way a foreign page can point at us (and for a real click). */
const CROSS_SITE = { 'Sec-Fetch-Site': 'cross-site' }
const IMAGE = { ...CROSS_SITE, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' }
const IFRAME = { ...CROSS_SITE, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }
const SCRIPT = { ...CROSS_SITE, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' }
const FETCH = { ...CROSS_SITE, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' }
const NAVIGATION = { ...CROSS_SITE, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }

describe('only navigations count', () => {
  it('counts nothing and sets no cookie for a cross-site <img>, <iframe>, <script> or fetch()', async () => {
    const before = await total()
    for (const headers of [IMAGE, IFRAME, SCRIPT, FETCH]) {
      for (const path of ['/state/Ohio?sub=foreign_a', `${GO_PATH}?sub=foreign_a`]) {
        const { res } = await visit(path, { headers })
        // Each still gets its normal answer.
        expect(res.status, `${path} ${headers['Sec-Fetch-Dest']}`).toBe(
          path.startsWith(GO_PATH) ? 302 : 200,
        )
        expect(campCookie(res), `${path} ${headers['Sec-Fetch-Dest']}`).toBeUndefined()
      }
    }
    expect(await total()).toBe(before)
    expect(await rowsFor('foreign_a')).toEqual([])
  })

  it('counts a top-level navigation from another site, and one from a browser without Sec-Fetch', async () => {
    const clicked = await visit('/state/Ohio?sub=nav_a', { headers: NAVIGATION })
    expect(campCookie(clicked.res)).toMatch(/^camp=/)
    await visit(`${GO_PATH}?sub=nav_a`, { headers: NAVIGATION })
    await visit(`${GO_PATH}?sub=nav_a`)
    expect((await rowsFor('nav_a')).map((r) => [r.event, r.count])).toEqual([
      ['click', 2],
      // Both on the campaign's direct link.
      ['direct_click', 2],
      ['landing', 1],
      // The second click carries no cookie (a script, not the visitor's browser): unique too.
      ['unique_click', 2],
    ])
  })

  it('counts no or an empty user agent, mail link checkers and link previews as bots, untagged', async () => {
    await listTag('checker_a')
    const bots: Record<string, string>[] = [
      { 'User-Agent': '' },
      { 'User-Agent': 'Mozilla/4.0 (compatible; ms-office; MSOffice 16)' },
      { 'User-Agent': 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026)' },
      { 'User-Agent': DESKTOP, 'X-Purpose': 'preview' },
      { 'User-Agent': DESKTOP, Purpose: 'preview' },
    ]
    for (const headers of bots) {
      const { res } = await visit('/state/Ohio?sub=checker_a', { headers })
      expect(res.status).toBe(200)
      expect(campCookie(res), JSON.stringify(headers)).toBeUndefined()
    }
    expect(await rowsFor('checker_a')).toEqual([
      { day: TODAY(), event: 'bot', page: 'state', country: '', device: '', count: bots.length },
    ])
  })

  it('tags a prefetched navigation, so the visitor who opens it carries the cookie, counting it as a bot', async () => {
    // Chrome's speculation rules: a navigation fetched ahead, kept only if the visitor opens it.
    const prefetch = { ...NAVIGATION, 'Sec-Purpose': 'prefetch' }
    await listTag('ahead_a')
    const { res } = await visit('/state/Ohio?sub=ahead_a', { headers: prefetch })
    expect(campCookie(res)).toMatch(/^camp=/)
    // A <link rel=prefetch> (not a navigation) is neither counted nor tagged.
    const linked = await visit('/state/Ohio?sub=ahead_a', {
      headers: {
        'Sec-Fetch-Mode': 'no-cors',
        'Sec-Fetch-Dest': 'empty',
        'Sec-Purpose': 'prefetch',
      },
    })
    expect(campCookie(linked.res)).toBeUndefined()
    expect(await rowsFor('ahead_a')).toEqual([
      { day: TODAY(), event: 'bot', page: 'state', country: '', device: '', count: 1 },
    ])
  })
})

describe('signup attempts', () => {
  it('are counted only for submissions that pass validation', async () => {
    mockBackend(answerJson(200, {}))
    const before = await total()
    for (const fields of [
      {},
      { ...VALID_SIGNUP, age: 17 },
      { ...VALID_SIGNUP, email: 'x' },
      { ...VALID_SIGNUP, website: 'spam' },
    ]) {
      expect((await postSignup(fields, { agent: IPHONE })).status).toBe(400)
    }
    expect(await total()).toBe(before)
  })
})
