import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAVE_URL } from '../../src/components/AgeGate'
import { connectBrowser, newContext } from './helpers'
import { PRIVACY_PATH, TERMS_PATH } from '../../src/shared/paths'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

describe('the 18+ gate in a browser', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`asks first, then returns to the same page (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await newContext(browser, { confirmed: false, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/state/Ohio')
      const gate = page.getByRole('dialog', { name: 'Adults only (18+)' })
      expect(await gate.isVisible()).toBe(true)
      // The content under the gate cannot be used until the visitor confirms.
      expect(await page.locator('.app').getAttribute('inert')).toBe('')
      await page.getByRole('button', { name: 'Enter: I am 18 or older' }).click()
      await page.waitForURL('**/state/Ohio')
      expect(await page.locator('.age-gate').count()).toBe(0)
      expect((await context.cookies()).some((c) => c.name === 'age_ok' && c.value === '1')).toBe(
        true,
      )
      await page.goto('/state/Iowa')
      expect(await page.locator('.age-gate').count()).toBe(0)
      await context.close()
    })
  }

  it('offers a way out', async () => {
    const context = await newContext(browser, { confirmed: false })
    const page = await context.newPage()
    await page.goto('/')
    expect(await page.getByRole('link', { name: 'Leave' }).getAttribute('href')).toBe(LEAVE_URL)
    await context.close()
  })

  it('never covers Terms and Privacy', async () => {
    const context = await newContext(browser, { confirmed: false })
    const page = await context.newPage()
    for (const path of [TERMS_PATH, PRIVACY_PATH]) {
      await page.goto(path)
      expect(await page.locator('.age-gate').count(), path).toBe(0)
    }
    await context.close()
  })
})
