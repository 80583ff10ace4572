/**
 * The W3C checker (vnu) on the live DOM finds no errors: with the search combobox open, with the
 * signup modal open, and on each page type once its scripts have run. The documents are taken
 * first and checked in one run of the checker (one JVM start).
 */
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENHANCED_ATTR } from '../../client/search-box'
import { connectBrowser, newContext, openHydrated } from './helpers'
import { htmlErrors, liveDocument } from './vnu'
import { PAGE_TYPES } from '../support/page-types'

const PAGES = PAGE_TYPES.map(({ path }) => path)

/** Each scenario's live DOM, taken once for the whole file. */
const documents: Record<string, string> = {}
let errors: Record<string, string[]> = {}

async function take(browser: Browser, name: string, open: (page: Page) => Promise<void>) {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } })
  try {
    const page = await context.newPage()
    await open(page)
    documents[name] = await liveDocument(page)
  } finally {
    await context.close()
  }
}

beforeAll(async () => {
  const browser = await connectBrowser()
  try {
    await take(browser, 'combobox open', async (page) => {
      await page.goto('/')
      await page.waitForSelector(`form[${ENHANCED_ATTR}]`, { state: 'attached' })
      const box = page.locator('main').getByRole('combobox', { name: 'Find your city' })
      await box.focus()
      await page.keyboard.type('san')
      await page.locator('main [role="listbox"]').getByRole('option').first().waitFor()
      await page.keyboard.press('ArrowDown')
      expect(await box.getAttribute('aria-expanded')).toBe('true')
      expect(await box.getAttribute('aria-activedescendant')).toBeTruthy()
    })
    await take(browser, 'modal open', async (page) => {
      await openHydrated(page, '/city/Texas/Houston/7')
      await page.getByRole('link', { name: 'Reply on partner site' }).click()
      await page.locator('dialog.modal[open]').waitFor()
    })
    for (const path of PAGES) {
      await take(browser, path, async (page) => {
        await page.goto(path, { waitUntil: 'load' })
      })
    }
  } finally {
    await browser.close()
  }
  errors = await htmlErrors(documents)
}, 180_000)

describe('the W3C checker finds no errors in the live DOM', () => {
  it('with the search combobox open and an option highlighted', () => {
    expect(errors['combobox open']).toEqual([])
  })

  it('with the signup modal open', () => {
    expect(errors['modal open']).toEqual([])
  })

  for (const path of PAGES) {
    it(`on ${path}`, () => {
      expect(errors[path]).toEqual([])
    })
  }
})
