/** Revenue on /admin and in /admin/revenue.csv: approved minus reversed, EPC, per landing and signup, postbacks. */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { partnerToken } from '../../../src/campaign/attribution/partner-token'
import { REVENUE_CSV_HEADER } from '../../../src/reports/csv/export-revenue-csv'
import { request, TEST_ENV, textOf } from '../helpers'
import { DB, visit } from '../campaign/campaign-helpers'
import { GO_PATH } from '../../../src/shared/paths'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'revenue-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.19' })
const DAY = '2023-05-10'

const admin = ADMIN.get

async function partnerSays(campaign: string, hour: string, query: Record<string, string>) {
  const token = await partnerToken({ campaign, hour, page: 'go' }, TEST_ENV.CAMPAIGN_SECRET!)
  const search = new URLSearchParams({ token, ...query })
  const res = await request(`/postback/${TEST_ENV.POSTBACK_SECRET}?${search}`)
  expect(await res.text()).toBe('ok')
}

async function count(hour: string, event: string, campaign: string, n: number) {
  await DB.prepare(
    `INSERT INTO campaign_counts (hour, event, campaign, page, country, device, count)
     VALUES (?, ?, ?, 'go', 'US', 'phone', ?)`,
  )
    .bind(hour, event, campaign, n)
    .run()
}

async function postbacks(hour: string, campaign: string, outcome: string, n: number) {
  await DB.prepare(
    'INSERT INTO postback_outcomes (hour, campaign, outcome, count) VALUES (?, ?, ?, ?)',
  )
    .bind(hour, campaign, outcome, n)
    .run()
}

/** rv_a: 40 clicks, 20 landings, 4 created; 12.50 approved, 2.50 reversed, 5 pending: 10.00. */
async function seed() {
  await count(`${DAY}T14`, 'click', 'rv_a', 40)
  await count(`${DAY}T14`, 'landing', 'rv_a', 20)
  await count(`${DAY}T15`, 'signup_created', 'rv_a', 4)
  await partnerSays('rv_a', `${DAY}T14`, { txid: 'RV-1', payout: '10', status: 'approved' })
  await partnerSays('rv_a', `${DAY}T15`, { txid: 'RV-2', payout: '2.50', status: 'approved' })
  await partnerSays('rv_a', `${DAY}T15`, { txid: 'RV-2', payout: '2.50', status: 'reversed' })
  await partnerSays('rv_a', `${DAY}T15`, { txid: 'RV-3', payout: '5', status: 'pending' })
  await postbacks(`${DAY}T15`, 'rv_a', 'sent', 3)
  await postbacks(`${DAY}T16`, 'rv_a', 'failed', 1)
  await postbacks(`${DAY}T16`, 'rv_a', 'skipped', 2)
  // Money without clicks: nothing to divide by.
  await partnerSays('rv_b', `${DAY}T09`, { txid: 'RV-4', payout: '1.25', status: '1' })
}

describe('revenue on the dashboard and in the CSV', () => {
  it('shows revenue, EPC, revenue per landing and per signup, and postbacks per campaign', async () => {
    await seed()
    const res = await admin(`/admin?from=${DAY}&to=${DAY}`)
    expect(res.status).toBe(200)
    const text = textOf(await res.text())
    expect(text).toContain(
      // Sorted by revenue, the most first (the arrow says so).
      'Campaign Revenue ▼ EPC Per landing Per signup Postbacks sent Postbacks failed Postbacks skipped',
    )
    expect(text).toMatch(/rv_a 10\.00 0\.25 0\.50 2\.50 3 1 2 /)
    expect(text).toMatch(/rv_b 1\.25 – – – 0 0 0 /)
    // Filtered to one campaign, only its row.
    const one = textOf(await (await admin(`/admin?from=${DAY}&to=${DAY}&campaign=rv_b`)).text())
    expect(one).toMatch(/rv_b 1\.25/)
    expect(one).not.toMatch(/rv_a 10\.00/)
  })

  it('divides by clicks the aggregators have not yet written to D1', async () => {
    const hour = new Date().toISOString().slice(0, 13)
    for (let i = 0; i < 4; i++) await visit(`${GO_PATH}?sub=rv_fresh`)
    await partnerSays('rv_fresh', hour, { txid: 'RV-F', payout: '2', status: 'approved' })
    const today = hour.slice(0, 10)
    const text = textOf(await (await admin(`/admin?from=${today}&to=${today}`)).text())
    expect(text).toMatch(/rv_fresh 2\.00 0\.50 – – 0 0 0 /)
  })

  it('exports revenue and postbacks per UTC hour and campaign', async () => {
    const res = await admin(`/admin/revenue.csv?from=${DAY}&to=${DAY}`)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toContain(`revenue-${DAY}-to-${DAY}.csv`)
    expect((await res.text()).split('\r\n')).toEqual([
      REVENUE_CSV_HEADER,
      `${DAY}T09,rv_b,1.25,1,0,0,0,0,0,0`,
      `${DAY}T14,rv_a,10.00,1,0,0,0,0,0,0`,
      `${DAY}T15,rv_a,0.00,1,1,0,1,3,0,0`,
      // The dashboard's skipped postbacks too: a row of only skipped ones is not all zeros.
      `${DAY}T16,rv_a,0.00,0,0,0,0,0,1,2`,
      '',
    ])
  })

  it('links the revenue CSV from the filters, and refuses it without the admin login', async () => {
    const html = await (await admin(`/admin?from=${DAY}&to=${DAY}`)).text()
    expect(html).toContain(`href="/admin/revenue.csv?from=${DAY}&amp;to=${DAY}`)
    const anonymous = await request(`/admin/revenue.csv?from=${DAY}&to=${DAY}`, {}, ADMIN_ENV)
    expect(anonymous.status).toBe(401)
  })
})
