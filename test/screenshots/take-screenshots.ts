/**
 * npm run screenshots: phone (390x844) and desktop (1366x900) screenshots of each page type, in
 * Debian's Chromium against the worker in wrangler dev, as WebP into test/screenshots/images/
 * (the README shows them). `-- --png DIR` also writes PNGs to DIR; `-- --no-js --png DIR` checks
 * the pages with JavaScript off, as PNGs only (the modal is then skipped: without JavaScript, Join
 * Free is the /signup page).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from 'playwright-core'
import { SESSION_COOKIE } from '../../src/http/cookies.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts'
import { freePort } from '../support/free-port.ts'
import { startWorkerServer } from '../support/worker-server.ts'

const OUT_DIR = new URL('./images/', import.meta.url)
/** WebP quality: text stays crisp, a desktop shot stays near 50 KB. */
const QUALITY = 80

const SESSION_SEED = '5c7ee25c7ee25c7ee25c7ee25c7ee25c'

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

interface Shot {
  name: string
  path: string
  /** Without the 18+ cookie: the age gate. */
  gate?: boolean
  /** Opens the signup modal after hydration. */
  modal?: boolean
}

const SHOTS: Shot[] = [
  { name: 'gate', path: '/', gate: true },
  { name: 'home', path: '/' },
  { name: 'state', path: '/state/California' },
  { name: 'city', path: '/city/California/Los%20Angeles' },
  { name: 'ad', path: '/city/California/Los%20Angeles/7' },
  { name: 'modal', path: '/city/California/Los%20Angeles/7', modal: true },
  { name: 'search', path: '/search?q=san' },
]

const { values: options } = parseArgs({
  options: { png: { type: 'string' }, 'no-js': { type: 'boolean', default: false } },
})
const javaScriptEnabled = !options['no-js']

async function capture(page: Page, file: string): Promise<void> {
  // Playwright writes PNG or JPEG only; Chromium's DevTools protocol also writes WebP.
  if (javaScriptEnabled) {
    const session = await page.context().newCDPSession(page)
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'webp',
      quality: QUALITY,
    })
    writeFileSync(new URL(`${file}.webp`, OUT_DIR), Buffer.from(data, 'base64'))
  }
  if (options.png) await page.screenshot({ path: `${options.png}/${file}.png` })
}

async function shoot(
  browser: Browser,
  baseUrl: string,
  shot: Shot,
  device: keyof typeof VIEWPORTS,
) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[device],
    javaScriptEnabled,
  })
  try {
    // A fixed session: the same ad lists every run, so images change only when the site does.
    const session = { name: SESSION_COOKIE, value: SESSION_SEED, url: baseUrl }
    const age = { name: 'age_ok', value: '1', url: baseUrl }
    await context.addCookies(shot.gate ? [session] : [session, age])
    const page = await context.newPage()
    const res = await page.goto(shot.path, { waitUntil: 'load' })
    if (!res?.ok()) return `${shot.name}: ${res?.status()} (skipped)`
    if (shot.modal) {
      if (!javaScriptEnabled) return `${shot.name}: needs JavaScript (skipped)`
      // The click opens the dialog at once and loads the island, which hydrates into it.
      await page.locator('main [data-signup]').first().click()
      await page.waitForSelector('dialog.modal[open]')
      await page.waitForSelector('#signup-island[data-hydrated]', { state: 'attached' })
    }
    const file = `${shot.name}-${device}${javaScriptEnabled ? '' : '-nojs'}`
    await capture(page, file)
    return file
  } finally {
    await context.close()
  }
}

mkdirSync(OUT_DIR, { recursive: true })
if (options.png && !existsSync(options.png)) mkdirSync(options.png, { recursive: true })
const port = await freePort()
const worker = await startWorkerServer('screenshots', {
  port,
  vars: { SITE_URL: `http://127.0.0.1:${port}` },
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const shot of SHOTS) {
    for (const device of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      console.log(await shoot(browser, worker.url, shot, device))
    }
  }
} finally {
  await browser.close()
  await worker.stop()
}
