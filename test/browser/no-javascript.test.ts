import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { FALLBACK_NOTICE } from '../../src/shared/island-contract'
import { PARTNER_ORIGIN, TAKEN_ERROR, WELCOME_URL } from '../support/fake-backend'
import { BASE_URL, pagePerTest, testEmail } from './helpers'

const session = pagePerTest({ confirmed: false, javaScriptEnabled: false })
let page: Page
beforeEach(() => {
  page = session.page()
})

async function joinFromAd(email: string) {
  await page.goto('/city/Ohio/Akron')
  await page.getByRole('button', { name: 'Enter: I am 18 or older' }).click()
  await page.locator('.ad-list a').first().click()
  await page.getByRole('link', { name: 'Reply' }).click()
  await page.waitForURL(`${BASE_URL}/signup`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill('no-js-password')
  await page.getByLabel('Your age').fill('29')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

describe('the whole flow with JavaScript off', () => {
  it('gate, city list, ad, Reply to /signup, and on to the partner', async () => {
    await joinFromAd(testEmail('ok'))
    await page.waitForURL(WELCOME_URL)
  })

  it('a rejection re-renders the form with the error, the email kept and no password', async () => {
    const email = testEmail('taken')
    await joinFromAd(email)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    // A taken email: the next step offered is signing in on the partner site.
    expect(await alert.textContent()).toBe(`${TAKEN_ERROR} Sign in on the partner site`)
    await expect.poll(() => alert.getByRole('link').getAttribute('href')).toBe(`${PARTNER_ORIGIN}/`)
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email)
    expect(await page.getByLabel('Password').inputValue()).toBe('')
  })

  it('a failing backend says why in one line, then leads on to the partner sign-up page', async () => {
    await joinFromAd(testEmail('fail'))
    await page.getByRole('heading', { name: 'Continue on the partner site' }).waitFor()
    expect(await page.getByRole('status').textContent()).toBe(FALLBACK_NOTICE)
    await page.getByRole('link', { name: "Continue to the partner's sign-up page" }).click()
    await page.waitForURL(`${PARTNER_ORIGIN}/signup**`)
  })

  it('keeps a city’s list the same across reloads of a session', async () => {
    await page.goto('/city/Ohio/Dayton')
    await page.getByRole('button', { name: 'Enter: I am 18 or older' }).click()
    // The form posts and the page comes back without the gate: read the list only then.
    await page.locator('.age-gate').waitFor({ state: 'detached' })
    const first = await page
      .locator('.ad-list a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    await page.reload()
    const again = await page
      .locator('.ad-list a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(first.length).toBeGreaterThanOrEqual(40)
    expect(again).toEqual(first)
  })
})
