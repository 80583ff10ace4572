/**
 * Target sizes on a phone (WCAG 2.2, 2.5.8): every control and link outside running text is at
 * least 24x24 CSS px on each page type, and the primary ones (Join, Search, Quick exit, Find a
 * city, the menu, search results) are 44 px tall. A link inside a sentence is running text,
 * which 2.5.8 exempts: one whose paragraph (or list item, or label) has 3 words or more of its
 * own outside its links and controls.
 */
import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAGE_TYPES } from '../support/page-types'
import { pagePerTest } from './helpers'

const session = pagePerTest({ viewport: { width: 390, height: 844 }, hasTouch: true })
let page: Page
beforeEach(() => {
  page = session.page()
})

/** The controls primary enough for a full 44 px target. */
const PRIMARY = '.button-primary, [data-quick-exit], .header-search, .menu summary, .result-list a'

interface Target {
  what: string
  width: number
  height: number
  primary: boolean
}

/** Every control and link on the page a visitor can see and reach, outside running text. */
function targetsOn(page: Page): Promise<Target[]> {
  return page.evaluate((primary) => {
    const BLOCKS = 'p, li, label, dd, td, th, h1, h2, h3, figcaption, blockquote'
    const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary'
    /** Words of a block's own text: without its links' and controls' text. */
    function ownWords(block: Element): number {
      const copy = block.cloneNode(true) as Element
      for (const inner of copy.querySelectorAll('a, button, input, select, textarea'))
        inner.remove()
      return (copy.textContent ?? '').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
    }
    const found: Target[] = []
    for (const element of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue // not rendered (a closed menu or dialog)
      if (element.closest('[aria-hidden="true"], [inert]')) continue // not reachable (the honeypot)
      if (getComputedStyle(element).visibility === 'hidden') continue
      const block = element.tagName === 'A' ? element.parentElement?.closest(BLOCKS) : null
      const inline = getComputedStyle(element).display === 'inline'
      if (block && inline && ownWords(block) >= 3) continue // a link inside a sentence
      found.push({
        what: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 40)}"`,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        primary: element.matches(primary),
      })
    }
    return found
  }, PRIMARY)
}

describe('targets on a phone (390x844)', () => {
  for (const { name, path } of PAGE_TYPES) {
    it(`are at least 24x24 px, and 44 px tall for primary ones, on the ${name} page`, async () => {
      await page.goto(path)
      const targets = await targetsOn(page)
      // The check reaches the page's links and controls, not an empty list.
      expect(targets.length).toBeGreaterThan(10)
      const small = targets
        .filter((t) => t.width < 24 || t.height < 24 || (t.primary && t.height < 44))
        .map((t) => `${t.what} ${t.width}x${t.height}${t.primary ? ' (primary)' : ''}`)
      expect(small).toEqual([])
    })
  }

  it('with the header menu open', async () => {
    await page.goto('/')
    await page.getByText('Menu').click()
    const small = (await targetsOn(page)).filter((t) => t.width < 24 || t.height < 24)
    expect(small).toEqual([])
  })
})
