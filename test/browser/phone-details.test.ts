/**
 * Three details a phone visitor meets on the way to a signup: Continue in view in the signup
 * dialog (also with the keyboard up), no Shift shortcut offered to a touch screen, and the
 * neutral-title switch saying its state in words.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectBrowser, newContext, openHydrated, type ContextOptions } from './helpers'

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const DESKTOP = { viewport: { width: 1366, height: 900 } }
/** About what a phone keyboard leaves of 844 px: the layout viewport with resizes-content. */
const KEYBOARD_UP = { width: 390, height: 460 }

let browser: Browser
beforeAll(async () => {
  browser = await connectBrowser()
})
afterAll(() => browser.close())

async function withPage(options: ContextOptions, run: (page: Page) => Promise<void>) {
  const context = await newContext(browser, options)
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Whether the element is wholly inside the viewport and the topmost thing at its centre. */
function inView(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const within = box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return within && (top === element || element.contains(top))
  })
}

const CONTINUE = 'dialog.modal [type="submit"]'

describe('the signup dialog on a 390x844 phone', () => {
  it('shows Continue without scrolling, and keeps it in view with the keyboard up', async () => {
    await withPage(PHONE, async (page) => {
      await openHydrated(page, '/city/Texas/Houston')
      await page.locator('.site-header > .wrap > .header-join').click()
      await expect
        .poll(() => page.locator('dialog.modal').evaluate((d: HTMLDialogElement) => d.open))
        .toBe(true)
      expect(await inView(page, CONTINUE)).toBe(true)
      await page.locator('dialog.modal').getByLabel('Email', { exact: true }).focus()
      await page.setViewportSize(KEYBOARD_UP)
      await expect.poll(() => inView(page, CONTINUE)).toBe(true)
      // The field being typed in is in view too: the dialog scrolls, Continue stays at its foot.
      expect(await inView(page, 'dialog.modal input[type="email"]')).toBe(true)
    })
  })
})

describe('the footer’s Quick exit shortcut', () => {
  it('offers Shift 3 times to a keyboard, not to a touch screen', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/')
      // The site script has shown it (it is rendered hidden: nothing answers without it)...
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('footer .keyboard-hint')?.hidden === false,
      )
      // ...and a touch screen's stylesheet still leaves it out.
      expect(await page.locator('footer .keyboard-hint').isVisible()).toBe(false)
      expect(await page.locator('footer .discreet p').first().innerText()).toContain(
        'Quick exit, at the top of every page, leaves at once.',
      )
    })
    await withPage(DESKTOP, async (page) => {
      await page.goto('/')
      await page.locator('footer .keyboard-hint').waitFor({ state: 'visible' })
      expect((await page.locator('footer .keyboard-hint').innerText()).trim()).toBe(
        'On a keyboard, so does pressing Shift 3 times.',
      )
    })
  })
})

describe('the neutral tab title switch', () => {
  it('says on or off in words, not only by a filled button', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/state/Texas')
      const toggle = () => page.getByRole('button', { name: /Neutral tab title/ })
      expect(await toggle().innerText()).toMatch(/: off$/)
      await toggle().click()
      await page.waitForURL((url) => url.hash === '#discreet-title')
      expect(await toggle().innerText()).toMatch(/: on$/)
      expect(await toggle().getAttribute('aria-pressed')).toBe('true')
    })
  })
})
