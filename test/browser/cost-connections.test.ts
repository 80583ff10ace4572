/**
 * /admin/connections in Chromium at a phone's and a laptop's size: a connection saved through
 * its form, spend pushed for a campaign (the owner's login may push), the connections and the
 * reconciliation tables without sideways page scroll, axe-core clean; screenshots in
 * /tmp/admin-screens to look at.
 */
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { violations } from './axe'
import { connectBrowser, newContext } from './helpers'

const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const CAMPAIGN = `e2e_cost_${Date.now()}`
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())
mkdirSync('/tmp/admin-screens', { recursive: true })

describe('the cost connections page in Chromium', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`saves a connection, shows it and the reconciliation at ${viewport.width}x${viewport.height} without sideways scroll, passing axe-core`, async () => {
      const context = await newContext(browser, {
        confirmed: false,
        httpCredentials: CREDENTIALS,
        viewport,
      })
      try {
        const pushed = await context.request.post('/admin/api/costs', {
          data: {
            campaign: CAMPAIGN,
            from: YESTERDAY,
            to: YESTERDAY,
            timezone: 'UTC',
            currency: 'USD',
            cost: '12.50',
            by: 'sub1',
            value: 'zone-7',
          },
        })
        expect(pushed.status()).toBe(200)
        const page = await context.newPage()
        await page.goto('/admin/connections')
        const id = `e2e-${viewport.width}-${Date.now() % 100_000}`
        await page.getByLabel('Connection name').fill(id)
        await page.locator('select[name="source"]').selectOption('adsterra')
        await page.getByLabel('Name of the secret holding the API token').fill('ADSTERRA_API_KEY')
        await page.getByRole('button', { name: 'Save connection' }).click()
        await page.waitForURL(/done=saved/)
        const accounts = page.getByRole('table', { name: /Connected accounts/ })
        await expect.poll(() => accounts.innerText()).toContain(id)
        const reconciliation = page.getByRole('table', { name: /Source spend against/ })
        expect(await reconciliation.innerText()).toContain(`${CAMPAIGN}, ${YESTERDAY} (UTC)`)
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(sideways).toBe(0)
        expect(await violations(page)).toEqual([])
        await page.screenshot({
          path: `/tmp/admin-screens/connections-${viewport.width}.png`,
          fullPage: true,
        })
      } finally {
        await context.close()
      }
    })
  }
})
