/**
 * POST /admin/api/costs (spend pushed in with its own bearer, COST_API_TOKEN) and the
 * connections screen: set twice is not doubled, add adds, the viewer and the report token get
 * 403, the cost token reads nothing, a bad field gets a 400 naming it; a connection saved from
 * the page names its secret and never shows a token, "Test connection" shows the answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { mockBackend, ORIGIN, request, TEST_ENV } from '../helpers'
import { FakeSources } from '../../support/fake-sources'
import { adminAuth } from '../../support/basic-auth'

const OWNER = 'costs-admin-token'
const VIEWER = 'costs-viewer-token'
const REPORT = 'costs-report-token'
const COSTS = 'costs-push-token'
const EXO = 'exo-secret-token-in-a-secret-31'
const ENV = {
  ...TEST_ENV,
  ADMIN_TOKEN: OWNER,
  ADMIN_VIEWER_TOKEN: VIEWER,
  REPORT_API_TOKEN: REPORT,
  COST_API_TOKEN: COSTS,
  EXOCLICK_API_TOKEN: EXO,
} as Env

afterEach(() => vi.restoreAllMocks())

function push(body: unknown, authorization = `Bearer ${COSTS}`) {
  return request(
    '/admin/api/costs',
    {
      confirmed: false,
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
        'CF-Connecting-IP': '192.0.2.91',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    ENV,
  )
}

const PUSH = {
  campaign: 'push_one',
  from: '2026-11-10',
  to: '2026-11-10',
  timezone: 'America/New_York',
  currency: 'USD',
  cost: '12.50',
  by: 'sub1',
  value: 'zone-7',
}

async function pushed(campaign: string) {
  const { results } = await DB.prepare(
    `SELECT zone, source_day AS day, cost_micros AS micros, time_zone AS tz FROM source_costs
     WHERE source = 'push' AND source_campaign_id = ?1 ORDER BY day, zone`,
  )
    .bind(campaign)
    .all<{ zone: string; day: string; micros: number; tz: string }>()
  return results
}

describe('POST /admin/api/costs', () => {
  it('set twice is not doubled; add adds; the answer says what was written', async () => {
    const first = await push(PUSH)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      written: [
        {
          campaign: 'push_one',
          zone: 'zone-7',
          mode: 'set',
          currency: 'USD',
          timeZone: 'America/New_York',
          days: [{ day: '2026-11-10', cost: '12.50' }],
        },
      ],
    })
    expect((await push(PUSH)).status).toBe(200)
    expect(await pushed('push_one')).toEqual([
      { zone: 'zone-7', day: '2026-11-10', micros: 12_500_000, tz: 'America/New_York' },
    ])
    expect((await push({ ...PUSH, cost: '0.75', mode: 'add' })).status).toBe(200)
    expect((await pushed('push_one'))[0]!.micros).toBe(13_250_000)
  })

  it('an array in one call; a range spread evenly over its days to the micro, the campaign’s spend without a zone', async () => {
    const answer = await push([
      {
        ...PUSH,
        campaign: 'push_two',
        from: '2026-11-01',
        to: '2026-11-03',
        cost: '10',
        by: undefined,
        value: undefined,
      },
      { ...PUSH, campaign: 'push_two', value: 'zone-9' },
    ])
    expect(answer.status).toBe(200)
    const rows = await pushed('push_two')
    expect(rows.map((row) => [row.day, row.zone, row.micros])).toEqual([
      ['2026-11-01', '', 3_333_334],
      ['2026-11-02', '', 3_333_333],
      ['2026-11-03', '', 3_333_333],
      ['2026-11-10', 'zone-9', 12_500_000],
    ])
  })

  it.each([
    ['the viewer’s login', adminAuth(VIEWER, 'viewer')],
    ['the report API token', `Bearer ${REPORT}`],
  ])('%s gets 403 and writes nothing', async (_, authorization) => {
    const answer = await push({ ...PUSH, campaign: 'push_refused' }, authorization)
    expect(answer.status).toBe(403)
    expect(await pushed('push_refused')).toEqual([])
  })

  it('the cost token reads nothing else (403 on the dashboard and the report API)', async () => {
    for (const path of ['/admin', '/admin/api/report']) {
      const answer = await request(
        path,
        { confirmed: false, headers: { Authorization: `Bearer ${COSTS}` } },
        ENV,
      )
      expect(answer.status).toBe(403)
    }
  })

  it('the owner’s login may push too; a wrong bearer is refused', async () => {
    expect((await push({ ...PUSH, campaign: 'push_owner' }, adminAuth(OWNER))).status).toBe(200)
    expect((await push({ ...PUSH, campaign: 'push_bad' }, 'Bearer nope')).status).toBe(401)
  })

  it.each([
    [{ from: '2026-02-30' }, 'from is not a date'],
    [{ to: '2026-11-09' }, 'from..to must be'],
    [{ value: 'zone 7!' }, 'value is not a zone id'],
    [{ currency: 'EUR' }, 'currency EUR is not the site’s (USD)'],
    [{ currency: 'dollars' }, 'currency is not a three-letter code'],
    [{ cost: '-3' }, 'cost is not a plain decimal'],
    [{ cost: '1e3' }, 'cost is not a plain decimal'],
    [{ timezone: 'Asia/Kolkata' }, 'timezone is not an IANA time zone a whole number of hours'],
    [{ by: 'sub2' }, 'by must be sub1'],
    [{ mode: 'replace' }, 'mode is set or add'],
    [{ campaign: '' }, 'campaign is not a campaign tag'],
    [{ extra: 1 }, '“extra” is not a field'],
  ])('%o gets a 400 that says “%s”', async (change, said) => {
    const answer = await push({ ...PUSH, campaign: 'push_400', ...change })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toContain(said)
    expect(await pushed('push_400')).toEqual([])
  })

  it('a bad object in an array writes none of them, and says which', async () => {
    const answer = await push([
      { ...PUSH, campaign: 'push_all' },
      { ...PUSH, campaign: 'push_all', cost: 'abc' },
    ])
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { error: string }).error).toMatch(/^Object 1: cost/)
    expect(await pushed('push_all')).toEqual([])
  })

  it('malformed JSON is a 400, another content type a 415', async () => {
    expect((await push('{"campaign": ')).status).toBe(400)
    const form = await request(
      '/admin/api/costs',
      {
        confirmed: false,
        method: 'POST',
        headers: { Authorization: `Bearer ${COSTS}`, 'Content-Type': 'text/plain' },
        body: JSON.stringify(PUSH),
      },
      ENV,
    )
    expect(form.status).toBe(415)
  })
})

describe('/admin/connections', () => {
  const AUTH = { Authorization: adminAuth(OWNER), 'CF-Connecting-IP': '192.0.2.92' }

  async function post(path: string, fields: Record<string, string>) {
    const page = await (
      await request('/admin/connections', { headers: AUTH, confirmed: false }, ENV)
    ).text()
    const csrf = page.match(/name="csrf" value="([^"]+)"/)![1]!
    return request(
      path,
      {
        confirmed: false,
        method: 'POST',
        headers: { ...AUTH, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
      },
      ENV,
    )
  }

  it('saves a connection by its secret’s name, defaults ExoClick’s zone to America/New_York, tests it once, and never shows the token', async () => {
    const saved = await post('/admin/connections', {
      id: 'exo-main',
      source: 'exoclick',
      secret_name: 'EXOCLICK_API_TOKEN',
      tz: '',
      currency: 'USD',
    })
    expect(saved.status).toBe(303)
    const page = await (
      await request('/admin/connections', { headers: AUTH, confirmed: false }, ENV)
    ).text()
    expect(page).toContain('EXOCLICK_API_TOKEN')
    expect(page).toContain('America/New_York')
    expect(page).not.toContain(EXO)
    const fake = new FakeSources()
    fake.tokens.set('exoclick', EXO)
    fake.setDay('exoclick', '2026-01-01', [])
    mockBackend((req) => fake.fetch(req))
    const tested = await post('/admin/connections/test', { id: 'exo-main' })
    expect(tested.status).toBe(200)
    const answer = await tested.text()
    expect(answer).toContain('POST https://api.exoclick.com/v2/statistics/a/global')
    expect(answer).toContain('0 rows for')
    expect(answer).not.toContain(EXO)
    expect(fake.problems).toEqual([])
    // Nothing stored says the token either.
    const stored = JSON.stringify(
      (await DB.prepare('SELECT * FROM cost_connections').all()).results,
    )
    expect(stored).not.toContain(EXO)
  })

  it.each([
    [{ secret_name: 'ADMIN_TOKEN' }, 'ends in _API_TOKEN or _API_KEY'],
    [{ secret_name: 'REPORT_API_TOKEN' }, 'is not REPORT_API_TOKEN'],
    [{ source: 'popads' }, 'Choose a source'],
    [{ tz: 'Asia/Kolkata' }, 'whole number of hours'],
    [{ currency: 'US' }, 'three-letter code'],
  ])('%o is refused with a 400 saying “%s”', async (change, said) => {
    const answer = await post('/admin/connections', {
      id: 'exo-bad',
      source: 'exoclick',
      secret_name: 'EXOCLICK_API_TOKEN',
      tz: '',
      currency: 'USD',
      ...change,
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(said)
  })

  it('the viewer reads the page and cannot save', async () => {
    const viewer = { Authorization: adminAuth(VIEWER, 'viewer'), 'CF-Connecting-IP': '192.0.2.93' }
    expect(
      (await request('/admin/connections', { headers: viewer, confirmed: false }, ENV)).status,
    ).toBe(200)
    const answer = await request(
      '/admin/connections/sync',
      {
        confirmed: false,
        method: 'POST',
        headers: { ...viewer, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'id=exo-main',
      },
      ENV,
    )
    expect(answer.status).toBe(403)
  })
})

describe('the dashboard', () => {
  it('says when a connection’s last cost pull failed, naming its source’s campaigns', async () => {
    await DB.batch([
      DB.prepare(
        `INSERT INTO cost_connections (id, source, secret_name, time_zone, currency, updated)
         VALUES ('dash-adsterra', 'adsterra', 'ADSTERRA_API_KEY', 'UTC', 'USD', 'now')`,
      ),
      DB.prepare(
        `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
         VALUES ('dash_ads', 'adsterra', NULL, '55', 'now')`,
      ),
      DB.prepare(
        `INSERT INTO cost_sync_runs (run_id, source, account, started, finished, status, rows)
         VALUES ('d1', 'adsterra', 'dash-adsterra', 1, 1796000000000, 'auth_failed', 0)`,
      ),
    ])
    const auth = { Authorization: adminAuth(OWNER), 'CF-Connecting-IP': '192.0.2.96' }
    const page = await (await request('/admin', { headers: auth, confirmed: false }, ENV)).text()
    expect(page).toContain('The cost pull of dash-adsterra (Adsterra) failed at')
    expect(page).toContain('auth_failed. Its campaigns’ source spend (dash_ads)')
  })
})
