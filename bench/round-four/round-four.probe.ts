/**
 * The fourth adversarial round's cases sent again to the worker, at the round's scale where it
 * fits a few minutes: per case the requests sent, their statuses (5xx counted) and what they
 * came to (rows added, 429s, click ids left on disk). Prints one JSON line per case (`PROBE {…}`)
 * and fails on any 5xx; the must-holds themselves are the suite's tests.
 */
import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../src/env'
import { carryPostback } from '../../src/campaign/conversions/carry-postback'
import { saveTemplate } from '../../src/campaign/conversions/postback-store'
import { forgetLiveTests } from '../../src/lander-tests/live-tests'
import { createTest } from '../../src/lander-tests/test-store'
import { aggregators, flushAggregators } from '../../test/worker/campaign/count-helpers'
import { ORIGIN, request, TEST_ENV } from '../../test/worker/helpers'
import { ownerForms, tokenLike } from '../../test/support/owner-forms'
import { adminAuth } from '../../test/support/basic-auth'
import { runDurableObjectAlarm } from 'cloudflare:test'

const DB = (env as unknown as { DB: D1Database }).DB
const STORAGE_FILES = (env as unknown as { STORAGE_FILES: Fetcher }).STORAGE_FILES
const OWNER_TOKEN = 'probe-owner-token'
const VIEWER_TOKEN = 'probe-viewer-token'
const API_TOKEN = 'probe-api-token-0123456789'
const ENV = {
  ...TEST_ENV,
  ADMIN_TOKEN: OWNER_TOKEN,
  ADMIN_VIEWER_TOKEN: VIEWER_TOKEN,
  REPORT_API_TOKEN: API_TOKEN,
} as unknown as Env
const OWNER = adminAuth(OWNER_TOKEN)
const VIEWER = adminAuth(VIEWER_TOKEN, 'viewer')
const NAVIGATION = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}

interface Tally {
  requests: number
  statuses: Record<number, number>
}
const figures: Record<string, unknown>[] = []

function tally(): Tally & { add(res: Response): Promise<Response> } {
  const t: Tally = { requests: 0, statuses: {} }
  return Object.assign(t, {
    async add(res: Response) {
      t.requests++
      t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1
      return res
    },
  })
}

function serverErrors(t: Tally): number {
  return Object.entries(t.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0)
}

function report(name: string, t: Tally, more: Record<string, unknown>) {
  const line = { case: name, requests: t.requests, statuses: t.statuses, ...more }
  figures.push(line)
  console.log(`PROBE ${JSON.stringify(line)}`)
  expect(serverErrors(t), name).toBe(0)
}

async function rowCount(where = ''): Promise<number> {
  const row = await DB.prepare(`SELECT COUNT(*) AS n FROM campaign_counts ${where}`).first<{
    n: number
  }>()
  return row!.n
}

afterAll(() => console.log(`PROBE-ALL ${JSON.stringify(figures)}`))

describe('the fourth round, again', () => {
  it('R14: the report API with to=9999-12-31 and from=0000-01-01', async () => {
    const t = tally()
    const times: number[] = []
    for (const query of ['to=9999-12-31', 'from=0000-01-01', 'from=0000-01-01&to=9999-12-31']) {
      const start = performance.now()
      const res = await t.add(
        await request(
          `/admin/api/report?by=sub1&${query}`,
          { confirmed: false, headers: { Authorization: `Bearer ${API_TOKEN}` } },
          ENV,
        ),
      )
      await res.text()
      times.push(Math.round(performance.now() - start))
    }
    report('R14 hostile dates', t, { slowestMs: Math.max(...times) })
  })

  it('R16: 2,000 wrong logins from 200 /64s of one /48, then the right password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const t = tally()
    for (let net = 0; net < 200; net++) {
      const wave = Array.from({ length: 10 }, (_, k) =>
        request(
          '/admin',
          {
            confirmed: false,
            headers: {
              Authorization: `Basic ${btoa(`admin:guess-${net}-${k}`)}`,
              'CF-Connecting-IP': `2001:db8:1648:${net.toString(16)}::${k + 1}`,
            },
          },
          ENV,
        ).then((res) => t.add(res)),
      )
      await Promise.all(wave)
    }
    const right = await t.add(
      await request(
        '/admin?from=2020-01-01&to=2020-01-01',
        {
          confirmed: false,
          headers: { Authorization: OWNER, 'CF-Connecting-IP': '2001:db8:1648:ffff::1' },
        },
        ENV,
      ),
    )
    vi.restoreAllMocks()
    report('R16 one /48', t, { tooMany: t.statuses[429] ?? 0, rightPassword: right.status })
  }, 600_000)

  it('R15: every token-like value on the viewer’s pages posted to every owner form', async () => {
    // A template with a source's key in it, as the round's had.
    await saveTemplate(DB, {
      campaign: 'probe_keys',
      template:
        'https://sconvtrk.com/conversion/a9f3c2e81b7d4f60/?visitor_id={cid}&key=pr0beKey0123456789',
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    const t = tally()
    const pages = [
      '/admin',
      '/admin/postbacks',
      '/admin/rules',
      '/admin/tests',
      '/admin/alerts',
      '/admin/partners',
    ]
    const candidates = new Set<string>()
    for (const page of pages) {
      const html = await (
        await t.add(
          await request(page, { confirmed: false, headers: { Authorization: VIEWER } }, ENV),
        )
      ).text()
      for (const value of tokenLike(html)) candidates.add(value)
    }
    const forms = ownerForms('probe_none').map(({ path }) => path)
    let accepted = 0
    for (const form of forms) {
      for (const csrf of candidates) {
        const res = await t.add(
          await request(
            form,
            {
              confirmed: false,
              method: 'POST',
              headers: {
                Authorization: OWNER,
                Origin: ORIGIN,
                'Content-Type': 'application/x-www-form-urlencoded',
              },
              body: new URLSearchParams({ csrf, campaign: 'probe_none', id: '99999' }).toString(),
            },
            ENV,
          ),
        )
        if (res.status !== 403) accepted++
      }
    }
    const viewerPostbacks = await (
      await request(
        '/admin/postbacks',
        { confirmed: false, headers: { Authorization: VIEWER } },
        ENV,
      )
    ).text()
    report('R15 viewer tokens', t, {
      candidates: candidates.size,
      accepted,
      keyShownToViewer: viewerPostbacks.includes('pr0beKey0123456789'),
    })
  })

  it('R17: 200 cookieless navigations from one address', async () => {
    const test = await createTest(DB, {
      name: 'Probe headline',
      scope: { kind: 'all' },
      pageType: 'state',
      difference: 'copy',
      arms: [
        { letter: 'A', weight: 50 },
        { letter: 'B', weight: 50, headline: 'Pick Your City in {state}' },
      ],
      baselineRate: 0.05,
      minimumLift: 0.2,
    })
    forgetLiveTests()
    const t = tally()
    for (let i = 0; i < 200; i++) {
      const res = await t.add(
        await request(
          '/state/Ohio?sub=probe_arms',
          { headers: { ...NAVIGATION, 'CF-Connecting-IP': '203.0.113.17' } },
          ENV,
        ),
      )
      await res.body?.cancel()
    }
    await flushAggregators()
    const row = await DB.prepare(
      `SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts
       WHERE event = 'arm_assigned' AND campaign = 'probe_arms' AND arm LIKE ?1`,
    )
      .bind(`${test}_`)
      .first<{ n: number }>()
    report('R17 cookieless', t, { armVisitors: row!.n })
  }, 600_000)

  it('R18: 4,000 landings from one address rotating user agents over 7 pages', async () => {
    const pages = [
      '/',
      '/state/Texas',
      '/hookups-101',
      '/escort-alligator-101',
      '/dating-app-reviews',
      '/signup',
      '/terms',
    ]
    const browsers = [
      'Chrome/142.0.0.0',
      'Chrome/142.0.0.0 EdgA/142.0.0.0',
      'SamsungBrowser/27.0 Chrome/142.0.0.0',
      'Chrome/142.0.0.0 OPR/90.0.0.0',
    ]
    const before = await rowCount()
    const t = tally()
    for (let i = 0; i < 4000; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, k) => {
          const n = i + k
          const agent = `Mozilla/5.0 (Linux; Android ${1 + (n % 99)}; K${n % 3}) AppleWebKit/537.36 (KHTML, like Gecko) ${browsers[Math.floor(n / 99) % 4]} ${n % 2 ? 'Mobile ' : ''}Safari/537.36`
          const res = await t.add(
            await request(
              `${pages[n % 7]}?sub=probe_agents`,
              { headers: { 'User-Agent': agent, 'CF-Connecting-IP': '198.51.100.18' } },
              ENV,
            ),
          )
          await res.body?.cancel()
        }),
      )
    }
    await flushAggregators()
    const landings = await DB.prepare(
      `SELECT COALESCE(SUM(count), 0) AS n, COUNT(DISTINCT hour) AS hours FROM campaign_counts WHERE campaign = 'probe_agents' AND event = 'landing'`,
    ).first<{ n: number; hours: number }>()
    report('R18 forged agents', t, {
      landings: landings!.n,
      hours: landings!.hours,
      rowsAdded: (await rowCount()) - before,
      campaignRows: await rowCount("WHERE campaign = 'probe_agents'"),
    })
  }, 900_000)

  it('R22: __proto__, constructor and toString in every admin parameter', async () => {
    const t = tally()
    const routes = [
      '/admin',
      '/admin/report',
      '/admin/report.csv',
      '/admin/export.csv',
      '/admin/revenue.csv',
      '/admin/blocklist.txt',
      '/admin/postbacks',
      '/admin/postbacks/delete',
      '/admin/rules',
      '/admin/tests',
      '/admin/tests.csv',
      '/admin/alerts',
      '/admin/partners',
    ]
    const params = [
      'from',
      'to',
      'tz',
      'campaign',
      'by',
      'sort',
      'dir',
      'page',
      'saved',
      'done',
      'preview',
      'preset',
      'deleted',
      'confidence',
      'then',
      'link_page',
      'sub1',
      'arm',
    ]
    const failed: string[] = []
    for (const route of routes) {
      for (const value of ['__proto__', 'constructor', 'toString']) {
        const query = new URLSearchParams({ by: 'sub1', campaign: 'probe_main' })
        for (const name of params) query.set(name, value)
        query.set('__proto__', value)
        const res = await t.add(
          await request(
            `${route}?${query}`,
            { confirmed: false, headers: { Authorization: OWNER } },
            ENV,
          ),
        )
        const body = await res.text()
        if (res.status >= 500) failed.push(`${res.status} ${route}?${query}: ${body.slice(0, 200)}`)
      }
    }
    report('R22 prototype names', t, { failed })
  })

  it('R25: 20 postbacks through a D1 outage, sent, then the aggregators’ files read raw', async () => {
    const run = crypto.randomUUID().slice(0, 8)
    const campaign = `probe_${run}`
    const cids = Array.from({ length: 20 }, (_, i) => `Probe${i}.click-${run}~id`)
    await saveTemplate(DB, {
      campaign,
      template: 'https://tracker.test/probe?cid={cid}&txid={txid}',
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    const t = tally()
    let sent = 0
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      sent++
      return new Response('OK')
    })
    const D1 = Object.getPrototypeOf(DB) as D1Database
    const prepare = D1.prepare
    let down = true
    vi.spyOn(D1, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
      if (down) throw new Error('D1_ERROR: database is locked: SQLITE_BUSY')
      return prepare.call(this, sql)
    })
    for (const cid of cids) await carryPostback(ENV, campaign, cid, new Date())
    down = false
    for (const stub of aggregators()) await runDurableObjectAlarm(stub)
    vi.restoreAllMocks()
    const res = await STORAGE_FILES.fetch('http://storage-files/', {
      method: 'POST',
      body: JSON.stringify(cids),
    })
    const scan = (await res.json()) as { files: number; found: string[] }
    report('R25 click ids at rest', t, {
      postbacksSent: sent,
      filesRead: scan.files,
      clickIdsFound: new Set(scan.found.map((f) => f.split(' ')[0])).size,
    })
  })
})
