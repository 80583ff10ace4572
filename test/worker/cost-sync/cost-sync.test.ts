/**
 * The cost pull against the sources' fakes (test/support/fake-sources.ts): each source's request
 * shape, and the sync cases of the design (a restated day overwrites, 15.36 not 27.36; a zone
 * that vanished is deleted; 429 on page 2 leaves the day and pauses for Retry-After; an expired
 * bearer logs in once more; an HTML page or malformed JSON writes nothing; EUR on a USD site
 * writes nothing without a rate; no secret, no request; the token is kept nowhere).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { saveRate } from '../../../src/campaign/conversions'
import { readConnection, saveConnection } from '../../../src/cost-sync/cost-store'
import { runCostSync, syncConnection, testConnection } from '../../../src/cost-sync/cost-sync'
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import type { FakeSpend } from '../../support/fake-sources'
import { DB } from '../campaign/campaign-helpers'
import { captureLog, mockBackend } from '../helpers'
import { connect, DAY, ENV, fakeFor, NOW, pull, requeue, TOKENS } from './cost-helpers'

async function spendOf(account: string, day = DAY) {
  const { results } = await DB.prepare(
    `SELECT source_campaign_id AS campaign, zone, cost_micros AS micros FROM source_costs
     WHERE account = ?1 AND source_day = ?2 ORDER BY campaign, zone`,
  )
    .bind(account, day)
    .all<{ campaign: string; zone: string; micros: number }>()
  return results
}

const total = (rows: { micros: number }[]) => rows.reduce((sum, row) => sum + row.micros, 0)

async function lastRun(account: string) {
  return DB.prepare(
    `SELECT status, http_status AS httpStatus, rows, error, window_from AS windowFrom
     FROM cost_sync_runs WHERE account = ?1 ORDER BY started DESC, rowid DESC LIMIT 1`,
  )
    .bind(account)
    .first<{
      status: string
      httpStatus: number | null
      rows: number
      error: string | null
      windowFrom: string
    }>()
}

const TWO_ZONES: FakeSpend[] = [
  { campaign: '7001', zone: '101', cost: 12, clicks: 320 },
  { campaign: '7001', zone: '102', cost: '3.00', clicks: 110 },
]

describe('each source’s request, as its documentation gives it', () => {
  it('ExoClick: POST /v2/login with the permanent token, then Global Statistics by campaign and zone with a Bearer, the day and the time zone', async () => {
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, TWO_ZONES)
    const id = await connect('exoclick')
    const run = await pull(id, fake)
    expect(fake.problems).toEqual([])
    expect(run?.status).toBe('ok')
    const [login, stats] = fake.calls
    expect(`${login!.method} ${login!.url.href}`).toBe('POST https://api.exoclick.com/v2/login')
    expect(login!.body).toEqual({ api_token: TOKENS.exoclick })
    expect(`${stats!.method} ${stats!.url.href}`).toBe(
      'POST https://api.exoclick.com/v2/statistics/a/global',
    )
    expect(stats!.body).toMatchObject({
      date_from: DAY,
      date_to: DAY,
      timezone: 'America/New_York',
      group_by: ['campaign_id', 'zone_id'],
      offset: 0,
    })
    expect(await spendOf(id)).toEqual([
      { campaign: '7001', zone: '101', micros: 12_000_000 },
      { campaign: '7001', zone: '102', micros: 3_000_000 },
    ])
  })

  it('Traffic Factory: the same EXADS client on its own host', async () => {
    const fake = fakeFor('trafficfactory')
    fake.setDay('trafficfactory', DAY, TWO_ZONES)
    const id = await connect('trafficfactory')
    await pull(id, fake)
    expect(fake.problems).toEqual([])
    expect(fake.calls.map((call) => call.url.href)).toEqual([
      'https://api.trafficfactory.com/v2/login',
      'https://api.trafficfactory.com/v2/statistics/a/global',
    ])
    expect(total(await spendOf(id))).toBe(15_000_000)
  })

  it('Adsterra: GET stats.json with X-API-Key, start_date = finish_date, grouped by campaign and placement', async () => {
    const fake = fakeFor('adsterra')
    fake.setDay('adsterra', DAY, TWO_ZONES)
    const id = await connect('adsterra')
    await pull(id, fake)
    expect(fake.problems).toEqual([])
    const [call] = fake.calls
    expect(call!.method).toBe('GET')
    expect(call!.url.pathname).toBe('/advertiser/stats.json')
    expect(call!.url.searchParams.get('start_date')).toBe(DAY)
    expect(await spendOf(id)).toEqual([
      { campaign: '7001', zone: '101', micros: 12_000_000 },
      { campaign: '7001', zone: '102', micros: 3_000_000 },
    ])
  })

  it('JuicyAds: one GET per mapped campaign and day, the token in the path; spend without a zone split', async () => {
    await DB.prepare(
      `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
       VALUES ('juicy_a', 'juicyads', NULL, '9001', 'now'), ('juicy_b', 'juicyads', NULL, '9002', 'now')`,
    ).run()
    const fake = fakeFor('juicyads')
    fake.setDay('juicyads', DAY, [
      { campaign: '9001', zone: '', cost: '4.25' },
      { campaign: '9002', zone: '', cost: '1.10' },
    ])
    const id = await connect('juicyads')
    await pull(id, fake)
    expect(fake.problems).toEqual([])
    expect(fake.calls.map((call) => call.url.pathname)).toEqual([
      `/statistics/popunders/advertiser/${encodeURIComponent(TOKENS.juicyads)}/9001/${DAY}/${DAY}`,
      `/statistics/popunders/advertiser/${encodeURIComponent(TOKENS.juicyads)}/9002/${DAY}/${DAY}`,
    ])
    expect(await spendOf(id)).toEqual([
      { campaign: '9001', zone: '', micros: 4_250_000 },
      { campaign: '9002', zone: '', micros: 1_100_000 },
    ])
  })

  it('Clickadu: GET /partner/stats with the token in the query and one groupBy (zone), over https', async () => {
    const fake = fakeFor('clickadu')
    fake.setDay('clickadu', DAY, TWO_ZONES)
    const id = await connect('clickadu')
    await pull(id, fake)
    expect(fake.problems).toEqual([])
    const [call] = fake.calls
    expect(call!.url.origin).toBe('https://v2.api.clickadu.com')
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      token: TOKENS.clickadu,
      dateFrom: DAY,
      dateTo: DAY,
      groupBy: 'zone',
      format: 'json',
    })
    // No campaign filter is documented: the account's spend, by zone.
    expect(await spendOf(id)).toEqual([
      { campaign: '', zone: '101', micros: 12_000_000 },
      { campaign: '', zone: '102', micros: 3_000_000 },
    ])
  })
})

describe('a re-read overwrites its day', () => {
  it('a day restated from 12.00 to 12.36 totals 15.36, not 27.36; a zone no longer listed is deleted', async () => {
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, [...TWO_ZONES, { campaign: '7001', zone: '103', cost: 0.5 }])
    const id = await connect('exoclick')
    await pull(id, fake)
    expect(total(await spendOf(id))).toBe(15_500_000)
    fake.setDay('exoclick', DAY, [{ campaign: '7001', zone: '101', cost: '12.36' }, TWO_ZONES[1]!])
    await requeue(id)
    await pull(id, fake, new Date(NOW.getTime() + 60_000))
    expect(await spendOf(id)).toEqual([
      { campaign: '7001', zone: '101', micros: 12_360_000 },
      { campaign: '7001', zone: '102', micros: 3_000_000 },
    ])
  })

  it('today is read again every 30 minutes, and the last 5 closed days once a day after the source’s midnight', async () => {
    const fake = fakeFor('adsterra')
    const id = await connect('adsterra')
    await DB.prepare(
      'UPDATE cost_connections SET closed_through = ?2, pending_from = NULL, pending_to = NULL WHERE id = ?1',
    )
      .bind(id, '2026-11-18')
      .run()
    // 01:30 in New York: today due (never read at this time), the closed days not yet.
    const early = new Date('2026-11-20T06:30:00Z')
    await DB.prepare('UPDATE cost_connections SET today_fetched = 0 WHERE id = ?1').bind(id).run()
    await pull(id, fake, early)
    expect(fake.calls.map((call) => call.url.searchParams.get('start_date'))).toEqual([
      '2026-11-20',
    ])
    // 10 minutes later: nothing due.
    await pull(id, fake, new Date(early.getTime() + 10 * 60_000))
    expect(fake.calls).toHaveLength(1)
    // 02:10 in New York: the 5 closed days (oldest first), then today again (40 minutes on).
    await pull(id, fake, new Date('2026-11-20T07:10:00Z'))
    expect(fake.calls.slice(1).map((call) => call.url.searchParams.get('start_date'))).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ])
    expect(fake.problems).toEqual([])
  })
})

describe('a failed or partial pull leaves the day as it was', () => {
  const MANY = (cost: number): FakeSpend[] =>
    Array.from({ length: 1001 }, (_, i) => ({ campaign: '7001', zone: String(5000 + i), cost }))

  it('429 with Retry-After: 120 on page 2: the day unchanged, the run rate_limited, nothing asked for 120 s, then resumed', async () => {
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, MANY(0.01))
    const id = await connect('exoclick')
    await pull(id, fake)
    expect(total(await spendOf(id))).toBe(10_010_000)
    // Restated, but the second page is refused.
    fake.setDay('exoclick', DAY, MANY(0.02))
    fake.once((call) =>
      (call.body as { offset?: number } | undefined)?.offset === 1000
        ? new Response('slow down', { status: 429, headers: { 'Retry-After': '120' } })
        : undefined,
    )
    await requeue(id)
    const second = await pull(id, fake)
    expect(second?.status).toBe('rate_limited')
    expect(total(await spendOf(id))).toBe(10_010_000)
    expect((await lastRun(id))?.status).toBe('rate_limited')
    const asked = fake.calls.length
    expect(await pull(id, fake, new Date(NOW.getTime() + 60_000))).toBeUndefined()
    expect(fake.calls).toHaveLength(asked)
    const third = await pull(id, fake, new Date(NOW.getTime() + 121_000))
    expect(third?.status).toBe('ok')
    expect(total(await spendOf(id))).toBe(20_020_000)
  })

  it('an expired bearer: one new login, then the day; a second refusal is auth_failed', async () => {
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, TWO_ZONES)
    const id = await connect('exoclick')
    await pull(id, fake)
    expect(fake.loginCount).toBe(1)
    fake.expireBearers()
    fake.setDay('exoclick', DAY, [{ campaign: '7001', zone: '101', cost: 20 }])
    await requeue(id)
    expect((await pull(id, fake))?.status).toBe('ok')
    expect(fake.loginCount).toBe(2)
    expect(total(await spendOf(id))).toBe(20_000_000)
    // The permanent token revoked: the stats refuse the bearer, the login refuses the token.
    fake.expireBearers()
    fake.tokens.set('exoclick', 'another-token')
    await requeue(id)
    const refused = await pull(id, fake)
    expect(refused?.status).toBe('auth_failed')
    expect(fake.loginCount).toBe(2)
    expect(total(await spendOf(id))).toBe(20_000_000)
  })

  it.each([
    [
      'an HTML error page behind a 200',
      () =>
        new Response('<html><body>Maintenance</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'JSON cut short',
      () => new Response('{"items": [{"campaign": 7001, "spent": 1', { status: 200 }),
    ],
    ['JSON of another shape', () => Response.json({ data: 'nothing here' })],
    ['a 502', () => new Response('Bad gateway', { status: 502 })],
  ])('%s writes nothing and records the run failed', async (_, answer) => {
    const fake = fakeFor('adsterra')
    fake.setDay('adsterra', DAY, TWO_ZONES)
    const id = await connect('adsterra')
    await pull(id, fake)
    fake.setDay('adsterra', DAY, [{ campaign: '7001', zone: '101', cost: 99 }])
    fake.once(answer)
    await requeue(id)
    const run = await pull(id, fake)
    expect(run?.status).toBe('failed')
    expect(total(await spendOf(id))).toBe(15_000_000)
    expect((await lastRun(id))?.error).toContain('the day is unchanged')
    // Still queued: the next tick reads the day.
    expect((await readConnection(DB, id))?.pendingFrom).toBe(DAY)
  })
})

describe('currency, secrets and the token', () => {
  it('an account billed in EUR on a USD site writes nothing (currency_mismatch) until a rate is set', async () => {
    const fake = fakeFor('adsterra')
    fake.setDay('adsterra', DAY, TWO_ZONES)
    const id = await connect('adsterra', { currency: 'EUR' })
    const run = await pull(id, fake)
    expect(run?.status).toBe('currency_mismatch')
    expect(run?.error).toContain('EUR')
    expect(fake.calls).toEqual([])
    expect(await spendOf(id)).toEqual([])
    await saveRate(DB, 'EUR', 1_080_000, NOW.toISOString())
    const later = new Date(NOW.getTime() + 60_000)
    expect((await pull(id, fake, later))?.status).toBe('ok')
    expect(total(await spendOf(id))).toBe(15_000_000)
    await saveRate(DB, 'EUR', undefined, NOW.toISOString())
  })

  it('a secret that is not set sends no request', async () => {
    const fake = fakeFor('clickadu')
    const id = await connect('clickadu')
    const env = { ...ENV, CLICKADU_API_TOKEN: undefined } as Env
    expect(await pull(id, fake, NOW, env)).toBeUndefined()
    expect(fake.calls).toEqual([])
  })

  it('a token the source echoes, in the query or the path, is in no run, no row and no log line', async () => {
    const log = captureLog()
    for (const source of ['clickadu', 'juicyads'] as const) {
      const fake = fakeFor(source)
      fake.once(
        (call) =>
          new Response(`error for ${call.url.href} token=${TOKENS[source]}`, { status: 500 }),
      )
      const id = await connect(source)
      const run = await pull(id, fake)
      expect(run?.status).toBe('failed')
      const tested = await testConnection(ENV, DB, (await readConnection(DB, id))!, NOW, fake.fetch)
      for (const text of [JSON.stringify(run), JSON.stringify(tested)]) {
        expect(text).not.toContain(TOKENS[source])
        expect(text).not.toContain(encodeURIComponent(TOKENS[source]))
      }
    }
    const stored = JSON.stringify([
      (await DB.prepare('SELECT * FROM cost_sync_runs').all()).results,
      (await DB.prepare('SELECT * FROM cost_connections').all()).results,
      (await DB.prepare('SELECT * FROM source_costs').all()).results,
      log,
    ])
    for (const token of Object.values(TOKENS)) {
      expect(stored).not.toContain(token)
      expect(stored).not.toContain(encodeURIComponent(token))
    }
  })
})

describe('sources graded C, behind “verify first”', () => {
  afterEach(() => vi.restoreAllMocks())

  it('the cron pulls no connection whose “verify first” is on', async () => {
    const fake = fakeFor('zeropark')
    fake.setDay('zeropark', DAY, [{ campaign: '', zone: '', cost: '7.50' }])
    const id = await connect('zeropark', { verifyFirst: true })
    await runCostSync(ENV, NOW, fake.fetch)
    expect(fake.calls.filter((call) => call.source === 'zeropark')).toEqual([])
    // Turned off once the owner has seen its answer: the account's day total, no split.
    await DB.prepare('UPDATE cost_connections SET verify_first = 0 WHERE id = ?1').bind(id).run()
    await pull(id, fake)
    expect(fake.problems).toEqual([])
    const [call] = fake.calls.filter((call) => call.source === 'zeropark')
    expect(call!.url.pathname).toBe('/api/stats/campaign/all')
    expect(call!.url.searchParams.get('startDate')).toBe('19/11/2026')
    expect(await spendOf(id)).toEqual([{ campaign: '', zone: '', micros: 7_500_000 }])
  })

  it.each([
    ['trafficstars', 'POST /v1/auth/token', 'GET /v1.1/advertiser/custom/report/by-spot'],
    ['propellerads', 'POST /v5/adv/statistics'],
    ['hilltopads', 'GET /api/advertiser/listStats'],
  ] as const)(
    '%s: “Test connection” sends the request seen in public code and shows the answer; nothing is pulled from it',
    async (source, ...requests) => {
      await DB.prepare(
        `INSERT OR REPLACE INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
         VALUES (?1, ?2, NULL, '4242', 'now')`,
      )
        .bind(`c_${source}`, source)
        .run()
      const fake = fakeFor(source)
      const id = await connect(source, { verifyFirst: false })
      const connection = (await readConnection(DB, id))!
      const tested = await testConnection(ENV, DB, connection, NOW, fake.fetch)
      expect(fake.problems).toEqual([])
      expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(requests)
      expect(tested.status).toBe(200)
      expect(tested.said).toContain('not confirmed')
      expect(tested.request).not.toContain(TOKENS[source])
      // Even with the switch off, a source whose spend field is unconfirmed is not pulled.
      expect(await pull(id, fake)).toBeUndefined()
    },
  )

  it('PropellerAds’ tz is the connection zone’s offset that day', async () => {
    const fake = fakeFor('propellerads')
    const id = await connect('propellerads')
    await testConnection(ENV, DB, (await readConnection(DB, id))!, NOW, fake.fetch)
    expect(fake.calls[0]!.body).toMatchObject({
      day_from: `${DAY} 00:00:00`,
      day_to: `${DAY} 23:59:59`,
      tz: '-0500',
      group_by: ['campaign_id', 'zone_id'],
    })
  })
})

describe('the 10-minute Cron Trigger', () => {
  afterEach(() => vi.restoreAllMocks())

  it('pulls a due connection in the scheduled handler and records its run', async () => {
    const fake = fakeFor('clickadu')
    const id = `clickadu-cron-${crypto.randomUUID().slice(0, 8)}`
    await saveConnection(
      DB,
      {
        id,
        source: 'clickadu',
        accountRef: null,
        secretName: 'CLICKADU_API_TOKEN',
        timeZone: 'UTC',
        currency: 'USD',
        verifyFirst: false,
      },
      { from: '2026-11-01', to: '2026-11-01' },
      NOW.toISOString(),
    )
    // Only the 5 closed days and today are due.
    await DB.prepare(
      'UPDATE cost_connections SET pending_from = NULL, pending_to = NULL WHERE id = ?1',
    )
      .bind(id)
      .run()
    const sent = mockBackend((request) => fake.fetch(request))
    const controller = createScheduledController({ scheduledTime: new Date(), cron: RULES_CRON })
    const ctx = createExecutionContext()
    worker.scheduled(controller, ENV, ctx)
    await waitOnExecutionContext(ctx)
    expect(sent).toHaveBeenCalled()
    expect(fake.problems).toEqual([])
    expect((await lastRun(id))?.status).toBe('ok')
  })
})

describe('local runs (COST_API_ORIGIN)', () => {
  it('sends every source’s request to the local fake, path, query and auth its own, only where POSTBACK_ALLOW_LOCAL is on', async () => {
    const seen: string[] = []
    const fake = fakeFor('clickadu')
    const send = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      seen.push(request.url)
      return fake.fetch(
        request.url.replace('http://127.0.0.1:8799', 'https://v2.api.clickadu.com'),
        init,
      )
    }) as typeof fetch
    const local = {
      ...ENV,
      POSTBACK_ALLOW_LOCAL: 'on',
      COST_API_ORIGIN: 'http://127.0.0.1:8799',
    } as Env
    const id = await connect('clickadu')
    await syncConnection(local, DB, (await readConnection(DB, id))!, NOW, send)
    expect(seen[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:8799\/partner\/stats\?token=clickadu-token-1i0j&dateFrom=2026-11-19/,
    )
    const remote = await connect('clickadu')
    const ignored = { ...ENV, COST_API_ORIGIN: 'http://127.0.0.1:8799' } as Env
    await syncConnection(ignored, DB, (await readConnection(DB, remote))!, NOW, send)
    expect(seen[1]).toMatch(/^https:\/\/v2\.api\.clickadu\.com\/partner\/stats\?/)
    expect(fake.problems).toEqual([])
  })
})

describe('the Free plan’s budgets', () => {
  it('200 campaigns × 5 days: at most 40 requests and 50 D1 statements a tick, every day written in the end', async () => {
    const campaigns = Array.from({ length: 200 }, (_, i) => `${8000 + i}`)
    await DB.batch(
      campaigns.map((id) =>
        DB.prepare(
          `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
           VALUES (?1, 'juicyads', NULL, ?2, 'now')`,
        ).bind(`jb_${id}`, id),
      ),
    )
    const fake = fakeFor('juicyads')
    const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']
    for (const day of days)
      fake.setDay(
        'juicyads',
        day,
        campaigns.map((campaign) => ({ campaign, zone: '', cost: '1.00' })),
      )
    const id = await connect('juicyads')
    await DB.prepare('UPDATE cost_connections SET pending_from = ?2 WHERE id = ?1')
      .bind(id, days[0])
      .run()
    let statements = 0
    const counting = new Proxy(DB, {
      get(target, name) {
        if (name === 'prepare')
          return (sql: string) => {
            statements++
            return target.prepare(sql)
          }
        const value = Reflect.get(target, name) as unknown
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value
      },
    })
    for (let tick = 0; tick < 40; tick++) {
      const connection = (await readConnection(DB, id))!
      if (connection.pendingFrom === null) break
      const asked = fake.calls.length
      statements = 0
      const at = new Date(NOW.getTime() + tick * 60_000)
      await syncConnection(ENV, counting, connection, at, fake.fetch)
      expect(fake.calls.length - asked).toBeLessThanOrEqual(40)
      expect(statements).toBeLessThanOrEqual(50)
    }
    expect((await readConnection(DB, id))!.pendingFrom).toBeNull()
    const written = await DB.prepare(
      'SELECT COUNT(*) AS n, SUM(cost_micros) AS micros FROM source_costs WHERE account = ?1',
    )
      .bind(id)
      .first<{ n: number; micros: number }>()
    expect(written).toEqual({ n: 1000, micros: 1_000_000_000 })
    expect(fake.problems).toEqual([])
  })
})
