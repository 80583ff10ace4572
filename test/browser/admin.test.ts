import { get } from 'node:http'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { BASE_URL, connectBrowser, newContext } from './helpers'
import { GO_PATH } from '../../src/shared/paths'

/** A campaign of this run only: the e2e database persists between runs. */
const CAMPAIGN = `e2e_${Date.now()}`
const OTHER = `${CAMPAIGN}_other`
const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const TODAY = new Date().toISOString().slice(0, 10)
/**
 * A person's browser opening a link: Node's own user agent could count as a bot, and Node's
 * fetch always says `Sec-Fetch-Mode: cors`, which is not a navigation and is not counted; so
 * these go through node:http, which sends the headers as given.
 */
const VISITOR = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
  // Counted through the running worker: two clicks and a landing for one campaign, a click for another.
  for (const path of [
    `${GO_PATH}?sub=${CAMPAIGN}`,
    `${GO_PATH}?sub=${CAMPAIGN}`,
    `${GO_PATH}?sub=${OTHER}`,
  ]) {
    await navigate(path)
  }
  const cookies = await navigate(`/state/Texas?sub=${CAMPAIGN}`)
  expect(cookies[0]).toMatch(new RegExp(`^camp=v1\\.${CAMPAIGN}\\.state\\.`))
})

/** A GET as a browser's navigation; resolves with its Set-Cookie values once read whole. */
function navigate(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(`${BASE_URL}${path}`, { headers: VISITOR }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers['set-cookie'] ?? []))
    }).on('error', reject)
  })
}
afterAll(() => browser.close())

async function withContext<T>(
  options: Parameters<typeof newContext>[1],
  run: (context: BrowserContext) => Promise<T>,
) {
  const context = await newContext(browser, { confirmed: false, ...options })
  try {
    return await run(context)
  } finally {
    await context.close()
  }
}

/** The cells of the per-campaign table's row for a campaign. */
async function campaignRow(page: Page, campaign: string) {
  const row = page
    .getByRole('table', { name: /Per campaign/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) })
  return row.locator('td').allInnerTexts()
}

describe('the campaign dashboard in Chromium', () => {
  it('asks for credentials: without them the answer is 401', async () => {
    await withContext({}, async (context) => {
      // Chromium with no credentials to offer fails the navigation itself, so ask as its fetch would.
      const response = await context.request.get('/admin')
      expect(response.status()).toBe(401)
      expect(response.headers()['www-authenticate']).toMatch(/^Basic realm="/)
      expect(await response.text()).not.toContain(CAMPAIGN)
    })
  })

  it('shows the counts with the Basic-auth credentials, and passes axe-core', async () => {
    await withContext({ httpCredentials: CREDENTIALS }, async (context) => {
      const page = await context.newPage()
      const response = await page.goto('/admin')
      expect(response!.status()).toBe(200)
      // The counts are written just after each answer (waitUntil): the last may still be landing.
      await expect
        .poll(
          async () => {
            await page.reload()
            return campaignRow(page, CAMPAIGN)
          },
          { timeout: 10_000 },
        )
        .toEqual(['2', '1', '0', '0', '0', '0', '0', '0%'])
      expect(await page.getByRole('img', { name: /per day/ }).count()).toBe(1)
      expect(await violations(page)).toEqual([])
    })
  })

  it('passes axe-core on a 390x844 phone, its sideways-scrolling tables reachable by keyboard', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, viewport: { width: 390, height: 844 } },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin')
        const regions = page.getByRole('region', { name: /Per (campaign|page|day)/ })
        expect(await regions.count()).toBeGreaterThanOrEqual(3)
        // At least one table is wider than the phone: its region scrolls by arrow key.
        const wide = page.getByRole('region', { name: /^Per campaign, page 1 of/ })
        expect(await wide.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
        await wide.focus()
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
        expect(await violations(page)).toEqual([])
      },
    )
  })

  it('filters by campaign and sorts through the form and links, with JavaScript off', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin')
        await page.getByLabel('From', { exact: true }).fill(TODAY)
        await page.getByLabel('To', { exact: true }).fill(TODAY)
        await page.getByLabel('Campaign', { exact: true }).fill(OTHER)
        await page.getByRole('button', { name: 'Show' }).click()
        await page.waitForURL(/campaign=/)
        const url = new URL(page.url())
        expect(url.searchParams.get('campaign')).toBe(OTHER)
        expect(url.searchParams.get('from')).toBe(TODAY)
        expect(await campaignRow(page, OTHER)).toEqual(['1', '0', '0', '0', '0', '0', '0', '–'])
        expect(await page.getByRole('rowheader', { name: CAMPAIGN, exact: true }).count()).toBe(0)
        await page.getByRole('link', { name: 'Campaign', exact: true }).click()
        await page.waitForURL(/sort=campaign/)
        expect(new URL(page.url()).searchParams.get('campaign')).toBe(OTHER)
      },
    )
  })

  it('shows days in the time zone picked in the form and keeps it in the links, without JavaScript', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin')
        const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString()
        await page.getByLabel('From', { exact: true }).fill(day(-1).slice(0, 10))
        await page.getByLabel('To', { exact: true }).fill(day(1).slice(0, 10))
        await page.getByLabel('Time zone').selectOption('Asia/Tokyo')
        await page.getByLabel('Campaign', { exact: true }).fill(OTHER)
        await page.getByRole('button', { name: 'Show' }).click()
        await page.waitForURL(/tz=Asia%2FTokyo/)
        expect(await page.getByLabel('Time zone').inputValue()).toBe('Asia/Tokyo')
        expect(await page.getByRole('table', { name: /^Per day \(Asia\/Tokyo\)/ }).count()).toBe(1)
        expect(await campaignRow(page, OTHER)).toEqual(['1', '0', '0', '0', '0', '0', '0', '–'])
        await page.getByRole('link', { name: 'Campaign', exact: true }).click()
        await page.waitForURL(/sort=campaign/)
        expect(new URL(page.url()).searchParams.get('tz')).toBe('Asia/Tokyo')
      },
    )
  })

  it('downloads the CSV export with the same credentials', async () => {
    await withContext({ httpCredentials: CREDENTIALS }, async (context) => {
      const response = await context.request.get(
        `/admin/export.csv?from=${TODAY}&to=${TODAY}&campaign=${CAMPAIGN}`,
      )
      expect(response.status()).toBe(200)
      const lines = (await response.text()).trim().split('\r\n')
      expect(lines[0]).toBe('hour,event,campaign,landing_page,page,country,device,count')
      // wrangler dev reports a country of its own: any two letters, or none; hours are UTC.
      expect(
        lines
          .slice(1)
          .map((line) =>
            line
              .replace(/,([A-Z]{2})?,desktop,/, ',?,desktop,')
              .replace(/^\d{4}-\d{2}-\d{2}T\d{2}/, 'H'),
          ),
      ).toEqual([
        `H,click,${CAMPAIGN},,go,?,desktop,2`,
        // The landing came without the 18+ cookie: the gate was shown. Each click came without
        // the camp cookie: each is its visitor's first of the day.
        `H,gate_shown,${CAMPAIGN},,state,?,desktop,1`,
        `H,landing,${CAMPAIGN},,state,?,desktop,1`,
        `H,unique_click,${CAMPAIGN},,go,?,desktop,2`,
      ])
    })
  })
})
