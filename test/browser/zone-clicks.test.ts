/**
 * A buyer's view of a campaign whose visitors went on to the partner through the site's own link:
 * the dashboard's campaign row and the campaign's report by zone show those clicks and their EPC
 * (revenue per click), at 390×844 and 1366×900, without sideways page scroll; screenshots in
 * /tmp/zone-clicks/.
 */
import { mkdirSync } from 'node:fs'
import { get } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { E2E_POSTBACK_SECRET } from './global-setup'
import { BASE_URL, connectBrowser, newContext } from './helpers'

const CAMPAIGN = `zc_${Date.now()}`
const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const VISITOR = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}
const SHOTS = '/tmp/zone-clicks'

/** A GET as a browser's navigation (node:http: Node's fetch rewrites Sec-Fetch-Mode). */
function navigate(
  path: string,
  address: string,
  cookie = '',
): Promise<{ cookies: string[]; location?: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...VISITOR, 'CF-Connecting-IP': address, Cookie: `age_ok=1; ${cookie}` }
    get(`${BASE_URL}${path}`, { headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ cookies: res.headers['set-cookie'] ?? [], location: res.headers.location }),
      )
    }).on('error', reject)
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
  mkdirSync(SHOTS, { recursive: true })
  // zone-a: two visitors land, one goes on from the success page's link and is approved (2.50);
  // zone-b: one visitor lands and goes no further.
  const landings: [string, string][] = [
    ['zone-a', '192.0.2.81'],
    ['zone-a', '192.0.2.82'],
    ['zone-b', '192.0.2.83'],
  ]
  const cookies: string[] = []
  for (const [zone, address] of landings) {
    const { cookies: set } = await navigate(`/state/Texas?sub=${CAMPAIGN}&sub1=${zone}`, address)
    cookies.push(set.find((c) => c.startsWith('camp='))!.split(';')[0]!)
  }
  const click = await navigate('/go?from=success', '192.0.2.81', cookies[0])
  const token = new URL(click.location!).searchParams.get('aff_sub')!
  const query = new URLSearchParams({
    token,
    txid: `${CAMPAIGN}-1`,
    payout: '2.50',
    status: 'approved',
  })
  const res = await fetch(`${BASE_URL}/postback/${E2E_POSTBACK_SECRET}?${query}`)
  expect(await res.text()).toBe('ok')
})
afterAll(() => browser.close())

/** A table row's cells by their column's header, for the row named `name`. */
async function rowByHeader(page: Page, table: RegExp, name: string) {
  const grid = page.getByRole('table', { name: table })
  const headers = (await grid.locator('thead th').allInnerTexts()).map((h) =>
    h.replace(/[▲▼]/g, '').trim(),
  )
  // The row's name is its drill-down link (named "NAME by DIM"): matched by its text.
  const row = grid
    .locator('tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${name}$`) }) })
  const cells = await row.locator('th, td').allInnerTexts()
  if (cells.length === 0) throw new Error(`no row ${name} in ${table}: ${headers.join(' | ')}`)
  return Object.fromEntries(headers.map((header, i) => [header, cells[i]?.trim()]))
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  describe(`clicks on the site's own link at ${viewport.width}×${viewport.height}`, () => {
    it('fill the clicks and EPC of the campaign and of the zone whose visitor clicked', async () => {
      const context = await newContext(browser, {
        confirmed: false,
        httpCredentials: CREDENTIALS,
        viewport,
      })
      try {
        const page = await context.newPage()
        await page.goto(`/admin?campaign=${CAMPAIGN}`)
        await page.waitForLoadState('load')
        const campaign = await rowByHeader(page, /^Profit per campaign/, CAMPAIGN)
        expect(campaign).toMatchObject({
          Landings: '3',
          Clicks: '1',
          'Direct clicks': '0',
          EPC: '2.50',
        })
        await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])

        await page.goto(`/admin/report?by=sub1&campaign=${CAMPAIGN}`)
        await page.waitForLoadState('load')
        const table = /^Report by sub1/
        expect(await rowByHeader(page, table, 'zone-a')).toMatchObject({
          Landings: '2',
          Clicks: '1',
          'Unique clicks': '1',
          Revenue: '2.50',
          EPC: '2.50',
        })
        expect(await rowByHeader(page, table, 'zone-b')).toMatchObject({ Clicks: '0', EPC: '–' })
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(sideways).toBe(0)
        await page.screenshot({ path: `${SHOTS}/report-${viewport.width}.png`, fullPage: true })
        expect(await violations(page)).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
}
