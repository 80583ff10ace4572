import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CSV_HEADER } from '../../../src/reports/csv/export-csv'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { count, ORIGIN, request, TEST_ENV, textOf } from '../helpers'
import { GO_PATH } from '../../../src/shared/paths'
import { adminClient } from '../../support/admin-client'
import { basicAuth } from '../../support/basic-auth'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

const DB = (env as unknown as { DB: D1Database }).DB
const TOKEN = 'correct-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }

const basic = basicAuth
const AUTH = adminClient(ADMIN_ENV).headers

function admin(path: string, headers: Record<string, string> = AUTH, testEnv = ADMIN_ENV) {
  return request(path, { headers, confirmed: false }, testEnv)
}

/** A known set of counts in January 2020, apart from what other tests count today. */
const SEED: [string, string, string, string, string, string, number][] = [
  ['2020-01-01', 'click', 'spring', 'go', 'US', 'phone', 6],
  ['2020-01-01', 'landing', 'spring', 'state', 'US', 'phone', 5],
  ['2020-01-01', 'signup_attempt', 'spring', 'state', 'US', 'phone', 2],
  ['2020-01-01', 'signup_created', 'spring', 'state', 'US', 'phone', 2],
  ['2020-01-02', 'click', 'autumn', 'go', '', 'desktop', 4],
  ['2020-01-02', 'landing', 'autumn', 'city', '', 'desktop', 3],
  ['2020-01-02', 'signup_attempt', 'autumn', 'city', '', 'desktop', 2],
  ['2020-01-02', 'signup_rejected', 'autumn', 'city', '', 'desktop', 1],
  ['2020-01-02', 'signup_unavailable', 'autumn', 'city', '', 'desktop', 1],
  ['2020-01-03', 'bot', 'autumn', 'city', '', '', 9],
]
const JANUARY = 'from=2020-01-01&to=2020-01-03'

beforeAll(async () => {
  await DB.batch(
    SEED.map((row) =>
      DB.prepare(
        "INSERT INTO campaign_counts (hour, event, campaign, page, country, device, count) VALUES (?1 || 'T12', ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING",
      ).bind(...row),
    ),
  )
})

describe('/admin authentication', () => {
  it('answers 404 when no ADMIN_TOKEN is set, whatever the credentials', async () => {
    for (const path of ['/admin', '/admin/export.csv']) {
      for (const headers of [{}, AUTH]) {
        const res = await admin(path, headers, { ...TEST_ENV, ADMIN_TOKEN: undefined })
        expect(res.status, path).toBe(404)
        expect(res.headers.has('WWW-Authenticate')).toBe(false)
      }
    }
  })

  it('answers 401 with WWW-Authenticate and nothing about the data without the right credentials', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: basic('admin', 'wrong-token') },
      { Authorization: basic('root', TOKEN) },
      { Authorization: basic('admin', `${TOKEN}x`) },
      { Authorization: 'Bearer correct-admin-token' },
      { Authorization: 'Basic !!!not-base64' },
    ]
    for (const [i, attempt] of attempts.entries()) {
      for (const path of [`/admin?${JANUARY}`, `/admin/export.csv?${JANUARY}`]) {
        // One address per attempt: failed logins from one address are throttled (admin-door tests).
        const headers = { ...attempt, 'CF-Connecting-IP': `192.0.2.${i + 1}` }
        const res = await admin(path, headers)
        expect(res.status, JSON.stringify(headers)).toBe(401)
        expect(res.headers.get('WWW-Authenticate')).toMatch(/^Basic realm="/)
        expect(res.headers.get('Cache-Control')).toBe('no-store')
        expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
        const body = await res.text()
        expect(body).not.toMatch(/spring|autumn|click|landing/)
      }
    }
  })

  it('lets the right credentials in', async () => {
    const res = await admin(`/admin?${JANUARY}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
  })

  it('takes the local token npm run dev passes, and the secret over it when both are set', async () => {
    const local = { ...TEST_ENV, ADMIN_DEV_TOKEN: 'local-admin' }
    expect(
      (await admin('/admin', { Authorization: basic('admin', 'local-admin') }, local)).status,
    ).toBe(200)
    const both = { ...local, ADMIN_TOKEN: TOKEN }
    expect(
      (await admin('/admin', { Authorization: basic('admin', 'local-admin') }, both)).status,
    ).toBe(401)
    expect((await admin('/admin', AUTH, both)).status).toBe(200)
  })
})

describe('GET /admin', () => {
  it('is noindex, no-store, with the strict CSP, no inline style or script', async () => {
    const res = await admin(`/admin?${JANUARY}`)
    const html = await res.text()
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(res.headers.get('Content-Security-Policy')).toContain("style-src 'self'")
    // The meta tag says what the header says.
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toMatch(/\sstyle=|<style/)
    // One script, the operator pages' own file (the CSP's script-src 'self'), nothing inline.
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    expect(html.match(/<script[^>]*>[^<]*<\/script>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/assets\/admin-[\w-]+\.js"><\/script>$/),
    ])
    expect(html).not.toContain('class="age-gate"')
  })

  it('puts each wide table in a focusable region named by its caption, to scroll by keyboard', async () => {
    const html = await (await admin(`/admin?${JANUARY}`)).text()
    const regions = [
      ...html.matchAll(
        /<div class="admin-table-wrap" role="region" aria-label="([^"]+)" tabindex="0"><table[^>]*><caption>([^<]+)<\/caption>/g,
      ),
    ]
    expect(regions.length).toBe(count(html, /<table/))
    expect(regions.length).toBeGreaterThanOrEqual(3)
    for (const [, label, caption] of regions) expect(label).toBe(caption)
  })

  it('shows the totals, both conversion rates and the previous period for the range', async () => {
    const text = textOf(await (await admin(`/admin?${JANUARY}`)).text())
    expect(text).toContain(
      'Totals, compared with the previous period (2019-12-29 to 2019-12-31) Measure ▲ This period Previous period Change Clicks on campaign links 10 0 – Landings 8 0 – Signup attempts from campaigns 4 0 – Created from campaigns 2 0 – Created from campaigns ÷ landings 25% – – Rejected (every signup) 1 0 – Fallbacks to the partner (every signup) 1 0 – Created ÷ attempts (every signup) 50% – – Clicks without a campaign 0 0 – Signup attempts without a campaign 0 0 – Created without a campaign 0 0 – Bots (not counted above) 9 0 –',
    )
  })

  it('lists campaigns sorted by clicks, and by any column through plain links', async () => {
    const html = await (await admin(`/admin?${JANUARY}`)).text()
    const table = (page: string) => textOf(page.match(/<caption>Per campaign[\s\S]*?<\/table>/)![0])
    expect(table(html)).toMatch(/spring 6 5 2 2 0 0 0 40% autumn 4 3 2 0 1 1 9 0%/)
    const link = html
      .match(/href="(\/admin\?[^"]*(?:\?|&amp;)sort=campaign[^"]*)"/)![1]!
      .replaceAll('&amp;', '&')
    expect(new URL(link, ORIGIN).searchParams.get('order')).toBe('asc')
    const byName = await (await admin(link)).text()
    expect(table(byName)).toMatch(/autumn .* spring/)
    expect(byName).toMatch(/<th scope="col" aria-sort="ascending"><a[^>]*>Campaign/)
  })

  it('filters by campaign and shows per-page numbers', async () => {
    const html = await (await admin(`/admin?${JANUARY}&campaign=autumn`)).text()
    const text = textOf(html)
    expect(text).toContain('Clicks on campaign links 4 0 – Landings 3 0 –')
    expect(text).not.toContain('spring')
    // Seeded signups carry no landing page: they are credited to none.
    expect(textOf(html.match(/<caption>Per landing page[\s\S]*?<\/table>/)![0])).toMatch(
      /city 0 3 0 0 0 0 9 0% \(none\) 0 0 2 0 1 1 0 – go 4 0 0 0 0 0 0 –/,
    )
    expect(textOf(html.match(/<caption>Per signup form[\s\S]*?<\/table>/)![0])).toMatch(
      /city 0 0 2 0 1 1 0 0%/,
    )
  })

  it('draws a per-day SVG chart with a text alternative, and flags a day the backend was down', async () => {
    const html = await (await admin(`/admin?${JANUARY}`)).text()
    const svg = html.match(/<svg[\s\S]*?<\/svg>/)![0]
    expect(svg).toContain('role="img"')
    expect(svg).toMatch(
      /<title id="daily-chart-title">Clicks, landings and signups created per day, 2020-01-01 to 2020-01-03<\/title>/,
    )
    expect(textOf(svg)).toContain('Clicks: 10 in all, most on 2020-01-01 (6).')
    expect(
      [...svg.matchAll(/<polyline[^>]*points="([^"]*)"/g)].map((m) => m[1]!.split(' ').length),
    ).toEqual([3, 3, 3])
    const daily = textOf(html.match(/<caption>Per day[\s\S]*?<\/table>/)![0])
    expect(daily).toContain('2020-01-01 6 5 2 2 0 0%')
    expect(daily).toContain('2020-01-02 4 3 2 0 1 50% (backend down?)')
    expect(daily).toContain('2020-01-03 0 0 0 0 0 –')
    expect(textOf(html)).toContain('Days when half or more fell back: 2020-01-02.')
  })

  it('defaults to the last 30 days, today included', async () => {
    const html = await (await admin('/admin')).text()
    const days = [...html.matchAll(/<th scope="row">(\d{4}-\d{2}-\d{2})<\/th>/g)].map((m) => m[1])
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe(new Date().toISOString().slice(0, 10))
    expect(html).toMatch(
      new RegExp(`<input type="date" required="" name="to" value="${days.at(-1)}"/>`),
    )
  })

  it('answers 400 with the form and a message for filters it cannot read', async () => {
    for (const query of [
      'from=yesterday',
      'to=2020-02-30',
      'from=2020-03-01&to=2020-01-01',
      'campaign=%3Cx%3E',
      'from=2000-01-01&to=2020-01-01',
    ]) {
      const res = await admin(`/admin?${query}`)
      expect(res.status, query).toBe(400)
      const html = await res.text()
      expect(html, query).toContain('role="alert"')
      expect(html).toMatch(/<form class="admin-filters" action="\/admin" method="get">/)
      expect(html).not.toContain('<x>')
    }
  })

  it('explains, without a 500, when the DB binding is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await admin('/admin', AUTH, { ...ADMIN_ENV, DB: undefined })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('The DB binding is missing')
    vi.restoreAllMocks()
  })

  it('is not in the sitemap', async () => {
    expect(await (await request('/sitemap.xml')).text()).not.toContain('/admin')
  })
})

describe('GET /admin/export.csv', () => {
  it('exports one line per hour × event × campaign × landing page × page × country × device, filtered', async () => {
    const res = await admin(`/admin/export.csv?${JANUARY}&campaign=spring`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="campaigns-2020-01-01-to-2020-01-03-spring.csv"',
    )
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect((await res.text()).split('\r\n')).toEqual([
      'hour,event,campaign,landing_page,page,country,device,count',
      '2020-01-01T12,click,spring,,go,US,phone,6',
      '2020-01-01T12,landing,spring,,state,US,phone,5',
      '2020-01-01T12,signup_attempt,spring,,state,US,phone,2',
      '2020-01-01T12,signup_created,spring,,state,US,phone,2',
      '',
    ])
  })

  it('exports what visitors did, counted through the worker', async () => {
    const visit = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext()
      const req = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init })
      await (await worker.fetch(req as IncomingRequest, ADMIN_ENV, ctx)).text()
      await waitOnExecutionContext(ctx)
    }
    // Two visitors: two addresses (a unique click is one per client, campaign and day).
    await visit(`${GO_PATH}?sub=csv_a`, {
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) Mobile', 'CF-Connecting-IP': '192.0.2.101' },
    })
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36'
    await visit(`${GO_PATH}?sub=csv_a`, {
      headers: { 'User-Agent': desktop, 'CF-Connecting-IP': '192.0.2.102' },
    })
    await visit('/state/Vermont?sub=csv_a', {
      headers: { Cookie: 'age_ok=1', 'User-Agent': desktop },
    })
    await visit('/state/Vermont?sub=csv_a', { method: 'HEAD' })
    const hour = new Date().toISOString().slice(0, 13)
    const today = hour.slice(0, 10)
    const csv = await (
      await admin(`/admin/export.csv?from=${today}&to=${today}&campaign=csv_a`)
    ).text()
    expect(csv.split('\r\n')).toEqual([
      CSV_HEADER,
      `${hour},bot,csv_a,,state,,,1`,
      `${hour},click,csv_a,,go,,desktop,1`,
      `${hour},click,csv_a,,go,,phone,1`,
      // Both on the campaign's direct link: paid visits, as the landing is.
      `${hour},direct_click,csv_a,,go,,desktop,1`,
      `${hour},direct_click,csv_a,,go,,phone,1`,
      `${hour},landing,csv_a,,state,,desktop,1`,
      // Each click came without a cookie: its visitor's first of the day.
      `${hour},unique_click,csv_a,,go,,desktop,1`,
      `${hour},unique_click,csv_a,,go,,phone,1`,
      '',
    ])
  })

  it('answers 400 for filters it cannot read', async () => {
    const res = await admin('/admin/export.csv?from=nope')
    expect(res.status).toBe(400)
    expect(await res.text()).toMatch(/not a date/)
  })
})
