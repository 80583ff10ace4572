/** The dashboard's days in a chosen time zone: the right UTC hours counted, shown and exported. */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { CSV_HEADER } from '../../../src/reports/csv/export-csv'
import { REVENUE_CSV_HEADER } from '../../../src/reports/csv/export-revenue-csv'
import { unflushedCounts } from '../../../src/reports/unflushed-counts'
import { TEST_ENV, textOf } from '../helpers'
import { DB, visit } from '../campaign/campaign-helpers'
import { formatCount } from '../../../src/admin/ui/format'
import { GO_PATH } from '../../../src/shared/paths'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'time-zone-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.29' })
const NEW_YORK = 'tz=America%2FNew_York'
const HOUR_MS = 3_600_000

const admin = ADMIN.get

/**
 * Campaign tz_ny: one click in every UTC hour from 2026-03-06T20 to 2026-03-09T12, around New
 * York's midnights and its change to summer time (2026-03-08, 02:00 EST = 07:00 UTC), and in hour
 * n of them n landings: a sum of landings tells which hours were counted, not only how many.
 */
const SEEDED: { hour: string; landings: number }[] = Array.from({ length: 65 }, (_, n) => ({
  hour: new Date(Date.parse('2026-03-06T20:00:00Z') + n * HOUR_MS).toISOString().slice(0, 13),
  landings: n + 1,
}))

/** Landings seeded in the UTC hours from `first` through `last` (as the page writes them: 1,035), and how many hours that is. */
function seeded(first: string, last: string) {
  const hours = SEEDED.filter(({ hour }) => hour >= first && hour <= last)
  const landings = hours.reduce((sum, { landings }) => sum + landings, 0)
  return { hours: hours.length, landings: formatCount(landings) }
}

/** The per-day table's rows: day, clicks, landings. */
function dailyRows(html: string): string[] {
  const table = html.match(/<caption>Per day[\s\S]*?<\/table>/)![0]
  return [
    ...table.matchAll(
      /<tr[^>]*><th scope="row">([^<]*)<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td>/g,
    ),
  ].map((m) => `${m[1]} ${m[2]} ${m[3]}`)
}

beforeAll(async () => {
  await DB.batch(
    SEEDED.flatMap(({ hour, landings }) =>
      [
        ['click', 1],
        ['landing', landings],
      ].map(([event, count]) =>
        DB.prepare(
          `INSERT INTO campaign_counts (hour, event, campaign, page, country, device, count)
           VALUES (?1, ?2, 'tz_ny', 'go', 'US', 'phone', ?3)`,
        ).bind(hour, event, count),
      ),
    ),
  )
  // Postbacks either side of New York's midnight of 2026-03-08 and 2026-03-09.
  for (const [hour, count] of [
    ['2026-03-08T04', 1],
    ['2026-03-08T05', 2],
    ['2026-03-09T03', 4],
    ['2026-03-09T04', 8],
  ] as const) {
    await DB.prepare(
      `INSERT INTO postback_outcomes (hour, campaign, outcome, count) VALUES (?, 'tz_ny', 'sent', ?)`,
    )
      .bind(hour, count)
      .run()
  }
})

describe('the dashboard in a time zone', () => {
  it('counts a New York day as its 24 UTC hours, 05:00 to 04:00, and the day before as the previous period', async () => {
    const res = await admin(`/admin?${NEW_YORK}&from=2026-03-07&to=2026-03-07&campaign=tz_ny`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const day = seeded('2026-03-07T05', '2026-03-08T04')
    const before = seeded('2026-03-06T05', '2026-03-07T04')
    expect(day.hours).toBe(24)
    const text = textOf(html)
    expect(text).toContain('(2026-03-06 to 2026-03-06)')
    expect(text).toMatch(new RegExp(`Clicks on campaign links 24 ${before.hours} `))
    expect(text).toMatch(new RegExp(`Landings ${day.landings} ${before.landings} `))
    expect(dailyRows(html)).toEqual([`2026-03-07 24 ${day.landings}`])
    expect(html).toContain('<caption>Per day (America/New_York): funnel and backend health')
    expect(html).toMatch(/<option value="America\/New_York" selected="">/)
  })

  it('gives the day clocks go forward its 23 hours, and fold each hour into its New York day', async () => {
    const html = await (
      await admin(`/admin?${NEW_YORK}&from=2026-03-07&to=2026-03-09&campaign=tz_ny`)
    ).text()
    const march8 = seeded('2026-03-08T05', '2026-03-09T03')
    expect(march8.hours).toBe(23)
    const march9 = seeded('2026-03-09T04', '2026-03-10T03')
    expect(dailyRows(html)).toEqual([
      `2026-03-07 24 ${seeded('2026-03-07T05', '2026-03-08T04').landings}`,
      `2026-03-08 23 ${march8.landings}`,
      `2026-03-09 ${march9.hours} ${march9.landings}`,
    ])
    expect(textOf(html)).toMatch(new RegExp(`Clicks on campaign links ${24 + 23 + march9.hours} `))
  })

  it('keeps UTC days without a zone', async () => {
    const html = await (await admin('/admin?from=2026-03-07&to=2026-03-08&campaign=tz_ny')).text()
    expect(dailyRows(html)).toEqual([
      `2026-03-07 24 ${seeded('2026-03-07T00', '2026-03-07T23').landings}`,
      `2026-03-08 24 ${seeded('2026-03-08T00', '2026-03-08T23').landings}`,
    ])
    expect(html).toContain('<caption>Per day (UTC)')
    expect(html).toMatch(/<option value="UTC" selected="">/)
  })

  it('falls back to UTC with a message for a zone it does not know, or cannot cut into UTC hours', async () => {
    for (const [zone, message] of [
      ['Mars%2FOlympus_Mons', '“Mars/Olympus_Mons” is not a time zone'],
      ['Asia%2FKolkata', 'Asia/Kolkata: its days do not begin on a whole UTC hour'],
    ]) {
      const res = await admin(`/admin?tz=${zone}&from=2026-03-07&to=2026-03-07&campaign=tz_ny`)
      expect(res.status, zone).toBe(400)
      const html = await res.text()
      expect(html).toMatch(new RegExp(`<ul class="admin-errors" role="alert"><li>${message}`))
      expect(dailyRows(html)).toEqual([
        `2026-03-07 24 ${seeded('2026-03-07T00', '2026-03-07T23').landings}`,
      ])
      expect(html).toMatch(/<option value="UTC" selected="">/)
    }
  })

  it('keeps the zone in the sort, page and CSV links', async () => {
    // 51 campaigns on one New York day: two pages of the campaign table.
    await DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 51)
       INSERT INTO campaign_counts (hour, event, campaign, page, country, device, count)
       SELECT '2026-04-02T03', 'click', printf('tz_page_%02d', i), 'go', 'US', 'phone', 1 FROM n`,
    ).run()
    const html = await (await admin(`/admin?${NEW_YORK}&from=2026-04-01&to=2026-04-01`)).text()
    const links = [...html.matchAll(/href="(\/admin[^"#]*)/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    )
    const kinds = ['sort=campaign', 'page=2', '/admin/export.csv?', '/admin/revenue.csv?']
    for (const kind of kinds) {
      const link = links.find((href) => href.includes(kind))
      expect(link, kind).toBeDefined()
      expect(new URL(link!, 'https://x.test').searchParams.get('tz'), kind).toBe('America/New_York')
    }
    expect(textOf(html)).toContain('(51 campaigns; column headers sort)')
  })

  it('exports the New York day’s UTC hours in both CSVs, the zone in their names', async () => {
    const range = `${NEW_YORK}&from=2026-03-08&to=2026-03-08&campaign=tz_ny`
    const res = await admin(`/admin/export.csv?${range}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toBe(
      'attachment; filename="campaigns-2026-03-08-to-2026-03-08-tz_ny-America-New_York.csv"',
    )
    const lines = (await res.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe(CSV_HEADER)
    const hours = [...new Set(lines.slice(1).map((line) => line.slice(0, 13)))]
    expect(hours).toHaveLength(23)
    expect([hours[0], hours.at(-1)]).toEqual(['2026-03-08T05', '2026-03-09T03'])
    expect(lines).toHaveLength(1 + 23 * 2)

    const revenue = await admin(`/admin/revenue.csv?${range}`)
    expect(revenue.headers.get('Content-Disposition')).toContain('-America-New_York.csv"')
    expect((await revenue.text()).split('\r\n')).toEqual([
      REVENUE_CSV_HEADER,
      '2026-03-08T05,tz_ny,0.00,0,0,0,0,2,0,0',
      '2026-03-09T03,tz_ny,0.00,0,0,0,0,4,0,0',
      '',
    ])
    // The revenue table on the dashboard adds the same hours.
    const text = textOf(await (await admin(`/admin?${range}`)).text())
    expect(text).toMatch(new RegExp(`tz_ny 0\\.00 0\\.00 0\\.00 – 6 0`))
  })

  it('shows a click the aggregators still hold under today in the zone', async () => {
    // A zone whose day is not today's UTC day, an hour or more from its midnight.
    const hour = new Date().getUTCHours()
    const zone = hour >= 11 ? 'Pacific/Kiritimati' : 'Etc/GMT+12'
    const offset = (hour >= 11 ? 14 : -12) * HOUR_MS
    const today = new Date(Date.now() + offset).toISOString().slice(0, 10)
    await visit(`${GO_PATH}?sub=tz_fresh`)
    const inD1 = await DB.prepare(
      "SELECT COUNT(*) AS n FROM campaign_counts WHERE campaign = 'tz_fresh'",
    ).first<{ n: number }>()
    expect(inD1!.n).toBe(0)
    const query = `tz=${encodeURIComponent(zone)}&from=${today}&to=${today}&campaign=tz_fresh`
    const html = await (await admin(`/admin?${query}`)).text()
    expect(dailyRows(html)).toEqual([`${today} 1 0`])
    // A zone the select does not list stays selected, so the next Show keeps it.
    expect(html).toContain(`<option value="${zone}" selected="">${zone}</option>`)
  })

  it('cuts the rows the aggregators still hold at the same UTC hours', async () => {
    await visit(`${GO_PATH}?sub=tz_held`)
    const held = async (first: string, last: string) =>
      JSON.parse((await unflushedCounts(TEST_ENV, { first, last, campaign: 'tz_held' })).json)
    const [row] = await held('2000-01-01T00', '2999-12-31T23')
    const hour: string = row[2]
    const shifted = (hours: number) =>
      new Date(Date.parse(`${hour}:00:00Z`) + hours * HOUR_MS).toISOString().slice(0, 13)
    // The click, its direct click and, its visitor having no cookie, its unique click.
    expect(await held(hour, hour)).toHaveLength(3)
    expect(await held(shifted(-5), shifted(-1))).toEqual([])
    expect(await held(shifted(1), shifted(5))).toEqual([])
  })
})
