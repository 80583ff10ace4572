/** The search box in Chromium: the combobox by keyboard and by pointer, JavaScript off, axe-core. */
import type { Page } from 'playwright-core'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { ENHANCED_ATTR } from '../../client/search-box'
import { SEARCH_BOX_ATTR } from '../../src/shared/search-contract'
import { violations } from './axe'
import { BASE_URL, connectBrowser, newContext, type ContextOptions } from './helpers'
import { PRIVACY_PATH } from '../../src/shared/paths'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

async function withPage(options: ContextOptions, test: (page: Page) => Promise<void>) {
  const context = await newContext(browser, options)
  try {
    await test(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Opens a page and waits until its search box is a combobox. */
async function openEnhanced(page: Page, path: string) {
  await page.goto(path)
  await page.waitForSelector(`form[${SEARCH_BOX_ATTR}][${ENHANCED_ATTR}]`, { state: 'attached' })
  return page.locator('main').getByRole('combobox', { name: 'Find your city' })
}

/** Types into the focused field key by key and waits for the suggestions to open. */
async function typeAndWait(page: Page, text: string) {
  await page.keyboard.type(text)
  await page.locator('main [role="listbox"]').getByRole('option').first().waitFor()
}

describe('the search combobox', () => {
  it('works by keyboard only: type, arrows, Enter', async () => {
    await withPage({}, async (page) => {
      const box = await openEnhanced(page, '/')
      // reach the field by Tab from the skip link, as a keyboard user would
      for (let i = 0; i < 30 && !(await box.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab')
      }
      expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
      await typeAndWait(page, 'hou')
      expect(await box.getAttribute('aria-expanded')).toBe('true')
      await page
        .getByRole('status')
        .filter({ hasText: /suggestions?/ })
        .waitFor()
      const first = page.locator('main').getByRole('option').first()
      expect(await first.textContent()).toBe('Houston, Texas')
      await page.keyboard.press('ArrowDown')
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
      expect(await first.getAttribute('aria-selected')).toBe('true')
      await page.keyboard.press('ArrowUp') // wraps to the last
      expect(await first.getAttribute('aria-selected')).toBe('false')
      await page.keyboard.press('ArrowDown') // back to the first
      await page.keyboard.press('Enter')
      await page.waitForURL(`${BASE_URL}/city/Texas/Houston`)
    })
  })

  it('closes on Escape, clears on a second Escape, and Enter alone searches', async () => {
    await withPage({}, async (page) => {
      const box = await openEnhanced(page, '/')
      await box.focus()
      await typeAndWait(page, 'aus')
      await page.keyboard.press('Escape')
      expect(await box.getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator('main [role="listbox"]').isHidden()).toBe(true)
      expect(await box.inputValue()).toBe('aus')
      await page.keyboard.press('Escape')
      expect(await box.inputValue()).toBe('')
      // Several answers (Portland, Oregon and Maine): the results page.
      await page.keyboard.type('portland')
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/search\?q=portland$/)
      expect(await page.locator('.result-list a').first().getAttribute('href')).toBe(
        '/city/Oregon/Portland',
      )
    })
  })

  it('is a text field with role combobox once enhanced (APG), a search field before', async () => {
    await withPage({}, async (page) => {
      const box = await openEnhanced(page, '/')
      expect(await box.getAttribute('type')).toBe('text')
      expect(await box.getAttribute('enterkeyhint')).toBe('search')
    })
  })

  it('works by pointer: click a suggestion', async () => {
    await withPage({}, async (page) => {
      const box = await openEnhanced(page, '/')
      await box.click()
      await typeAndWait(page, 'portland')
      await page
        .locator('main')
        .getByRole('option', { name: 'Portland, Maine', exact: true })
        .click()
      await page.waitForURL(`${BASE_URL}/city/Maine/Portland`)
    })
  })

  it('ranks the state first on a state page', async () => {
    await withPage({}, async (page) => {
      await page.goto('/state/Maine')
      await page.waitForSelector(`form[${ENHANCED_ATTR}]`, { state: 'attached' })
      await page.getByRole('combobox', { name: 'Find a city in Maine' }).focus()
      await typeAndWait(page, 'portland')
      expect(await page.locator('main').getByRole('option').first().textContent()).toBe(
        'Portland, Maine',
      )
    })
  })

  it('submits to /search with JavaScript off', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto('/')
      const box = page.locator('main').getByRole('searchbox', { name: 'Find your city' })
      await box.fill('hustonn')
      await box.press('Enter')
      await page.waitForURL(/\/search\?q=hustonn$/)
      await page.locator('.search-results').getByRole('link', { name: 'Houston, Texas' }).click()
      await page.waitForURL(`${BASE_URL}/city/Texas/Houston`)
    })
  })
})

describe('one step to the city', () => {
  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'on' : 'off'
    it(`a ZIP, a unique name or "city ST" plus Enter lands on the city, JavaScript ${js}`, async () => {
      await withPage({ javaScriptEnabled }, async (page) => {
        for (const [query, city] of [
          ['77002', '/city/Texas/Houston'],
          ['Houston', '/city/Texas/Houston'],
          ['Austin TX', '/city/Texas/Austin'],
        ]) {
          await page.goto('/')
          const box = page.locator('main input[name="q"]')
          await box.fill(query!)
          await box.press('Enter')
          await page.waitForURL(`${BASE_URL}${city}`)
          expect(await page.locator('h1').textContent(), query).toMatch(/^Escorts in /)
        }
      })
    })
  }
})

describe('"Find a city" puts the cursor in a search box', () => {
  const focusedField = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')

  it('without JavaScript: /search, its box focused, from any page', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      for (const path of ['/', '/city/Texas/Houston/7', PRIVACY_PATH]) {
        await page.goto(path)
        await page.getByRole('link', { name: 'Find a city' }).click()
        await page.waitForURL(`${BASE_URL}/search`)
        // autofocus applies after the load event the URL wait can return before: wait for it.
        await expect.poll(() => focusedField(page), { message: path }).toBe('q')
      }
    })
  })

  it('with JavaScript: the page’s own box where there is one, else /search', async () => {
    await withPage({ viewport: { width: 390, height: 844 } }, async (page) => {
      for (const path of ['/', '/state/Texas']) {
        await page.goto(path)
        await page.waitForSelector(`form[${ENHANCED_ATTR}]`, { state: 'attached' })
        await page.getByRole('link', { name: 'Find a city' }).click()
        expect(new URL(page.url()).pathname, path).toBe(path)
        await expect.poll(() => focusedField(page), { message: path }).toBe('q')
        expect(await page.locator('main input[name="q"]').isVisible(), path).toBe(true)
      }
      await page.goto('/city/Texas/Houston')
      await page.getByRole('link', { name: 'Find a city' }).click()
      await page.waitForURL(`${BASE_URL}/search`)
      await expect.poll(() => focusedField(page)).toBe('q')
    })
  })
})

describe('axe-core finds no violations', () => {
  it('on the search page, with results, near misses and guidance', async () => {
    await withPage({}, async (page) => {
      for (const path of ['/search', '/search?q=hou', '/search?q=hustonn', '/search?q=00601']) {
        await page.goto(path)
        expect(await violations(page), path).toEqual([])
      }
    })
  })

  it('on the home page with the box focused and suggestions open', async () => {
    await withPage({}, async (page) => {
      const box = await openEnhanced(page, '/')
      await box.focus()
      await typeAndWait(page, 'san')
      await page.keyboard.press('ArrowDown')
      expect(await box.getAttribute('aria-expanded')).toBe('true')
      expect(await violations(page)).toEqual([])
    })
  })
})
