import { mkdirSync } from 'node:fs'
import { createServer, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { htmlErrors, liveDocument } from './vnu'
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
  // Counted through the running worker: two clicks and a landing for one campaign, a click for
  // another, each from its own address (unique clicks are one per client, campaign and day).
  const paths = [
    `${GO_PATH}?sub=${CAMPAIGN}`,
    `${GO_PATH}?sub=${CAMPAIGN}`,
    `${GO_PATH}?sub=${OTHER}`,
  ]
  for (const [i, path] of paths.entries()) await navigate(path, `192.0.2.${40 + i}`)
  const cookies = await navigate(`/state/Texas?sub=${CAMPAIGN}`, '192.0.2.50')
  expect(cookies[0]).toMatch(new RegExp(`^camp=v1\\.${CAMPAIGN}\\.state\\.`))
})

/** A GET as a browser's navigation; resolves with its Set-Cookie values once read whole. */
function navigate(path: string, address: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // wrangler dev takes the client's address from CF-Connecting-IP, as Cloudflare's edge gives it.
    const headers = { ...VISITOR, 'CF-Connecting-IP': address }
    get(`${BASE_URL}${path}`, { headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.headers['set-cookie'] ?? []))
    }).on('error', reject)
  })
}
afterAll(() => browser.close())
mkdirSync('/tmp/admin-screens', { recursive: true })
mkdirSync('/tmp/shots-zones2', { recursive: true })

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
          // A page load per try: generous for a busy machine, a poll so no slower when quiet.
          { timeout: 30_000 },
        )
        .toEqual(['2', '1', '0', '0', '0', '0', '0', '0%'])
      expect(
        await page
          .getByRole('img', { name: /^Clicks, landings and signups created per day/ })
          .count(),
      ).toBe(1)
      expect(
        await page.getByRole('img', { name: /^Revenue, cost and profit per day/ }).count(),
      ).toBe(1)
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
        // Both on the campaign's direct link.
        `H,direct_click,${CAMPAIGN},,go,?,desktop,2`,
        // The landing came without the 18+ cookie: the gate was shown. Each click came without
        // the camp cookie: each is its visitor's first of the day.
        `H,gate_shown,${CAMPAIGN},,state,?,desktop,1`,
        `H,landing,${CAMPAIGN},,state,?,desktop,1`,
        `H,unique_click,${CAMPAIGN},,go,?,desktop,2`,
      ])
    })
  })
})

/** Every admin page, the report by campaign and by a campaign's zones (with verdicts) too. */
const ADMIN_PAGES = [
  '/admin',
  '/admin/report?by=campaign',
  `/admin/report?by=sub1&campaign=${CAMPAIGN}`,
  '/admin/rules',
  '/admin/tests',
  '/admin/partners',
  // Last: the checks after the loop are of this page.
  '/admin/postbacks',
]

/** A full-page PNG in /tmp/admin-screens, to look at (not compared). */
async function screenshot(page: Page, path: string, width: number) {
  const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'admin'
  await page.screenshot({ path: `/tmp/admin-screens/${name}-${width}.png`, fullPage: true })
}

describe('the report page in Chromium', () => {
  it('sorts by any column through its header links, with JavaScript off', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto(`/admin/report?by=sub1&campaign=${CAMPAIGN}`)
        await page.getByRole('link', { name: 'ROI', exact: true }).click()
        await page.waitForURL(/sort=roi/)
        const url = new URL(page.url())
        expect(url.searchParams.get('dir')).toBe('desc')
        expect(url.searchParams.get('campaign')).toBe(CAMPAIGN)
        expect(
          await page.getByRole('columnheader', { name: /ROI/ }).getAttribute('aria-sort'),
        ).toBe('descending')
      },
    )
  })

  it('keeps a wide table in its own region at 390 px, its first column in view when scrolled', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, viewport: { width: 390, height: 844 } },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin/report?by=campaign')
        const region = page.getByRole('region', { name: /^Report by campaign/ })
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
        await region.evaluate((el) => el.scrollBy(400, 0))
        const header = region.getByRole('rowheader').first()
        const [box, frame] = [await header.boundingBox(), await region.boundingBox()]
        expect(box!.x).toBeCloseTo(frame!.x, 0)
      },
    )
  })

  it('cuts nothing off at 1366 px: the dashboard’s profit table fits its region', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, viewport: { width: 1366, height: 900 } },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin')
        const region = page.getByRole('region', { name: /^Profit per campaign, the 50/ })
        expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
      },
    )
  })

  it('cuts nothing off at 1366 px: every drill-down link of the report by zone is in view without scrolling the table', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, viewport: { width: 1366, height: 900 } },
      async (context) => {
        const page = await context.newPage()
        await page.goto(`/admin/report?by=sub1&campaign=${CAMPAIGN}`)
        const region = page.getByRole('region', { name: /^Report by sub1/ })
        expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
        const frame = (await region.boundingBox())!
        const links = region.getByRole('link', { name: / by [a-z0-9_]+$/ })
        expect(await links.count()).toBeGreaterThan(0)
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!
          const name = await link.getAttribute('aria-label')
          expect(box.x, `${name} starts in view`).toBeGreaterThanOrEqual(frame.x)
          expect(box.x + box.width, `${name} ends in view`).toBeLessThanOrEqual(
            frame.x + frame.width,
          )
        }
      },
    )
  })
})

describe('the partner preset chooser in Chromium', () => {
  /** Sets PARTNER_URL's preset through the page's own form ('' for none), as the operator does. */
  async function choose(page: Page, preset: string) {
    await page.goto('/admin/partners')
    const chooser = page.getByRole('region', { name: /^https:\/\// }).first()
    await chooser.getByLabel('Network preset').selectOption(preset)
    await chooser.getByRole('button', { name: 'Save preset' }).click()
    await page.waitForURL(/done=preset/)
    return page.getByRole('region', { name: /^https:\/\// }).first()
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`shows the chosen network's landing parameter and postback URL at ${viewport.width}x${viewport.height}, without sideways scroll, and passes axe-core`, async () => {
      await withContext({ httpCredentials: CREDENTIALS, viewport }, async (context) => {
        const page = await context.newPage()
        try {
          const chooser = await choose(page, 'mylead')
          await expect.poll(() => chooser.getByLabel('Network preset').inputValue()).toBe('mylead')
          const shown = await chooser.innerText()
          expect(shown).toContain('Landing parameter')
          expect(shown).toContain('ml_sub1')
          expect(shown).toMatch(
            /\/postback\/YOUR_POSTBACK_SECRET\?token=\[ml_sub1\]&txid=\[transaction_id\]&payout=\[payout\]&status=\[status\]&currency=\[currency\]&preset=mylead/,
          )
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(sideways).toBe(0)
          const save = await chooser.getByRole('button', { name: 'Save preset' }).boundingBox()
          expect(save!.height).toBeGreaterThanOrEqual(44)
          expect(await violations(page)).toEqual([])
          await page.screenshot({
            path: `/tmp/admin-screens/partner-preset-${viewport.width}.png`,
            fullPage: true,
          })
        } finally {
          // The e2e database outlives the run: PARTNER_URL goes back to PARTNER_CLICK_PARAM.
          await choose(page, '')
        }
      })
    })
  }
})

describe('the postbacks page in Chromium', () => {
  const TEMPLATE_TAG = `${CAMPAIGN}_pb`
  /** A long real-looking URL: the widest cell the templates table has to hold. */
  const LONG_URL =
    'https://tsyndicate.com/api/v1/cpa/action?clickid={cid}&value={payout}&lead_code={txid}&key=0123456789abcdef0123456789abcdef&status={status}'

  async function saveTemplate(context: BrowserContext, campaign: string) {
    const page = await context.newPage()
    await page.goto('/admin/postbacks')
    await page.getByLabel('Campaign tag').fill(campaign)
    await page.getByLabel('Postback URL').fill(LONG_URL)
    for (const name of ['Signup created here', 'Partner approval', 'Partner reversal']) {
      await page.getByRole('checkbox', { name }).check()
    }
    await page.getByLabel('Payout').fill('2.50')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL(/saved=/)
    return page
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`has no sideways page scroll and no band above the background at ${viewport.width}x${viewport.height}, and passes axe-core`, async () => {
      await withContext({ httpCredentials: CREDENTIALS, viewport }, async (context) => {
        const page = await saveTemplate(context, `${TEMPLATE_TAG}_${viewport.width}`)
        for (const path of ADMIN_PAGES) {
          await page.goto(path)
          const layout = await page.evaluate(() => ({
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            bodyTop: document.body.getBoundingClientRect().top,
          }))
          expect(layout, path).toEqual({ sideways: 0, bodyTop: 0 })
          expect(await violations(page), path).toEqual([])
          await screenshot(page, path, viewport.width)
        }
        // The templates table scrolls in its own labelled region, not the page.
        expect(await page.getByRole('region', { name: 'Postback templates' }).count()).toBe(1)
        // The form's buttons are the site's 44 px tap targets, styled as the filters' are.
        for (const name of ['Save', 'Fill the form']) {
          const box = await page.getByRole('button', { name, exact: true }).boundingBox()
          expect(box!.height, name).toBeGreaterThanOrEqual(44)
        }
      })
    })
  }

  /** A tracker on this machine that refuses every postback as ExoClick does: 200 `ERROR: …`. */
  async function refusingTracker(): Promise<{ url: string; calls: string[]; close: () => void }> {
    const calls: string[] = []
    const server = createServer((request, response) => {
      calls.push(request.url ?? '')
      response.end('ERROR: Tag is invalid!')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}/pb`, calls, close: () => server.close() }
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`offers every source's preset, sends a test postback and shows the last answers at ${viewport.width}x${viewport.height}, passing axe-core`, async () => {
      const tracker = await refusingTracker()
      try {
        await withContext({ httpCredentials: CREDENTIALS, viewport }, async (context) => {
          const campaign = `${TEMPLATE_TAG}_answers_${viewport.width}`
          const page = await context.newPage()
          await page.goto('/admin/postbacks?preset=advertizer')
          // A B-grade, http-only source: its notes and the warning that the key travels in clear.
          const notes = page.getByRole('list', { name: 'About the Advertizer preset' })
          await expect.poll(() => notes.innerText()).toContain('Check the exact URL')
          expect(await notes.innerText()).toContain('travels unencrypted')
          expect(await page.getByRole('note').innerText()).toContain('travels unencrypted')
          await page.getByRole('region', { name: 'Start from a preset' }).screenshot({
            path: `${tmpdir()}/postbacks-preset-${viewport.width}.png`,
          })
          const presets = await page
            .getByLabel('Traffic source or tracker')
            .locator('option')
            .allInnerTexts()
          expect(presets).toContain('ExoClick (grade A)')
          expect(presets).toContain('Zeropark (grade C)')
          await page.getByLabel('Campaign tag').fill(campaign)
          await page
            .getByRole('textbox', { name: 'Postback URL' })
            .fill(`${tracker.url}?tag={cid}&value={payout}`)
          await page.getByLabel('Payout of a signup').fill('1.00')
          await page.getByRole('button', { name: 'Save' }).click()
          await page.waitForURL(/saved=/)
          await page.getByRole('button', { name: `Send test postback for ${campaign}` }).click()
          const test = page.getByRole('region', { name: `Test postback for ${campaign}` })
          await expect.poll(() => test.innerText()).toContain('failed, HTTP 200')
          expect(await test.innerText()).toContain('ERROR: Tag is invalid!')
          expect(tracker.calls).toHaveLength(1)
          expect(tracker.calls[0]).toMatch(/^\/pb\?tag=test-[0-9a-f]{8}&value=1\.00$/)
          const answers = page.getByRole('table', { name: /last answers/ })
          const row = answers.getByRole('row').filter({ hasText: campaign })
          expect(await row.first().innerText()).toMatch(
            /test\s+test…\s+failed\s+200\s+ERROR: Tag is invalid!/,
          )
          // The answer came with the page the form's post led to: its text is in the DOM before
          // its stylesheet has loaded on a busy machine, and an unstyled page is wider than 390.
          await page.waitForLoadState('load')
          const layout = await page.evaluate(() => ({
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            bodyTop: document.body.getBoundingClientRect().top,
          }))
          expect(layout).toEqual({ sideways: 0, bodyTop: 0 })
          expect(await violations(page)).toEqual([])
          await page.screenshot({
            path: `${tmpdir()}/postbacks-${viewport.width}.png`,
            fullPage: true,
          })
        })
      } finally {
        tracker.close()
      }
    })
  }

  it('has no W3C checker errors: the templates, the confirmation page and the link builder', async () => {
    const documents: Record<string, string> = {}
    await withContext({ httpCredentials: CREDENTIALS }, async (context) => {
      const page = await saveTemplate(context, `${TEMPLATE_TAG}_vnu`)
      for (const path of [
        '/admin/postbacks',
        `/admin/postbacks/delete?campaign=${TEMPLATE_TAG}_vnu`,
        `/admin?link_page=%2Fstate%2FTexas&link_city=Houston&link_tag=${CAMPAIGN}&link_source=exoclick`,
      ]) {
        await page.goto(path)
        documents[path] = await liveDocument(page)
      }
    })
    const errors = await htmlErrors(documents)
    for (const path of Object.keys(documents)) expect(errors[path] ?? [], path).toEqual([])
  }, 60_000)

  it('asks before deleting a template, without JavaScript', async () => {
    const campaign = `${TEMPLATE_TAG}_del`
    await withContext({ httpCredentials: CREDENTIALS }, (context) =>
      saveTemplate(context, campaign),
    )
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin/postbacks')
        await page.getByRole('button', { name: `Delete ${campaign}…` }).click()
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).innerText())
          .toBe(`Delete the template of ${campaign}?`)
        await page.getByRole('button', { name: `Delete ${campaign}` }).click()
        await page.waitForURL(/deleted=/)
        expect(await page.getByRole('status').first().innerText()).toBe(`Deleted ${campaign}.`)
        expect(await page.getByRole('rowheader', { name: campaign, exact: true }).count()).toBe(0)
      },
    )
  })
})

describe('the link builder in Chromium', () => {
  const QUERY = `/admin?link_page=%2Fstate%2FTexas&link_city=Houston&link_tag=${CAMPAIGN}&link_source=trafficstars#link-builder`

  it('shows each link whole, and copies it with the button', async () => {
    await withContext(
      {
        httpCredentials: CREDENTIALS,
        viewport: { width: 390, height: 844 },
        permissions: ['clipboard-read', 'clipboard-write'],
      },
      async (context) => {
        const page = await context.newPage()
        await page.goto(QUERY)
        const field = page.getByLabel('Link to the page')
        const url = await field.inputValue()
        expect(url).toMatch(
          new RegExp(`/city/Texas/Houston\\?sub=${CAMPAIGN}&cid=\\{click_id\\}&cost=\\{cost\\}`),
        )
        // Whole: the field is as wide as the page allows and tall enough for every line of it.
        expect(await field.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
        await page.getByRole('button', { name: 'Copy' }).first().click()
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url)
        expect(await page.getByRole('status').filter({ hasText: 'Copied.' }).count()).toBe(1)
        expect(await violations(page)).toEqual([])
      },
    )
  })

  it('without JavaScript: a selectable field, no copy button', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto(QUERY)
        const field = page.getByLabel('Link straight to the partner (/go)')
        expect(await field.inputValue()).toContain(`/go?sub=${CAMPAIGN}&cid={click_id}`)
        expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0)
      },
    )
  })
})

describe('sorting any admin table, a source and a push rule in Chromium', () => {
  it('sorts a table by a click on its header, with JavaScript off', async () => {
    await withContext(
      { httpCredentials: CREDENTIALS, javaScriptEnabled: false },
      async (context) => {
        const page = await context.newPage()
        await page.goto('/admin')
        const totals = page.getByRole('table', { name: /^Totals, compared/ })
        await totals.getByRole('link', { name: 'This period', exact: true }).click()
        await page.waitForURL(/totals_sort=now/)
        const table = page.getByRole('table', { name: /^Totals, compared/ })
        expect(
          await table.getByRole('columnheader', { name: /This period/ }).getAttribute('aria-sort'),
        ).toBe('descending')
        // The largest count of this period first (rates, under 1, sort below every count).
        const figures = (await table.locator('tbody tr td:first-of-type').allInnerTexts())
          .filter((text) => /^[\d,]+$/.test(text))
          .map((text) => Number(text.replace(/,/g, '')))
        expect(figures[0]).toBe(Math.max(...figures))
      },
    )
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`saves a campaign's source and a push rule, and shows them without sideways scroll at ${viewport.width}x${viewport.height}, passing axe-core`, async () => {
      await withContext({ httpCredentials: CREDENTIALS, viewport }, async (context) => {
        const page = await context.newPage()
        const report = `/admin/report?by=sub1&campaign=${CAMPAIGN}`
        await page.goto(report)
        const form = page.getByRole('region', { name: `Traffic source of ${CAMPAIGN}` })
        // A label around a select also holds its options' text: picked by the fields' names.
        await form.locator('select[name="source"]').selectOption('hilltopads')
        await form.locator('select[name="tz"]').selectOption('America/New_York')
        await form.locator('input[name="source_campaign_id"]').fill('445566')
        await form.getByRole('button', { name: 'Save source' }).click()
        await page.waitForURL(/saved=source/)
        await expect
          .poll(() => page.getByRole('status').allInnerTexts())
          .toContain('Saved the traffic source.')
        await page.goto('/admin/rules')
        await page.getByLabel('Scope').fill(CAMPAIGN)
        await page.locator('select[name="action"]').selectOption('push')
        await page.getByRole('button', { name: 'Save rule' }).click()
        await page.waitForURL(/done=saved/)
        await page
          .getByRole('link', { name: /^Preview rule/ })
          .last()
          .click()
        await page.waitForURL(/preview=/)
        for (const path of [page.url(), `/admin?campaign=${CAMPAIGN}`, report]) {
          await page.goto(path)
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect(sideways, path).toBe(0)
          expect(await violations(page), path).toEqual([])
          const name = new URL(path, BASE_URL).pathname.replace(/[^a-z0-9]+/gi, '-')
          await page.screenshot({
            path: `/tmp/shots-zones2/zones2${name}${path.includes('preview') ? '-preview' : ''}-${viewport.width}.png`,
            fullPage: true,
          })
        }
      })
    })
  }
})
