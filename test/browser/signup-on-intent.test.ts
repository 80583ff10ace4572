/**
 * React on intent, as the network shows it: no page fetches the signup island (React) before a
 * visitor reaches for a signup link; a touch on "Join Free" fetches it, the tap opens the
 * server-rendered dialog at once, and the signup completes from it; a submit before the island
 * has hydrated posts the form as without JavaScript; with JavaScript off the link leads to
 * /signup and the signup completes there.
 */
import type { Page, Request, Route } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  HYDRATED_ATTR,
  ISLAND_SCRIPT_ATTR,
  SIGNUP_ISLAND_ID,
} from '../../src/shared/island-contract'
import { WELCOME_URL } from '../support/fake-backend'
import { PAGE_TYPES } from '../support/page-types'
import { BASE_URL, pagePerTest, receivedSignups, testEmail, waitHydrated } from './helpers'

const ISLAND_FILE = '**/assets/signup-island-*.js'
const isIsland = (request: Request) => /\/assets\/signup-island-[^/]*\.js$/.test(request.url())
const dialog = (page: Page) => page.locator('dialog.modal')
const isOpen = (page: Page) => dialog(page).evaluate((d: HTMLDialogElement) => d.open)
const isHydrated = (page: Page) =>
  page.evaluate(
    ([id, attr]) => document.getElementById(id!)!.hasAttribute(attr!),
    [SIGNUP_ISLAND_ID, HYDRATED_ATTR],
  )

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

/** Holds the island's file until release() is called: the moment before hydration, held open. */
async function holdIsland(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(ISLAND_FILE, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

async function fillSignup(page: Page, email: string) {
  const form = dialog(page)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill('an-intent-password')
  await form.getByLabel('Your age').fill('41')
  await form.getByRole('checkbox').check()
}

describe('before any interaction', () => {
  const session = pagePerTest()

  for (const { name, path } of PAGE_TYPES) {
    it(`the ${name} page fetches no React, only the site script`, async () => {
      const page = session.page()
      const requests = recordRequests(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      const scripts = requests.filter((request) => request.resourceType() === 'script')
      expect(scripts.map((request) => new URL(request.url()).pathname)).toEqual([
        expect.stringMatching(/^\/assets\/site-[^/]*\.js$/),
      ])
      expect(requests.filter(isIsland)).toEqual([])
      // The island is not on the page at all where the page is the form itself.
      const island = page.locator(`#${SIGNUP_ISLAND_ID}`)
      if (await island.count()) {
        expect(await island.getAttribute(ISLAND_SCRIPT_ATTR)).toMatch(/^\/assets\/signup-island-/)
      }
    })
  }
})

describe('on a phone, a touch on Join Free', () => {
  const session = pagePerTest({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })
  let page: Page
  beforeEach(() => {
    page = session.page()
  })
  const joinFree = () => page.locator('main').getByRole('link', { name: 'Join Free' })

  it('fetches the island only then, opens the dialog before it hydrates, and signs up from it', async () => {
    const requests = recordRequests(page)
    const release = await holdIsland(page)
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    expect(requests.filter(isIsland)).toEqual([])

    await joinFree().tap()
    // The server-rendered dialog is open while the island's file is still held back.
    expect(await isOpen(page)).toBe(true)
    expect(await isHydrated(page)).toBe(false)
    expect(new URL(page.url()).pathname).toBe('/state/Texas')
    expect(requests.filter(isIsland)).toHaveLength(1)
    expect(
      await page.locator(`link[rel="modulepreload"][href*="/assets/signup-island-"]`).count(),
    ).toBe(1)

    release()
    await waitHydrated(page)
    expect(await isOpen(page)).toBe(true)
    const email = testEmail('ok')
    await fillSignup(page, email)
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(WELCOME_URL)
    const sent = (await receivedSignups()).find((signup) => signup.body.email === email)
    expect(sent?.body).toEqual({
      email,
      password: 'an-intent-password',
      age: 41,
      affiliate_subid: 'state',
    })
    // Fetched once, by the touch: the click that followed started nothing more.
    expect(requests.filter(isIsland)).toHaveLength(1)
  })

  it('a submit before the island hydrates posts the form as without JavaScript', async () => {
    // The island never arrives: the visitor fills the form in the dialog the tap opened.
    await page.route(ISLAND_FILE, (route) => route.abort('internetdisconnected'))
    await page.goto('/state/Texas')
    await joinFree().tap()
    expect(await isOpen(page)).toBe(true)
    const email = testEmail('ok')
    await fillSignup(page, email)
    const post = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/signup',
    )
    await dialog(page).getByRole('button', { name: 'Continue' }).click()
    // A form post (urlencoded), not the island's JSON to /api/signup.
    expect((await post).postData()).toContain(`email=${encodeURIComponent(email)}`)
    await page.waitForURL(WELCOME_URL)
    const sent = (await receivedSignups()).find((signup) => signup.body.email === email)
    expect(sent?.body.affiliate_subid).toBe('state')
  })
})

describe('what counts as reaching for a signup link', () => {
  const phone = pagePerTest({
    hasTouch: true,
    isMobile: true,
    viewport: { width: 390, height: 844 },
  })
  const desktop = pagePerTest()
  const joinFree = (page: Page) => page.locator('main').getByRole('link', { name: 'Join Free' })
  // A generous deadline: an event's request can wait seconds for a busy machine's Chromium.
  const islandRequest = (page: Page) => page.waitForRequest(isIsland, { timeout: 30_000 })

  it('a touch starting on the link fetches the island before any click', async () => {
    const page = phone.page()
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    const fetched = islandRequest(page)
    await joinFree(page).dispatchEvent('touchstart')
    await fetched
    expect(await isOpen(page)).toBe(false)
  })

  it('a press (pointerdown) on the link does too', async () => {
    const page = desktop.page()
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    const fetched = islandRequest(page)
    await joinFree(page).dispatchEvent('pointerdown')
    await fetched
    expect(await isOpen(page)).toBe(false)
  })

  it('keyboard focus on the link does too', async () => {
    const page = desktop.page()
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    const fetched = islandRequest(page)
    await joinFree(page).focus()
    await fetched
  })

  it('a mouse hovering the link does too, but hovering elsewhere does not', async () => {
    const page = desktop.page()
    const requests = recordRequests(page)
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    await page.locator('main h1').hover()
    await page.waitForTimeout(500)
    expect(requests.filter(isIsland)).toEqual([])
    const fetched = islandRequest(page)
    await joinFree(page).hover()
    await fetched
  })

  it('on a touch screen, hover is not intent', async () => {
    const page = phone.page()
    const requests = recordRequests(page)
    await page.goto('/state/Texas', { waitUntil: 'networkidle' })
    await joinFree(page).hover()
    await page.waitForTimeout(500)
    expect(requests.filter(isIsland)).toEqual([])
  })
})

describe('with JavaScript off', () => {
  const session = pagePerTest({ javaScriptEnabled: false })

  it('Join Free leads to /signup, where the signup completes', async () => {
    const page = session.page()
    const requests = recordRequests(page)
    await page.goto('/state/Texas')
    await page.locator('main').getByRole('link', { name: 'Join Free' }).click()
    await page.waitForURL(`${BASE_URL}/signup`)
    const email = testEmail('ok')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('an-intent-password')
    await page.getByLabel('Your age').fill('41')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(WELCOME_URL)
    expect((await receivedSignups()).some((signup) => signup.body.email === email)).toBe(true)
    expect(requests.filter(isIsland)).toEqual([])
  })
})
