import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { FALLBACK_NOTICE } from '../../src/shared/island-contract'
import { PARTNER_ORIGIN, TAKEN_ERROR, WELCOME_URL } from '../support/fake-backend'
import { BASE_URL, pagePerTest, openHydrated, receivedSignups, testEmail } from './helpers'

const session = pagePerTest()
let page: Page
beforeEach(() => {
  page = session.page()
})

const dialog = () => page.locator('dialog.modal')
const isOpen = () => dialog().evaluate((d: HTMLDialogElement) => d.open)
const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog.modal'))

async function fillSignup(
  email: string,
  { password = 'a-good-password', age = '45', consent = true } = {},
) {
  const form = dialog()
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByLabel('Your age').fill(age)
  if (consent) await form.getByRole('checkbox').check()
}

/** Each kind of control that opens the modal: page, and how to reach the control. */
const CONTROLS: [string, string, (page: Page) => Promise<void>][] = [
  [
    '/',
    'header menu Join Free',
    async (p) => {
      // The menu is the small screens' header; wide ones show Join Free in the header itself.
      await p.setViewportSize({ width: 390, height: 844 })
      await p.getByText('Menu').click()
      await p.locator('.menu').getByRole('link', { name: 'Join Free' }).click()
    },
  ],
  [
    '/',
    'header Join Free',
    (p) => p.locator('.nav-links').getByRole('link', { name: 'Join Free' }).click(),
  ],
  [
    '/city/Texas/Houston',
    'phone header Join Free',
    async (p) => {
      await p.setViewportSize({ width: 390, height: 844 })
      await p.locator('.site-header > .wrap > .header-join').click()
    },
  ],
  ['/', 'Join Nightgator Now', (p) => p.getByRole('link', { name: 'Join Nightgator Now' }).click()],
  [
    '/hookups-101',
    'footer Join Free',
    (p) => p.locator('footer').getByRole('link', { name: 'Join Free' }).click(),
  ],
  [
    '/state/Texas',
    'state Join Free',
    (p) => p.locator('main').getByRole('link', { name: 'Join Free' }).click(),
  ],
  ['/city/Texas/Houston/3', 'Pics', (p) => p.getByRole('link', { name: 'Pics' }).click()],
  ['/city/Texas/Houston/3', 'Reply', (p) => p.getByRole('link', { name: 'Reply' }).click()],
  [
    '/escort-alligator-101/behind-the-scales',
    'article Join Free',
    (p) => p.locator('main').getByRole('link', { name: 'Join Free' }).click(),
  ],
]

describe('the signup modal opens in place', () => {
  for (const [path, name, click] of CONTROLS) {
    it(`from ${name} on ${path}, with focus inside`, async () => {
      await openHydrated(page, path)
      expect(await isOpen()).toBe(false)
      await click(page)
      expect(await isOpen()).toBe(true)
      expect(new URL(page.url()).pathname).toBe(path)
      expect(await focusInDialog()).toBe(true)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email')
      if (name.startsWith('header'))
        expect(await page.locator('details.menu').getAttribute('open')).toBeNull()
    })
  }
})

describe('closing the modal', () => {
  it('Escape closes it and focus returns to the control that opened it', async () => {
    await openHydrated(page, '/city/Texas/Houston/3')
    await page.getByRole('link', { name: 'Reply' }).click()
    await page.keyboard.press('Escape')
    expect(await isOpen()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Reply on partner site',
    )
  })

  it('opened from the phone menu, it returns focus to the menu button, which stays visible', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/state/Texas')
    await page.getByText('Menu').click()
    await page.locator('.menu').getByRole('link', { name: 'Join Free' }).click()
    expect(await isOpen()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await isOpen()).toBe(false)
    // The dialog's close event, whose handler moves focus to the menu button, is a task queued
    // after the dialog closes: on a busy machine it can run after the line above.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
    expect(await page.locator(':focus').isVisible()).toBe(true)
  })

  it('the X closes it', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await dialog().getByRole('button', { name: 'Close' }).click()
    expect(await isOpen()).toBe(false)
  })

  it('a click outside the panel closes it', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await page.mouse.click(5, 5)
    expect(await isOpen()).toBe(false)
  })

  it('keeps Tab and Shift+Tab inside while open', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(), `Tab ${i}`).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInDialog(), `Shift+Tab ${i}`).toBe(true)
    }
  })
})

describe('validation before sending', () => {
  it('blocks a missing email, a short password, an age under 18 and no consent', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    const before = (await receivedSignups()).length
    const cases = [
      { email: '', options: {} },
      { email: 'not-an-email', options: {} },
      { email: testEmail('ok'), options: { password: '12345' } },
      { email: testEmail('ok'), options: { age: '17' } },
      { email: testEmail('ok'), options: { age: '30.5' } },
      { email: testEmail('ok'), options: { consent: false } },
    ]
    for (const { email, options } of cases) {
      await dialog().getByRole('checkbox').uncheck()
      await fillSignup(email, options)
      await dialog().getByRole('button', { name: 'Continue' }).click()
      expect(await isOpen()).toBe(true)
      expect(
        await dialog()
          .locator('form')
          .evaluate((f: HTMLFormElement) => f.checkValidity()),
      ).toBe(false)
    }
    expect((await receivedSignups()).length).toBe(before)
  })
})

describe('signup outcomes', () => {
  it('success goes to the redirectUrl, forwarding the visitor’s own age and the page tag', async () => {
    await openHydrated(page, '/city/Texas/Houston/3')
    await page.getByRole('link', { name: 'Reply' }).click()
    const email = testEmail('ok')
    await fillSignup(email, { age: '52' })
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(WELCOME_URL)
    const sent = (await receivedSignups()).find((s) => s.body.email === email)!
    expect(sent.body).toEqual({
      email,
      password: 'a-good-password',
      age: 52,
      affiliate_subid: 'ad',
    })
    expect(sent.authorization).toBe('Bearer e2e-anon-key')
  })

  it('success without a redirectUrl lands on /success, which confirms it to this browser only', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await fillSignup(testEmail('plain'))
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${BASE_URL}/success`)
    expect(await page.locator('h1').textContent()).toBe(
      "You're in: your account request went through",
    )
    // The same address in a browser that did not sign up says nothing untrue.
    const other = await session.context().browser()!.newContext({ baseURL: BASE_URL })
    const stranger = await other.newPage()
    await stranger.goto('/success')
    expect(await stranger.locator('h1').textContent()).toBe('No signup to confirm')
    await other.close()
  })

  it('a rejection shows the server’s error in the red box and re-enables the button', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await fillSignup(testEmail('taken'))
    await dialog().getByRole('button', { name: 'Continue' }).click()
    const alert = dialog().getByRole('alert')
    await alert.waitFor()
    // A taken email (409): the next step is to sign in on the partner site.
    expect(await alert.textContent()).toBe(`${TAKEN_ERROR} Sign in on the partner site`)
    expect(
      await alert.getByRole('link', { name: 'Sign in on the partner site' }).getAttribute('href'),
    ).toBe(`${PARTNER_ORIGIN}/`)
    expect(await isOpen()).toBe(true)
    expect(await dialog().getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true)
  })

  it('reads "Creating Account..." while in flight, then a hanging backend sends the visitor to the partner', async () => {
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await fillSignup(testEmail('hang'))
    await dialog().getByRole('button', { name: 'Continue' }).click()
    const busy = dialog().getByRole('button', { name: 'Creating Account...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    await page.waitForURL(`${PARTNER_ORIGIN}/signup**`, { timeout: 15_000 })
  })

  it('a backend failure says why in one line, then sends the visitor to the partner sign-up page', async () => {
    await openHydrated(page, '/state/Texas')
    await page.locator('main').getByRole('link', { name: 'Join Free' }).click()
    await fillSignup(testEmail('fail'))
    await dialog().getByRole('button', { name: 'Continue' }).click()
    const notice = dialog().getByRole('status')
    await notice.waitFor()
    expect(await notice.textContent()).toBe(FALLBACK_NOTICE)
    expect(new URL(page.url()).origin).toBe(BASE_URL)
    await page.waitForURL(`${PARTNER_ORIGIN}/signup**`)
  })

  it('a network failure is logged and sends the visitor to the partner sign-up page', async () => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.route('**/api/signup', (route) => route.abort('internetdisconnected'))
    await openHydrated(page, '/')
    await page.getByRole('link', { name: 'Join Nightgator Now' }).click()
    await fillSignup(testEmail('ok'))
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${PARTNER_ORIGIN}/signup**`)
    expect(errors.some((text) => text.includes('Signup request failed'))).toBe(true)
  })
})

describe('keyboard only', () => {
  it('reaches a Join link, opens the modal and signs up without a mouse', async () => {
    await openHydrated(page, '/')
    let found = false
    for (let i = 0; i < 120 && !found; i++) {
      await page.keyboard.press('Tab')
      found = await page.evaluate(
        () => document.activeElement?.textContent === 'Join Nightgator Now',
      )
    }
    expect(found).toBe(true)
    await page.keyboard.press('Enter')
    expect(await isOpen()).toBe(true)
    await page.keyboard.type(testEmail('ok'))
    await page.keyboard.press('Tab')
    await page.keyboard.type('keyboard-pass')
    await page.keyboard.press('Tab')
    await page.keyboard.type('38')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL(WELCOME_URL)
  })
})
