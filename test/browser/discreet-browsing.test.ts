/**
 * Discreet browsing in Chromium: Quick exit by click (JavaScript on and off) and by Shift x3,
 * "Clear this device" removing cookies and storage, the neutral tab title kept on the device.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NEUTRAL_ICON_PATH,
  NEUTRAL_SITE_URL,
  NEUTRAL_TITLE,
  NEUTRAL_TITLE_KEY,
} from '../../src/shared/discretion-contract'
import { BASE_URL, connectBrowser, newContext, type ContextOptions } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

/** A context whose neutral site answers locally (there is no network). */
async function withPage(
  options: ContextOptions,
  test: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await newContext(browser, options)
  await context.route(`${NEUTRAL_SITE_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><title>Neutral</title><p>Neutral site',
    }),
  )
  try {
    await test(await context.newPage(), context)
  } finally {
    await context.close()
  }
}

/** Waits until the site script has run (the hint it shows is the sign). */
async function openEnhanced(page: Page, path: string) {
  await page.goto(path)
  await page.locator('.quick-exit-hint').waitFor({ state: 'attached' })
  await page.waitForFunction(
    () => !document.querySelector('.quick-exit-hint')?.hasAttribute('hidden'),
  )
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

describe('Quick exit', () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`leaves for the neutral site at a click, JavaScript ${javaScriptEnabled ? 'on' : 'off'}, ${viewport.width} px`, async () => {
        await withPage({ javaScriptEnabled, viewport }, async (page) => {
          await page.goto('/city/Texas/Houston')
          // Held at the top: still on screen after scrolling down the list.
          await page.mouse.wheel(0, 3000)
          const exit = page.getByRole('link', { name: 'Quick exit' })
          const box = (await exit.boundingBox())!
          expect(box.y).toBeGreaterThanOrEqual(0)
          expect(box.y + box.height).toBeLessThanOrEqual(60)
          await exit.click()
          await page.waitForURL(NEUTRAL_SITE_URL)
        })
      })
    }
  }

  it('with JavaScript, replaces the page in the history: Back does not return to it', async () => {
    await withPage({}, async (page) => {
      await page.goto('/state/Texas')
      await openEnhanced(page, '/city/Texas/Houston')
      await page.getByRole('link', { name: 'Quick exit' }).click()
      await page.waitForURL(NEUTRAL_SITE_URL)
      await page.goBack()
      expect(new URL(page.url()).pathname).toBe('/state/Texas')
    })
  })

  it('leaves when Shift is pressed three times, from a field too, and not when other keys come between', async () => {
    await withPage({}, async (page) => {
      await openEnhanced(page, '/')
      await page.locator('main input[name="q"]').focus()
      for (const key of ['Shift', 'A', 'Shift', 'U', 'Shift', 'S']) await page.keyboard.press(key)
      expect(new URL(page.url()).origin).toBe(BASE_URL)
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift')
      await page.waitForURL(NEUTRAL_SITE_URL)
    })
  })

  it('works by the shortcut under the age gate too (whose own Leave goes to the same place)', async () => {
    await withPage({ confirmed: false }, async (page) => {
      await openEnhanced(page, '/state/Ohio')
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift')
      await page.waitForURL(NEUTRAL_SITE_URL)
    })
  })
})

describe('Clear this device', () => {
  it('removes the site’s cookies and storage, says what was cleared, and the 18+ gate asks again', async () => {
    await withPage({}, async (page, context) => {
      await openEnhanced(page, '/city/Texas/Houston')
      await page.getByRole('button', { name: /Neutral tab title/ }).click()
      expect(await page.evaluate((key) => localStorage.getItem(key), NEUTRAL_TITLE_KEY)).toBe('on')
      expect((await context.cookies()).map((c) => c.name).sort()).toEqual(['age_ok', 'sid'])
      await page.getByRole('button', { name: 'Clear this device' }).click()
      await page.getByRole('heading', { name: 'This browser is cleared of Nightgator' }).waitFor()
      expect(await context.cookies()).toEqual([])
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
      await page.goto('/state/Ohio')
      expect(await page.getByRole('dialog', { name: 'Adults only (18+)' }).isVisible()).toBe(true)
      expect(await page.title()).not.toBe(NEUTRAL_TITLE)
    })
  })

  it('works without JavaScript (a plain form)', async () => {
    await withPage({ javaScriptEnabled: false }, async (page, context) => {
      await page.goto('/state/Ohio')
      await page.getByRole('button', { name: 'Clear this device' }).click()
      await page.getByRole('heading', { name: 'This browser is cleared of Nightgator' }).waitFor()
      expect(await context.cookies()).toEqual([])
    })
  })
})

describe('the neutral tab title', () => {
  it('is kept on the device: "Notes" and a plain icon on every page until turned off', async () => {
    await withPage({}, async (page) => {
      await openEnhanced(page, '/state/Texas')
      const toggle = page.getByRole('button', { name: /Neutral tab title/ })
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      await toggle.click()
      expect(await toggle.getAttribute('aria-pressed')).toBe('true')
      expect(await page.title()).toBe(NEUTRAL_TITLE)
      await openEnhanced(page, '/city/Texas/Houston')
      await page.waitForFunction((title) => document.title === title, NEUTRAL_TITLE)
      const icons = await page
        .locator('link[rel~="icon"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        )
      expect(icons.every((icon) => icon === NEUTRAL_ICON_PATH)).toBe(true)
      await page.getByRole('button', { name: /Neutral tab title/ }).click()
      expect(await page.title()).toBe('Escorts in Houston, Texas | Nightgator')
    })
  })

  it('is absent without JavaScript', async () => {
    await withPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto('/')
      expect(await page.getByRole('button', { name: /Neutral tab title/ }).count()).toBe(0)
    })
  })
})
