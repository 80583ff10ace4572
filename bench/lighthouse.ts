/**
 * npm run lighthouse: Lighthouse (mobile, its default) in Debian's Chromium against the worker in
 * wrangler dev, for every page type (test/support/page-types.ts: the same list the browser tests and
 * the first-render bench use). Prints the four category scores.
 * Pages are audited as a visitor who has confirmed being 18+ (the gate is its own first view).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'
import { freePort } from '../test/support/free-port.ts'
import { PAGE_TYPES } from '../test/support/page-types.ts'
import { startWorkerServer } from '../test/support/worker-server.ts'

const PAGES = PAGE_TYPES.map(({ path }) => path)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const port = await freePort()
const worker = await startWorkerServer('lighthouse', {
  port,
  vars: { SITE_URL: `http://127.0.0.1:${port}` },
})
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
})
const rows: string[] = []
const failing: string[] = []
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${worker.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      extraHeaders: { Cookie: 'age_ok=1' },
      // The not-found page answers 404, as it should: audited all the same.
      ignoreStatusCode: true,
    })
    const lhr = result!.lhr
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100))
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ].map((id) => lhr.audits[id]?.displayValue ?? '-')
    rows.push(`| ${path} | ${scores.join(' | ')} | ${metrics.join(' | ')} |`)
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          failing.push(`${path} ${id}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''}`)
        }
      }
    }
  }
} finally {
  chrome.kill()
  await worker.stop()
}
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |')
console.log('|---|---|---|---|---|---|---|---|---|')
console.log(rows.join('\n'))
if (failing.length) console.log(`\nAudits below 1:\n  ${failing.join('\n  ')}`)
