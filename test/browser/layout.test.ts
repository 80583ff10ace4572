/** How pages lay out in Chromium at phone and desktop widths: cards, header, fonts, overflow. */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectBrowser, newContext, type ContextOptions } from './helpers'
import { PAGE_TYPES } from '../support/page-types'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

async function withPage<T>(options: ContextOptions, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, options)
  try {
    return await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

/** One page of each type, the gate included (a fresh visitor's home page). */
const VISITS: [string, ContextOptions][] = [
  ['/', { confirmed: false }],
  ...PAGE_TYPES.map(({ path }): [string, ContextOptions] => [path, {}]),
]

/** The visible lines of each city card on a state page, by city. */
async function cardLines(page: Page, state: string): Promise<string[][]> {
  await page.goto(`/state/${encodeURIComponent(state)}`)
  return page.locator('ul.grid a.card').evaluateAll((cards) =>
    cards.slice(0, 3).map((card) =>
      (card as HTMLElement).innerText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  )
}

describe('city cards on state pages', () => {
  it('separate the city, the state and the label (Rhode Island, Illinois)', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      for (const [state, label] of [
        ['Rhode Island', 'Browse Escorts'],
        ['Illinois', 'Browse Adventures'],
      ]) {
        const cards = await cardLines(page, state!)
        expect(cards.length, state).toBe(3)
        for (const lines of cards) {
          expect(lines.slice(1), state).toEqual([state, label])
          expect(lines.join(' '), state).not.toContain(`${state}${label}`)
        }
      }
    })
  })

  it('keep the same shape in Texas, without a label, from tablet width up', async () => {
    await withPage({ viewport: { width: 640, height: 900 } }, async (page) => {
      const padding = () =>
        page
          .locator('a.card')
          .first()
          .evaluate((card) => getComputedStyle(card).padding)
      for (const lines of await cardLines(page, 'Texas')) expect(lines.slice(1)).toEqual(['Texas'])
      const texas = await padding()
      await cardLines(page, 'Ohio')
      expect(texas).toBe(await padding())
    })
  })
})

describe('the first screen', () => {
  /** The four page types a visitor browses, each with a Join control to find at once. */
  const BROWSE_PAGES = ['/', '/state/Texas', '/city/Texas/Houston', '/city/Texas/Houston/7']

  for (const javaScriptEnabled of [true, false]) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`shows a Join control without scrolling at ${viewport.width}x${viewport.height}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
        await withPage({ viewport, javaScriptEnabled }, async (page) => {
          for (const path of BROWSE_PAGES) {
            await page.goto(path)
            const inView = await page.locator('a[data-signup]').evaluateAll((links) =>
              links.some((link) => {
                const box = link.getBoundingClientRect()
                return (
                  link.checkVisibility({ visibilityProperty: true }) &&
                  box.width > 0 &&
                  box.top >= 0 &&
                  box.bottom <= window.innerHeight &&
                  /Join/.test(link.textContent ?? '')
                )
              }),
            )
            expect(inView, path).toBe(true)
          }
        })
      })
    }
  }

  it('shows the hero’s facts as plain text, not as buttons', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/')
      const styles = await page.locator('.badges li').evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item)
          return [style.borderTopWidth, style.backgroundColor, style.cursor]
        }),
      )
      expect(styles).toHaveLength(3)
      for (const style of styles) expect(style).toEqual(['0px', 'rgba(0, 0, 0, 0)', 'auto'])
    })
  })
})

describe('state pages on a phone', () => {
  it('list a state’s cities compactly: /state/Texas is under 9,000 px tall, two names a row', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/state/Texas')
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9000)
      const [first, second] = await page.locator('ul.city-grid a.card').evaluateAll((cards) =>
        cards.slice(0, 2).map((card) => {
          const box = card.getBoundingClientRect()
          return { top: box.top, left: box.left, lines: (card as HTMLElement).innerText.trim() }
        }),
      )
      expect(first!.top).toBe(second!.top)
      expect(second!.left).toBeGreaterThan(first!.left)
      // The state each card repeated is left to wider screens.
      expect(first!.lines).toBe('Abilene')
    })
  })
})

describe('"Largest cities" on a phone', () => {
  it('is shown only where the city grid is longer than the screen (390x844)', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      // Each side of the threshold (32 cities), and the two ends.
      for (const state of ['Rhode Island', 'Tennessee', 'Colorado', 'California']) {
        await page.goto(`/state/${encodeURIComponent(state)}`)
        const gridHeight = await page
          .locator('ul.city-grid')
          .evaluate((grid) => grid.getBoundingClientRect().height)
        const listed = await page.getByRole('heading', { name: /Largest cities/ }).count()
        expect(listed === 1, `${state}: grid ${gridHeight} px`).toBe(gridHeight > PHONE.height)
      }
    })
  })
})

describe('a desktop uses the width', () => {
  const rightEdge = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().right)

  it('city ads in two columns, an ad beside its list, the finder beside popular cities', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      const content = async () => rightEdge(page, 'main')
      await page.goto('/city/Texas/Houston')
      const rows = await page
        .locator('ol.city-ads > li')
        .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect()))
      expect(rows[0]!.top).toBe(rows[1]!.top)
      expect(rows[1]!.right).toBeGreaterThan((await content()) - 2)

      await page.goto('/city/Texas/Houston/7')
      const article = (await page.locator('article.ad-detail').boundingBox())!
      const more = (await page.locator('.more-ads').boundingBox())!
      expect(more.x).toBeGreaterThan(article.x + article.width)
      expect(more.y).toBeLessThan(article.y + article.height)

      await page.goto('/')
      const search = (await page.locator('main form[data-search-box]').boundingBox())!
      const popular = (await page.locator('.finder .city-links').boundingBox())!
      expect(popular.x).toBeGreaterThan(search.x + search.width)
    })
  })
})

describe('the header', () => {
  it('at 1366 px shows the sections and Join Free without opening the menu', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/state/Texas')
      const header = page.locator('header')
      for (const name of [
        'About Nightgator',
        'Escort Alligator 101',
        'Hookups 101',
        'Dating App Reviews',
        'Join Free',
      ]) {
        await expect(
          header.getByRole('link', { name, exact: true }).isVisible(),
          name,
        ).resolves.toBe(true)
      }
      expect(await header.getByText('Menu').isVisible()).toBe(false)
    })
  })

  it('at 390 px keeps the menu, with Join Free beside it, and it opens right under its button', async () => {
    await withPage({ viewport: PHONE, javaScriptEnabled: false }, async (page) => {
      await page.goto('/state/Texas')
      const summary = page.locator('.menu summary')
      expect(await summary.isVisible()).toBe(true)
      const button0 = (await summary.boundingBox())!
      expect(await page.locator('.nav-links').isVisible()).toBe(false)
      // Join Free beside the menu, on the same row.
      const join = (await page.locator('.site-header .header-join').boundingBox())!
      expect(Math.abs(join.y + join.height / 2 - (button0.y + button0.height / 2))).toBeLessThan(2)
      await summary.click()
      const list = page.locator('.menu ul')
      await expect(list.getByRole('link', { name: 'Join Free' }).isVisible()).resolves.toBe(true)
      const button = (await summary.boundingBox())!
      const dropdown = (await list.boundingBox())!
      expect(Math.abs(dropdown.x + dropdown.width - (button.x + button.width))).toBeLessThan(1)
      expect(dropdown.y).toBeGreaterThanOrEqual(button.y + button.height - 1)
      expect(dropdown.y).toBeLessThan(button.y + button.height + 16)
    })
  })

  it('at 1920 px ends with Join Free at the content edge, not the screen edge', async () => {
    await withPage({ viewport: { width: 1920, height: 900 } }, async (page) => {
      await page.goto('/')
      const join = (await page
        .locator('header')
        .getByRole('link', { name: 'Join Free' })
        .boundingBox())!
      const wrap = (await page.locator('header .wrap').boundingBox())!
      expect(Math.abs(join.x + join.width - (wrap.x + wrap.width))).toBeLessThan(1)
    })
  })
})

describe('fonts', () => {
  it('give a <button> and a link-button one computed font family (the age gate)', async () => {
    await withPage({ confirmed: false }, async (page) => {
      await page.goto('/')
      const family = (name: string) =>
        page
          .locator('.age-gate')
          .getByRole(name.startsWith('Enter') ? 'button' : 'link', { name })
          .evaluate((element) => getComputedStyle(element).fontFamily)
      const enter = await family('Enter: I am 18 or older')
      expect(enter).toBe(await family('Leave'))
      expect(enter).toBe(await page.evaluate(() => getComputedStyle(document.body).fontFamily))
    })
  })
})

describe('no horizontal overflow', () => {
  for (const width of [320, 390, 1366]) {
    it(`at ${width} px on every page type`, async () => {
      const overflowing: string[] = []
      const viewport = { width, height: 800 }
      for (const confirmed of [false, true]) {
        await withPage({ confirmed, viewport }, async (page) => {
          for (const [path, options] of VISITS) {
            if ((options.confirmed ?? true) !== confirmed) continue
            await page.goto(path)
            const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
            if (scrollWidth > width) overflowing.push(`${path}: ${scrollWidth}`)
          }
        })
      }
      expect(overflowing).toEqual([])
    })
  }
})

describe('running text', () => {
  it('keeps state promo paragraphs near 70 characters a line on desktop', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await page.goto('/state/Texas')
      const perLine = await page
        .locator('.promo-text p')
        .nth(1)
        .evaluate((p) => {
          const lines = new Set<number>()
          const range = document.createRange()
          range.selectNodeContents(p)
          for (const rect of range.getClientRects()) lines.add(Math.round(rect.top))
          return (p.textContent ?? '').length / lines.size
        })
      expect(perLine).toBeGreaterThan(50)
      expect(perLine).toBeLessThan(85)
    })
  })
})
