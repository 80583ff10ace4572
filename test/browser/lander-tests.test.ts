/**
 * Lander tests in Chromium at 390x844 and 1366x900: /admin/tests starts one from its form and
 * reads without sideways scroll and with no axe violation, and each arm's page renders so too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { violations } from './axe'
import { BASE_URL, connectBrowser, newContext, testEmail, type ContextOptions } from './helpers'

/** A campaign of this run only: the e2e database persists between runs, and so do its tests. */
const CAMPAIGN = `e2e_lt_${Date.now()}`
const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]
const CTA_B = 'Create a Free Account'
/** A person's browser: headless Chromium's own user agent is a bot's, which always sees arm A. */
const PERSON =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36'

/** The offer arm's partner: answered by the browser's network layer, as the partner's is. */
const OFFER_ORIGIN = 'https://offer-b.example'

/** Up to 24 fresh visitors per size with axe on each arm's page: heavy, with its own budget. */
const ARMS_TIMEOUT_MS = 180_000

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

async function withContext(
  options: ContextOptions,
  run: (context: BrowserContext) => Promise<void>,
) {
  const context = await newContext(browser, options)
  try {
    await run(context)
  } finally {
    await context.close()
  }
}

function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
}

describe('lander tests in Chromium', () => {
  it('starts a test from /admin/tests, which reads at both sizes without sideways scroll or axe violations', async () => {
    await withContext({ httpCredentials: CREDENTIALS, confirmed: false }, async (context) => {
      const page = await context.newPage()
      await page.goto('/admin/tests')
      await page.getByLabel('Name*').fill(`Houston call to action ${CAMPAIGN}`)
      await page.getByLabel('Who is in it').selectOption('campaign')
      await page.getByLabel('Campaign tag or its start').fill(CAMPAIGN)
      await page.getByLabel('Page type').selectOption('city')
      await page.locator('input[name="ctaB"]').fill(CTA_B)
      await page.getByRole('button', { name: 'Start the test' }).click()
      await page.waitForURL(/started=\d+/)
      expect(await page.getByRole('status').innerText()).toMatch(/^Test \d+ started\.$/)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        expect(await sidewaysScroll(page), `${size.width}`).toBe(false)
        expect(await violations(page), `${size.width}`).toEqual([])
      }
    })
  })

  it(
    'renders each arm at both sizes, from a campaign link, without sideways scroll or axe violations',
    async () => {
      for (const size of SIZES) {
        const seen = new Set<string>()
        for (let attempt = 0; attempt < 24 && seen.size < 2; attempt++) {
          await withContext({ viewport: size, userAgent: PERSON }, async (context) => {
            const page = await context.newPage()
            await page.goto(`/city/Texas/Houston?sub=${CAMPAIGN}`)
            const arm =
              (await page.locator('main').getByRole('link', { name: CTA_B }).count()) > 0
                ? 'B'
                : 'A'
            if (seen.has(arm)) return
            seen.add(arm)
            expect((await context.cookies()).some((cookie) => cookie.name === 'arm')).toBe(true)
            expect(await sidewaysScroll(page), `${arm} at ${size.width}`).toBe(false)
            expect(await violations(page), `${arm} at ${size.width}`).toEqual([])
          })
        }
        expect([...seen].sort(), `${size.width}`).toEqual(['A', 'B'])
      }
    },
    ARMS_TIMEOUT_MS,
  )

  it(
    'takes a visitor of an offer arm through the no-JS signup to that arm’s partner, with no CSP violation',
    async () => {
      const campaign = `${CAMPAIGN}_offer`
      let testId = ''
      await withContext({ httpCredentials: CREDENTIALS, confirmed: false }, async (context) => {
        const page = await context.newPage()
        await page.goto('/admin/tests')
        await page.getByLabel('Name*').fill(`Houston offer ${campaign}`)
        await page.getByLabel('Who is in it').selectOption('campaign')
        await page.getByLabel('Campaign tag or its start').fill(campaign)
        await page.getByLabel('Page type').selectOption('city')
        await page.getByLabel('What differs').selectOption('offer')
        // Nearly every visitor in arm B: the flow below is B's.
        await page.locator('input[name="weightA"]').fill('1')
        await page.locator('input[name="weightB"]').fill('100')
        await page.locator('input[name="partnerUrlB"]').fill(`${OFFER_ORIGIN}/join`)
        await page.locator('input[name="partnerSignupUrlB"]').fill(`${OFFER_ORIGIN}/signup`)
        await page.getByRole('button', { name: 'Start the test' }).click()
        await page.waitForURL(/started=\d+/)
        testId = /^Test (\d+) started\.$/.exec(await page.getByRole('status').innerText())![1]!
      })
      const options = { userAgent: PERSON, javaScriptEnabled: false }
      let done = false
      for (let attempt = 0; attempt < 5 && !done; attempt++) {
        await withContext(options, async (context) => {
          const offerRequests: string[] = []
          await context.route(`${OFFER_ORIGIN}/**`, (route) => {
            offerRequests.push(route.request().url())
            return route.fulfill({
              contentType: 'text/html',
              body: '<!DOCTYPE html><title>Offer</title><h1>Offer B</h1>',
            })
          })
          const page = await context.newPage()
          const refused: string[] = []
          page.on('console', (message) => {
            if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
          })
          await page.goto(`/city/Texas/Houston?sub=${campaign}`)
          const arm = (await context.cookies()).find((cookie) => cookie.name === 'arm')?.value
          if (!arm?.includes(`${testId}B`)) return
          await page.locator('.ad-list a').first().click()
          await page.getByRole('link', { name: 'Reply' }).click()
          await page.waitForURL(`${BASE_URL}/signup`)
          await page.getByLabel('Email', { exact: true }).fill(testEmail('ok'))
          await page.getByLabel('Password', { exact: true }).fill('offer-password')
          await page.getByLabel('Your age').fill('33')
          await page.getByRole('checkbox').check()
          await page.getByRole('button', { name: 'Continue' }).click()
          // The backend's redirect to the configured partner becomes the arm's sign-up page.
          await page.waitForURL(`${OFFER_ORIGIN}/signup**`)
          expect(await page.getByRole('heading').innerText()).toBe('Offer B')
          const landed = new URL(offerRequests.at(-1)!)
          expect(landed.searchParams.get('sub')).toBe(campaign)
          expect(refused).toEqual([])
          done = true
        })
      }
      expect(done).toBe(true)
    },
    ARMS_TIMEOUT_MS,
  )
})
