/**
 * The modal never strands a visitor: whatever reaches the browser instead of
 * the API's JSON, a platform's HTML 503, an empty 500, or nothing at all, ends on the partner's
 * sign-up page. The answers are made by the browser's network layer, as a platform would.
 */
import type { Page, Route } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { SIGNUP_CLIENT_TIMEOUT_MS } from '../../src/shared/island-contract'
import { PARTNER_ORIGIN } from '../support/fake-backend'
import { openHydrated, pagePerTest, testEmail } from './helpers'

const session = pagePerTest()
let page: Page
beforeEach(() => {
  page = session.page()
})

const PARTNER_SIGNUP = `${PARTNER_ORIGIN}/signup**`

/** Opens the modal on the home page and submits a valid signup. */
async function submitSignup() {
  await openHydrated(page, '/')
  await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
  const dialog = page.locator('dialog.modal')
  await dialog.getByLabel('Email', { exact: true }).fill(testEmail('ok'))
  await dialog.getByLabel('Password', { exact: true }).fill('a-good-password')
  await dialog.getByLabel('Your age').fill('41')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Continue' }).click()
}

describe('the signup modal falls back to the partner', () => {
  it('on an HTML 503 from the platform', async () => {
    await page.route('**/api/signup', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<!DOCTYPE html><title>503 Service Temporarily Unavailable</title><h1>Error 503</h1>',
      }),
    )
    await submitSignup()
    await page.waitForURL(PARTNER_SIGNUP)
  })

  it('on an empty 500', async () => {
    await page.route('**/api/signup', (route) => route.fulfill({ status: 500, body: '' }))
    await submitSignup()
    await page.waitForURL(PARTNER_SIGNUP)
  })

  it('when nothing answers for 15 seconds, after about 10', async () => {
    const held: Route[] = []
    await page.route('**/api/signup', (route) => void held.push(route))
    await submitSignup()
    const started = Date.now()
    // The post is held and never answered: reaching the partner at all is the page giving up on
    // its own, and no sooner than its timeout. No upper bound on the wall clock (a busy machine
    // delays the navigation); the test's budget stands for "not forever".
    await page.waitForURL(PARTNER_SIGNUP, { timeout: 0 })
    const waited = Date.now() - started
    expect(held).toHaveLength(1)
    expect(waited).toBeGreaterThan(SIGNUP_CLIENT_TIMEOUT_MS - 1500)
  }, 30_000)
})
