/**
 * Discreet browsing in Chromium: Quick exit by click (JavaScript on and off) and by Shift x3,
 * "Clear this device" removing cookies and storage, the neutral tab title in the HTML itself.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NEUTRAL_ICON_PATH,
  NEUTRAL_SITE_URL,
  NEUTRAL_TITLE,
} from '../../src/shared/discretion-contract'
import { BASE_URL, connectBrowser, newContext, openHydrated, type ContextOptions } from './helpers'

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

  /**
   * What a tap at the centre of the bar's Quick exit reaches: the Quick exit link there (its
   * text, and whether it is the signup dialog's copy), or nothing.
   */
  async function tapTargetAtQuickExit(page: Page) {
    const box = (await page.locator('.quick-exit a[data-quick-exit]').boundingBox())!
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    const { onTop, inDialog } = await page.evaluate(({ x, y }) => {
      const link = document.elementFromPoint(x, y)?.closest('a[data-quick-exit]')
      return { onTop: link?.textContent, inDialog: !!link?.closest('dialog') }
    }, centre)
    return { centre, onTop, inDialog }
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`is on top of the open signup dialog and leaves at one tap, ${viewport.width} px`, async () => {
      await withPage({ viewport, hasTouch: true }, async (page) => {
        await openHydrated(page, '/city/Texas/Houston')
        await page.locator('a[data-signup]:visible').first().click()
        await page.locator('dialog.modal[open]').waitFor()
        await page.locator('dialog.modal input[type="email"]').fill('someone@example.org')
        // The dialog's copy covers the bar's exactly: the same place, and the one on top.
        const { centre, onTop, inDialog } = await tapTargetAtQuickExit(page)
        expect(onTop).toBe('Quick exit')
        expect(inDialog).toBe(true)
        const copy = (await page.locator('dialog.modal a[data-quick-exit]').boundingBox())!
        const bar = (await page.locator('.quick-exit a[data-quick-exit]').boundingBox())!
        expect(copy).toEqual(bar)
        await page.touchscreen.tap(centre.x, centre.y)
        await page.waitForURL(NEUTRAL_SITE_URL)
      })
    })
  }

  it('is on top of the open phone menu, scrolled or not', async () => {
    await withPage({ viewport: PHONE }, async (page) => {
      await page.goto('/state/California')
      await page.getByText('Menu').click()
      expect((await tapTargetAtQuickExit(page)).onTop).toBe('Quick exit')
      await page.mouse.wheel(0, 40)
      await page.waitForFunction(() => window.scrollY > 0)
      expect((await tapTargetAtQuickExit(page)).onTop).toBe('Quick exit')
    })
  })

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

describe('the footer’s words about the Shift shortcut', () => {
  const HINT = 'On a keyboard, so does pressing Shift 3 times.'
  it('are not shown without JavaScript, where nothing answers the shortcut', async () => {
    await withPage({ javaScriptEnabled: false, viewport: DESKTOP }, async (page) => {
      await page.goto('/city/Texas/Houston')
      const footer = page.locator('.site-footer .discreet')
      await footer.waitFor()
      expect(await footer.innerText()).toContain('Quick exit, at the top of every page')
      expect(await footer.innerText()).not.toContain('Shift')
      expect(await page.getByText(HINT).isVisible()).toBe(false)
    })
  })
  it('are shown with JavaScript on a keyboard, and the shortcut then leaves', async () => {
    await withPage({ viewport: DESKTOP }, async (page) => {
      await openEnhanced(page, '/city/Texas/Houston')
      await page.getByText(HINT).waitFor({ state: 'visible' })
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift')
      await page.waitForURL(NEUTRAL_SITE_URL)
    })
  })
})

describe('Clear this device', () => {
  it('removes the site’s cookies and storage, says what was cleared, and the 18+ gate asks again', async () => {
    await withPage({}, async (page, context) => {
      await openEnhanced(page, '/city/Texas/Houston')
      await page.evaluate(() => localStorage.setItem('kept', 'yes'))
      await page.getByRole('button', { name: /Neutral tab title/ }).click()
      await page.waitForFunction((title) => document.title === title, NEUTRAL_TITLE)
      expect((await context.cookies()).map((c) => c.name).sort()).toEqual([
        'age_ok',
        'neutral_title',
        'sid',
      ])
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
  for (const javaScriptEnabled of [true, false]) {
    it(`once chosen, is in the HTML of the next page, title and icon (no flash), JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      await withPage({ javaScriptEnabled, viewport: PHONE }, async (page) => {
        await page.goto('/state/Texas')
        const toggle = page.getByRole('button', { name: /Neutral tab title/ })
        expect(await toggle.getAttribute('aria-pressed')).toBe('false')
        await toggle.click()
        // Back on the page it was on, at the switch, now pressed.
        await page.waitForURL(
          (url) => url.pathname === '/state/Texas' && url.hash === '#discreet-title',
        )
        expect(await page.title()).toBe(NEUTRAL_TITLE)
        const pressed = page.getByRole('button', { name: /Neutral tab title/ })
        expect(await pressed.getAttribute('aria-pressed')).toBe('true')

        // The next page's HTML, as the server sent it, already carries the neutral title and icon.
        const response = (await page.goto('/city/Texas/Houston'))!
        const html = await response.text()
        expect(html).toContain(`<title>${NEUTRAL_TITLE}</title>`)
        expect(html).not.toContain('Escorts in Houston, Texas | Nightgator</title>')
        const icons = await page
          .locator('link[rel~="icon"]')
          .evaluateAll((links) =>
            links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
          )
        expect(icons).toEqual([NEUTRAL_ICON_PATH])

        await page.getByRole('button', { name: /Neutral tab title/ }).click()
        await page.waitForURL((url) => url.hash === '#discreet-title')
        expect(await page.title()).toBe('Escorts in Houston, Texas | Nightgator')
      })
    })
  }
})
