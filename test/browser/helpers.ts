/** What every browser test needs: the shared Chromium, contexts with or without the 18+ cookie. */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import {
  HYDRATED_ATTR,
  SIGNUP_ISLAND_ID,
  SIGNUP_TRIGGER_ATTR,
} from '../../src/shared/island-contract'
import { PARTNER_ORIGIN, type ReceivedSignup } from '../support/fake-backend'

export const BASE_URL = inject('baseUrl')

export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'))
}

export interface ContextOptions extends BrowserContextOptions {
  /** Start with the 18+ confirmation cookie (default true). */
  confirmed?: boolean
}

/** A fresh context whose partner-site requests are answered locally (there is no network). */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const { confirmed = true, ...contextOptions } = options
  const context = await browser.newContext({ baseURL: BASE_URL, ...contextOptions })
  if (confirmed) await context.addCookies([{ name: 'age_ok', value: '1', url: BASE_URL }])
  await context.route(`${PARTNER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!DOCTYPE html><title>Partner</title><h1>Partner site</h1>',
    }),
  )
  return context
}

/**
 * Opens a page, reaches for a signup link as a finger or a mouse button does (a pointerdown on
 * it, which loads the island on any device, moving neither focus nor the mouse) and waits until
 * the signup island has hydrated.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator(`a[${SIGNUP_TRIGGER_ATTR}]`).first().dispatchEvent('pointerdown')
  await waitHydrated(page)
}

/** Waits until the signup island has hydrated. */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForSelector(`#${SIGNUP_ISLAND_ID}[${HYDRATED_ATTR}]`, { state: 'attached' })
}

export async function receivedSignups(): Promise<ReceivedSignup[]> {
  return (await fetch(`${inject('backendUrl')}/__received`)).json() as Promise<ReceivedSignup[]>
}

/** A unique test email whose local part tells the fake backend how to answer. */
export function testEmail(kind: 'ok' | 'plain' | 'taken' | 'fail' | 'hang'): string {
  return `${kind}+${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`
}

/**
 * Polls `read` every 100 ms until it gives a value (anything but undefined), for at most `ms`:
 * for what the worker does after its response (counts, postbacks), which a busy machine delays.
 */
export async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`nothing after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Registers hooks giving each test a fresh context and page on the shared browser. */
export function pagePerTest(options: ContextOptions = {}) {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(() => browser.close())
  beforeEach(async () => {
    context = await newContext(browser, options)
    page = await context.newPage()
  })
  afterEach(() => context.close())
  return { page: () => page, context: () => context }
}
