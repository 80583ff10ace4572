/**
 * The partner preset chooser (/admin/partners: a network chosen for the site's partner URL, its
 * landing parameter and postback URL shown), where an offer arm's partner URL is typed
 * (/admin/tests), a campaign's traffic source with its "push verified" switch (its report page),
 * the alerts page and the zone rules' push targets, at
 * 390×844 and 1366×900: axe finds nothing, the page does not scroll sideways (a long postback URL
 * scrolls in its own box); screenshots in /tmp/partners-and-alerts/.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { connectBrowser, newContext } from './helpers'

const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const SHOTS = '/tmp/partners-and-alerts'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
  mkdirSync(SHOTS, { recursive: true })
})
afterAll(() => browser.close())

async function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  describe(`partner presets and alerts at ${viewport.width}×${viewport.height}`, () => {
    it('chooses a network for the partner URL and shows its landing parameter and postback URL', async () => {
      const context = await newContext(browser, {
        confirmed: false,
        httpCredentials: CREDENTIALS,
        viewport,
      })
      try {
        const page = await context.newPage()
        await page.goto('/admin/partners')
        const chooser = page.getByRole('region', { name: /partner\.example\.com/ })
        await chooser.getByLabel('Network preset').selectOption('cake')
        await chooser.getByRole('button', { name: 'Save preset' }).click()
        await page.waitForLoadState('load')
        const saved = page.getByRole('region', { name: /partner\.example\.com/ })
        await expect.poll(() => saved.getByText('Landing parameter').count()).toBe(1)
        expect(await saved.locator('dd code').first().innerText()).toBe('s2')
        expect(await saved.locator('pre').innerText()).toContain('#s2#')
        expect(await sideways(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/partners-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])

        await page.goto('/admin/tests')
        await expect.poll(() => page.getByLabel('Partner URL').count()).toBeGreaterThan(0)
        expect(await sideways(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/tests-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])

        await page.goto('/admin/report?by=sub1&campaign=pa_source')
        const source = page.getByRole('region', { name: 'Traffic source of pa_source' })
        await source.locator('select[name="source"]').selectOption('adsterra')
        await source.getByLabel(/campaign id/).fill('445566')
        await source.getByLabel(/Push verified/).check()
        await source.getByRole('button', { name: 'Save source' }).click()
        await page.waitForLoadState('load')
        const saved2 = page.getByRole('region', { name: 'Traffic source of pa_source' })
        await expect.poll(() => saved2.getByLabel(/Push verified/).isChecked()).toBe(true)
        expect(await saved2.innerText()).toContain('Adsterra: graded C')
        expect(await sideways(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/source-${viewport.width}.png`, fullPage: true })
        await saved2.screenshot({ path: `${SHOTS}/source-form-${viewport.width}.png` })
        expect(await violations(page)).toEqual([])
      } finally {
        // The site's partner URL back to no preset: the run's one server is shared, and a file
        // run after this one (zone-clicks) reads the token where the default puts it.
        const page = await context.newPage()
        await page.goto('/admin/partners')
        const chooser = page.getByRole('region', { name: /partner\.example\.com/ })
        await chooser.getByLabel('Network preset').selectOption('')
        await chooser.getByRole('button', { name: 'Save preset' }).click()
        await page.waitForLoadState('load')
        await context.close()
      }
    })

    it('shows the alert kinds, the new one on partner postbacks included, with no sideways scroll', async () => {
      const context = await newContext(browser, {
        confirmed: false,
        httpCredentials: CREDENTIALS,
        viewport,
      })
      try {
        const page = await context.newPage()
        await page.goto('/admin/alerts')
        await expect
          .poll(() => page.getByText('A partner’s postbacks are refused', { exact: false }).count())
          .toBeGreaterThan(0)
        expect(await sideways(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/alerts-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])

        await page.goto('/admin/rules')
        await expect.poll(() => page.getByText('ADSTERRA_API_TOKEN').count()).toBe(1)
        expect(await sideways(page)).toBe(0)
        await page.screenshot({ path: `${SHOTS}/rules-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
}
