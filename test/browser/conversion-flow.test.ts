/**
 * The whole conversion flow in Chromium: a postback template saved at /admin/postbacks, a landing
 * with ?sub=…&cid=…, a signup in the modal, and the one postback received by a local server.
 */
import { createServer, type Server } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WELCOME_URL } from '../support/fake-backend'
import { freePort } from '../support/free-port'
import { connectBrowser, newContext, openHydrated, testEmail, until } from './helpers'

/** A campaign of this run only: the e2e database persists between runs. */
const CAMPAIGN = `flow_${Date.now()}`
const CID = `flow.click~${Date.now()}`
const CREDENTIALS = { username: 'admin', password: inject('adminToken') }
const HUMAN =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

let browser: Browser
let tracker: Server
let trackerUrl: string
const received: URL[] = []

beforeAll(async () => {
  browser = await connectBrowser()
  const port = await freePort()
  tracker = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', `http://127.0.0.1:${port}`))
    res.end('ok')
  })
  await new Promise<void>((resolve) => tracker.listen(port, '127.0.0.1', resolve))
  trackerUrl = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await browser.close()
  await new Promise((resolve) => tracker.close(resolve))
})

describe('conversion flow in Chromium', () => {
  it('sends the campaign’s postback with the landing’s cid when a signup in the modal is created', async () => {
    const admin = await newContext(browser, { httpCredentials: CREDENTIALS })
    const adminPage = await admin.newPage()
    await adminPage.goto('/admin/postbacks')
    await adminPage.getByLabel('Campaign tag').fill(CAMPAIGN)
    await adminPage
      .getByLabel('Postback URL')
      .fill(`${trackerUrl}/pb?cid={cid}&payout={payout}&txid={txid}&sub={sub}&event={event}`)
    await adminPage.getByLabel('Payout').fill('2.50')
    await adminPage.getByRole('button', { name: 'Save' }).click()
    await adminPage.waitForURL(/saved=/)
    await admin.close()

    const visitor = await newContext(browser, { userAgent: HUMAN })
    const page = await visitor.newPage()
    await openHydrated(page, `/state/Iowa?sub=${CAMPAIGN}&cid=${encodeURIComponent(CID)}`)
    await page.locator('main').getByRole('link', { name: 'Join Free' }).click()
    const dialog = page.locator('dialog.modal')
    await dialog.getByLabel('Email', { exact: true }).fill(testEmail('ok'))
    await dialog.getByLabel('Password', { exact: true }).fill('a-good-password')
    await dialog.getByLabel('Your age').fill('39')
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Continue' }).click()
    // The backend's redirect to the partner carries the visitor's campaign and its token.
    await page.waitForURL((url) => url.href.startsWith(WELCOME_URL))
    const welcome = new URL(page.url())
    expect(welcome.searchParams.get('sub')).toBe(CAMPAIGN)
    expect(welcome.searchParams.get('aff_sub')).toMatch(/^e\d\./)

    const postback = await until(() =>
      received.find((url) => url.searchParams.get('sub') === CAMPAIGN),
    )
    expect(postback.pathname).toBe('/pb')
    expect(postback.searchParams.get('cid')).toBe(CID)
    expect(postback.searchParams.get('payout')).toBe('2.50')
    expect(postback.searchParams.get('txid')).toMatch(/^[0-9a-f-]{36}$/)
    expect(postback.searchParams.get('event')).toBe('signup')
    // Exactly one for that signup.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(received.filter((url) => url.searchParams.get('sub') === CAMPAIGN)).toHaveLength(1)
    await visitor.close()
  })
})
