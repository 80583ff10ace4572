import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { violations } from './axe'
import { connectBrowser, newContext, openHydrated, testEmail } from './helpers'
import { PAGE_TYPES } from '../support/page-types'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

/** One page of each type, and every editorial section's index. */
const PAGES = [
  ...PAGE_TYPES.map(({ path }) => path),
  '/about-nightgator',
  '/hookups-101',
  '/dating-app-reviews',
  '/escort-alligator-101/making-entrance-guide',
]

describe('axe-core finds no violations', () => {
  it('on each page type', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(path)
      expect(await violations(page), path).toEqual([])
    }
    await context.close()
  })

  it('at phone width, on each page type and with the header menu open', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    for (const path of PAGES) {
      await page.goto(path)
      expect(await violations(page), path).toEqual([])
    }
    await page.getByText('Menu').click()
    expect(await violations(page), 'menu open').toEqual([])
    await context.close()
  })

  it('with the age gate showing', async () => {
    const context = await newContext(browser, { confirmed: false })
    const page = await context.newPage()
    await page.goto('/state/Texas')
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('with the signup modal open, and with an error in it', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    expect(await violations(page)).toEqual([])
    const modal = page.locator('dialog.modal')
    await modal.getByLabel('Email', { exact: true }).fill(testEmail('taken'))
    await modal.getByLabel('Password', { exact: true }).fill('123456')
    await modal.getByLabel('Your age').fill('30')
    await modal.getByRole('checkbox').check()
    await modal.getByRole('button', { name: 'Continue' }).click()
    await modal.getByRole('alert').waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })

  it('on the signup page showing an error', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/signup')
    await page.getByLabel('Email', { exact: true }).fill(testEmail('taken'))
    await page.getByLabel('Password', { exact: true }).fill('123456')
    await page.getByLabel('Your age').fill('30')
    await page.getByRole('checkbox').check()
    await page.evaluate(() =>
      document.querySelector('input[name="affiliate_subid"]')?.setAttribute('value', 'bogus'),
    )
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').waitFor()
    expect(await violations(page)).toEqual([])
    await context.close()
  })
})
