/**
 * A campaign's report by zone with spend pushed in (as a source's pull writes it), in Chromium at
 * a phone's and a laptop's size: the zone's cost "split by landings" and "as of HH:MM UTC", the
 * "(source only)" row of a zone without a landing, no sideways page scroll, axe-core clean;
 * screenshots in /tmp/admin-screens to look at.
 */
import { mkdirSync } from 'node:fs'
import { get } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { BASE_URL, connectBrowser, newContext } from './helpers'

const CAMPAIGN = `e2e_pulled_${Date.now()}`
const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const TODAY = new Date().toISOString().slice(0, 10)
const VISITOR = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

/** A landing as a browser's navigation (node:http: Node's fetch rewrites Sec-Fetch-Mode). */
function land(zone: string, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers = { ...VISITOR, 'CF-Connecting-IP': address, Cookie: 'age_ok=1' }
    get(`${BASE_URL}/state/Texas?sub=${CAMPAIGN}&sub1=${zone}`, { headers }, (res) => {
      res.resume()
      res.on('end', () => resolve())
    }).on('error', reject)
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
  mkdirSync('/tmp/admin-screens', { recursive: true })
  await land('zone-a', '192.0.2.91')
  await land('zone-a', '192.0.2.92')
  await land('zone-b', '192.0.2.93')
})
afterAll(() => browser.close())

describe('a report with pulled spend in Chromium', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`labels the zones' cost and the (source only) row at ${viewport.width}x${viewport.height} without sideways scroll, passing axe-core`, async () => {
      const context = await newContext(browser, {
        confirmed: false,
        httpCredentials: CREDENTIALS,
        viewport,
      })
      try {
        const spend = (value: string, cost: string) => ({
          campaign: CAMPAIGN,
          from: TODAY,
          to: TODAY,
          timezone: 'UTC',
          currency: 'USD',
          cost,
          by: 'sub1',
          value,
        })
        const pushed = await context.request.post('/admin/api/costs', {
          data: [spend('zone-a', '3.00'), spend('zone-b', '0.50'), spend('zone-c', '1.25')],
        })
        expect(pushed.status()).toBe(200)
        const page = await context.newPage()
        await page.goto(`/admin/report?by=sub1&campaign=${CAMPAIGN}&from=${TODAY}&to=${TODAY}`)
        const table = page.getByRole('table', { name: /^Report by sub1/ })
        await expect.poll(() => table.innerText(), { timeout: 30_000 }).toContain('zone-a')
        const text = await table.innerText()
        expect(text).toMatch(/3\.00\s*split by landings,\s*as of \d\d:\d\d UTC/)
        expect(text).toContain('(source only) zone-c')
        expect(text).toMatch(/1\.25\s*source only,\s*as of \d\d:\d\d UTC/)
        // The cost column in view on a phone too (the table scrolls inside its own box).
        const box = page.locator('.admin-table-wrap', { has: table })
        await box.evaluate((wrap) => {
          const cost = wrap.querySelector('th:nth-child(9)') as HTMLElement
          wrap.scrollLeft = cost.offsetLeft - 160
        })
        await box.screenshot({ path: `/tmp/admin-screens/pulled-cost-table-${viewport.width}.png` })
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(sideways).toBe(0)
        expect(await violations(page)).toEqual([])
        await page.screenshot({
          path: `/tmp/admin-screens/pulled-cost-report-${viewport.width}.png`,
          fullPage: true,
        })
      } finally {
        await context.close()
      }
    })
  }
})
