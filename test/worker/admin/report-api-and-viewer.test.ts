/**
 * The report API (a bearer token that reads GET /admin/api/report and nothing else) and the
 * viewer login (every report, 403 on every write), both throttled like the owner's login.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { awayFromMinuteBoundary, ORIGIN, request, TEST_ENV } from '../helpers'
import { basicAuth } from '../../support/basic-auth'

const OWNER = 'api-owner-token'
const VIEWER = 'api-viewer-token'
const API = 'api-report-token-0123456789'
const ENV: Env = {
  ...TEST_ENV,
  ADMIN_TOKEN: OWNER,
  ADMIN_VIEWER_TOKEN: VIEWER,
  REPORT_API_TOKEN: API,
}
const DAY = '2025-07-01'
const basic = basicAuth

function send(path: string, authorization: string, init: { method?: string; ip?: string } = {}) {
  const method = init.method ?? 'GET'
  return request(
    path,
    {
      confirmed: false,
      method,
      headers: {
        Authorization: authorization,
        'CF-Connecting-IP': init.ip ?? '192.0.2.37',
        ...(method === 'POST' && {
          Origin: ORIGIN,
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      },
      ...(method === 'POST' && { body: 'campaign=ap_main&model=cpm&rate=1' }),
    },
    ENV,
  )
}

beforeAll(async () => {
  await DB.prepare(
    `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros)
     VALUES (?1, 'landing', 'ap_main', 'z-1', 40, 400000)`,
  )
    .bind(`${DAY}T09`)
    .run()
})

describe('GET /admin/api/report', () => {
  const QUERY = `/admin/api/report?by=sub1&campaign=ap_main&from=${DAY}&to=${DAY}`

  it('answers report.csv’s rows as JSON to the API token', async () => {
    const res = await send(QUERY, `Bearer ${API}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { rows: Record<string, unknown>[]; by: string }
    expect(body.by).toBe('sub1')
    expect(body.rows).toHaveLength(1)
    expect(body.rows[0]).toMatchObject({
      sub1: 'z-1',
      landings: 40,
      cost: 0.4,
      profit: -0.4,
      roi: -100,
      epc: null,
      verdict: 'wait',
    })
    // The same columns as the CSV, in its order.
    const csv = await send(QUERY.replace('/api/report', '/report.csv'), basic('admin', OWNER))
    expect(Object.keys(body.rows[0]!).join(',')).toBe((await csv.text()).split('\r\n')[0])
  })

  it('answers 400 as JSON for a query the report refuses', async () => {
    const res = await send('/admin/api/report?by=colour', `Bearer ${API}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toContain('by= must be one of')
  })

  it('gets 403 everywhere else with the API token, and 401 with a wrong one', async () => {
    for (const path of [
      '/admin',
      '/admin/report?by=campaign',
      '/admin/report.csv',
      '/admin/postbacks',
    ]) {
      expect((await send(path, `Bearer ${API}`)).status, path).toBe(403)
    }
    expect((await send('/admin/costs', `Bearer ${API}`, { method: 'POST' })).status).toBe(403)
    expect((await send(QUERY, 'Bearer not-the-token')).status).toBe(401)
    // The owner and the viewer read it too.
    expect((await send(QUERY, basic('admin', OWNER))).status).toBe(200)
    expect((await send(QUERY, basic('viewer', VIEWER))).status).toBe(200)
  })

  it('answers 401 to an API token when none is configured', async () => {
    const res = await request(
      QUERY,
      { confirmed: false, headers: { Authorization: `Bearer ${API}` } },
      { ...ENV, REPORT_API_TOKEN: undefined },
    )
    expect(res.status).toBe(401)
  })
})

describe('the viewer login', () => {
  it('reads every report page', async () => {
    for (const path of [
      '/admin',
      '/admin/report?by=sub1&campaign=ap_main',
      '/admin/report.csv?by=campaign',
      '/admin/export.csv',
      '/admin/revenue.csv',
      '/admin/blocklist.txt?campaign=ap_main',
      '/admin/postbacks',
      '/admin/rules',
    ]) {
      expect((await send(path, basic('viewer', VIEWER))).status, path).toBe(200)
    }
  })

  it('gets 403 on every write: costs, traffic sources, postback templates and their deletion, rules', async () => {
    for (const path of [
      '/admin/costs',
      '/admin/campaign-source',
      '/admin/postbacks',
      '/admin/postbacks/delete',
      '/admin/rules',
      '/admin/rules/change',
      '/admin/rules/undo',
    ]) {
      const res = await send(path, basic('viewer', VIEWER), { method: 'POST' })
      expect(res.status, path).toBe(403)
      expect(await res.text()).toContain('cannot change anything')
    }
    const cost = await DB.prepare(
      `SELECT COUNT(*) AS n FROM campaign_costs WHERE campaign = 'ap_main'`,
    ).first<{ n: number }>()
    expect(cost!.n).toBe(0)
  })

  it('is not the owner: the viewer’s password under the owner’s name is refused, and the reverse', async () => {
    expect((await send('/admin', basic('admin', VIEWER))).status).toBe(401)
    expect((await send('/admin', basic('viewer', OWNER))).status).toBe(401)
  })
})

describe('throttled like the owner’s login', () => {
  it('answers 429 once a client’s wrong viewer passwords or API tokens pass the limit', async () => {
    const ip = '192.0.2.99'
    await awayFromMinuteBoundary()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const wrong = i % 2 ? basic('viewer', `wrong-${i}`) : `Bearer wrong-${i}`
      statuses.push((await send('/admin', wrong, { ip })).status)
    }
    expect(statuses).toContain(429)
    // Throttled, even the right token is refused until the window ends.
    expect((await send('/admin/api/report?by=campaign', `Bearer ${API}`, { ip })).status).toBe(429)
  }, 60_000)
})
