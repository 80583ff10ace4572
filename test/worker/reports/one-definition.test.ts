/**
 * One definition per figure: every report and the dashboard take CR, EPC and CPA from one place,
 * what came without a campaign is a row of its own and never part of a campaign's numbers, CPA is
 * empty where nothing was spent, and a row's money adds up on screen as it is shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { REPORT_DIMENSIONS } from '../../../src/reports/report-data'
import { answerJson, mockBackend, postSignup, TEST_ENV, textOf } from '../helpers'
import { VALID_SIGNUP } from '../helpers'
import { campCookie, DB, IPHONE, TODAY, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'one-definition-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.34' })
const DAY = '2024-03-05'

afterEach(() => vi.restoreAllMocks())

/** A page or CSV of the admin, 200, with what the aggregators hold flushed first. */
async function admin(path: string): Promise<string> {
  await flushAggregators()
  return read(path)
}

/** A page or CSV of the admin, 200, as D1 holds it now. */
async function read(path: string): Promise<string> {
  const res = await ADMIN.get(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** Every report.csv of today, and the dashboard's campaign rows, as text. */
async function everyReport(): Promise<Record<string, string>> {
  const today = `from=${TODAY()}&to=${TODAY()}`
  const reports: Record<string, string> = {}
  // Flushed once: reading a report adds no count, so every report after reads the same D1.
  await flushAggregators()
  for (const by of REPORT_DIMENSIONS) {
    const lines = (await read(`/admin/report.csv?by=${by}&${today}`)).trimEnd().split('\r\n')
    // Only the report by campaign has a row for what came without one.
    reports[by] = lines
      .filter((line) => !(by === 'campaign' && line.startsWith('(none),')))
      .join('\n')
  }
  const html = await read(`/admin?${today}`)
  // A table's rows, but the one of what came without a campaign.
  const campaignRows = (caption: string, none: string) => {
    const table = html.match(new RegExp(`<caption>${caption}[\\s\\S]*?</table>`))![0]
    const rows = table.match(/<tr>[\s\S]*?<\/tr>/g) ?? []
    return rows.map((row) => textOf(row).trim()).filter((row) => !row.startsWith(`${none} `))
  }
  reports.profit = campaignRows('Profit per campaign', '(none)').join('\n')
  reports.campaigns = campaignRows('Per campaign', 'no campaign').join('\n')
  return reports
}

describe('signups without a campaign', () => {
  it('change no campaign row of any report, and are the (none) row of the report by campaign', async () => {
    mockBackend(answerJson(200, {}))
    const landing = await visit('/state/Texas?sub=od_camp&sub1=zone-1&cost=0.10')
    const cookie = campCookie(landing.res)!.split(';')[0]!
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await visit('/go?sub=od_camp&sub1=zone-1')
    const before = await everyReport()
    // Visitors who came without a campaign link: a signup each, and the site's own /go.
    for (let i = 0; i < 3; i++) await postSignup(VALID_SIGNUP, { agent: IPHONE })
    await visit('/go?from=success')
    expect(await everyReport()).toEqual(before)
    const lines = (await admin(`/admin/report.csv?by=campaign&from=${TODAY()}&to=${TODAY()}`))
      .trimEnd()
      .split('\r\n')
    const [header, ...rows] = lines
    const none = rows.find((line) => line.startsWith('(none),'))!.split(',')
    const column = (name: string) => none[header!.split(',').indexOf(name)]
    expect(column('signups')).toBe('3')
    // No cost: no cost per signup (not 0.00).
    expect(column('cost')).toBe('0.00')
    expect(column('cpa')).toBe('')
    // Thirty reports read twice, with the aggregators flushed before each: a few seconds.
  }, 60_000)
})

describe('a report row on screen', () => {
  it('shows profit as the shown revenue minus the shown cost, CPA only with a cost, and bots', async () => {
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, page, sub1, count, cost_micros) VALUES
       ('${DAY}T10', 'landing', 'od_cents', 'state', 'z', 2, 6000),
       ('${DAY}T10', 'signup_created', 'od_cents', 'state', 'z', 1, 0),
       ('${DAY}T10', 'bot', 'od_cents', 'state', '', 5, 0),
       ('${DAY}T10', 'landing', 'od_free', 'state', '', 1, 0),
       ('${DAY}T10', 'signup_created', 'od_free', 'state', '', 1, 0)`,
    ).run()
    await DB.prepare(
      `INSERT INTO partner_revenue (hour, campaign, page, sub1, status, count, micros) VALUES
       ('${DAY}T10', 'od_cents', 'state', 'z', 'approved', 1, 4000)`,
    ).run()
    const html = await admin(`/admin/report?by=campaign&from=${DAY}&to=${DAY}`)
    const text = textOf(html)
    expect(text).toContain('CPA Bots Block list')
    // Revenue 0.004 shows 0.00 and cost 0.006 shows 0.01: profit −0.01, not −0.00.
    expect(text).toMatch(/od_cents 2 0 0 0 1 50\.00% 0\.00 0\.01 -0\.01 -33\.33% – 0\.01 5 /)
    // No cost: CPA "–", not 0.00.
    expect(text).toMatch(/od_free 1 0 0 0 1 100\.00% 0\.00 0\.00 0\.00 – – – 0 /)
  })

  it('gives the bots of a drill-down by a dimension they do not carry in a line, not a row of zeros', async () => {
    const html = await admin(`/admin/report?by=sub1&campaign=od_cents&from=${DAY}&to=${DAY}`)
    const text = textOf(html)
    expect(text).toContain('Bots carry no sub1: 5 in this report')
    expect(text).not.toContain('(none) 0 0 0 0')
    expect(text).toMatch(/ z 2 0 0 0 1 50\.00% 0\.00 0\.01 -0\.01 -33\.33% – 0\.01 0 /)
  })
})
