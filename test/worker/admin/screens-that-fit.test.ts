/**
 * The admin screens a buyer works in: every table sorted by any column through links (the
 * report, report.csv and the dashboard's tables), date presets, the money chart, and the block
 * list's controls saying why an empty list is empty.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { ORIGIN, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'screens-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.36' })
const DAY = '2025-06-10'
const RANGE = `from=${DAY}&to=${DAY}`

const admin = ADMIN.get

/** The first cells (values) of report.csv's lines. */
async function csvKeys(query: string): Promise<string[]> {
  const res = await admin(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  return (await res.text())
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]!)
}

/** sc_main's zones: landings, cost and revenue chosen so that each column orders them apart. */
beforeAll(async () => {
  const zones: [string, number, number, number][] = [
    // zone, landings, cost (micros), partner revenue (micros)
    ['z-a', 300, 900_000, 0],
    ['z-b', 100, 3_000_000, 9_000_000],
    ['z-c', 200, 100_000, 500_000],
  ]
  await DB.batch(
    zones.flatMap(([zone, landings, cost, revenue]) => [
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros)
         VALUES (?1, 'landing', 'sc_main', ?2, ?3, ?4)`,
      ).bind(`${DAY}T10`, zone, landings, cost),
      DB.prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, sub1, status, count, micros)
         VALUES (?1, 'sc_main', 'state', ?2, 'approved', ?3, ?4)`,
      ).bind(`${DAY}T10`, zone, revenue > 0 ? 1 : 0, revenue),
    ]),
  )
})

describe('sorting a report by any column', () => {
  it('sorts report.csv by ?sort=COLUMN&dir=asc|desc, by value by default', async () => {
    const base = `by=sub1&campaign=sc_main&${RANGE}`
    expect(await csvKeys(base)).toEqual(['z-a', 'z-b', 'z-c'])
    expect(await csvKeys(`${base}&sort=landings&dir=desc`)).toEqual(['z-a', 'z-c', 'z-b'])
    expect(await csvKeys(`${base}&sort=cost&dir=asc`)).toEqual(['z-c', 'z-a', 'z-b'])
    // ROI: z-c +400 %, z-b +200 %, z-a −100 %.
    expect(await csvKeys(`${base}&sort=roi&dir=desc`)).toEqual(['z-c', 'z-b', 'z-a'])
    expect(await csvKeys(`${base}&sort=sub1&dir=desc`)).toEqual(['z-c', 'z-b', 'z-a'])
  })

  it('answers 400 naming the columns for an unknown column or direction', async () => {
    const bad = await admin(`/admin/report.csv?by=sub1&campaign=sc_main&sort=colour`)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('sort= must be one of sub1, landings,')
    const dir = await admin(`/admin/report.csv?by=sub1&campaign=sc_main&sort=roi&dir=up`)
    expect(dir.status).toBe(400)
  })

  it('links every column header of the report page to its sort, the sorted one marked', async () => {
    const html = await (await admin(`/admin/report?by=sub1&campaign=sc_main&${RANGE}`)).text()
    const headers = [...html.matchAll(/<th scope="col"[^>]*><a href="([^"]+)"/g)].map(
      ([, href]) => new URL(href!.replaceAll('&amp;', '&'), ORIGIN).searchParams,
    )
    expect(headers.map((query) => query.get('sort'))).toEqual([
      'sub1',
      'landings',
      'clicks',
      'unique_clicks',
      'direct_clicks',
      'signups',
      'cr',
      'revenue',
      'cost',
      'profit',
      'roi',
      'epc',
      'cpa',
      'bots',
      'verdict',
    ])
    expect(html).toMatch(/<th scope="col" class="num" aria-sort="descending"><a [^>]*>Landings/)
    const byRoi = await admin(`/admin/report?by=sub1&campaign=sc_main&${RANGE}&sort=roi&dir=asc`)
    const body = textOf(await byRoi.text())
    expect(body.indexOf('z-a 300')).toBeLessThan(body.indexOf('z-b 100'))
    expect(body.indexOf('z-b 100')).toBeLessThan(body.indexOf('z-c 200'))
    // The CSV link keeps the order.
    expect(
      await (await admin(`/admin/report?by=sub1&campaign=sc_main&sort=roi&dir=asc`)).text(),
    ).toContain('sort=roi&amp;dir=asc')
  })
})

describe('drilling down a report from a choice above the table', () => {
  /** Each row's drill-down link on a page: value → its query. */
  function rowLinks(html: string): Record<string, URLSearchParams> {
    const links = [...html.matchAll(/<a class="admin-value" href="([^"]+)" aria-label="([^"]+)"/g)]
    return Object.fromEntries(
      links.map(([, href, label]) => [
        label!,
        new URL(href!.replaceAll('&amp;', '&'), ORIGIN).searchParams,
      ]),
    )
  }

  it('links each zone’s name to its report by sub2 unless another dimension is chosen, keeping the choice in the sort links', async () => {
    const base = `/admin/report?by=sub1&campaign=sc_main&${RANGE}`
    const usual = rowLinks(await (await admin(base)).text())
    expect(Object.fromEntries(usual['z-a by sub2']!)).toMatchObject({ by: 'sub2', sub1: 'z-a' })
    const res = await admin(`${base}&then=state`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(rowLinks(html)['z-b by state']!.get('by')).toBe('state')
    expect(html).toMatch(/<a href="[^"]*then=state[^"]*" aria-current="true">state<\/a>/)
    // A sort link keeps the choice; a drill-down starts the next report with its usual one.
    expect(html).toMatch(/href="[^"]*sort=cost[^"]*then=state/)
    expect(rowLinks(html)['z-b by state']!.has('then')).toBe(false)
  })

  it('drills the dashboard’s campaigns down by their zones, or the dimension chosen', async () => {
    const links = rowLinks(await (await admin(`/admin?${RANGE}&then=device`)).text())
    expect(Object.fromEntries(links['sc_main by device']!)).toMatchObject({
      by: 'device',
      campaign: 'sc_main',
    })
  })

  it('answers 400 naming the choices for an unknown or already fixed dimension', async () => {
    for (const then of ['colour', 'campaign', 'sub1']) {
      const res = await admin(`/admin/report?by=sub1&campaign=sc_main&${RANGE}&then=${then}`)
      expect(res.status, then).toBe(400)
      expect(textOf(await res.text()), then).toContain('then= must be one of day, hour, sub2')
    }
    expect((await admin(`/admin?${RANGE}&then=colour`)).status).toBe(400)
  })
})

describe('sorting the dashboard’s tables', () => {
  it('sorts the profit table by its own parameters, keeping the filters and nothing else', async () => {
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, count, cost_micros)
       VALUES (?1, 'landing', 'sc_other', 900, 50000)`,
    )
      .bind(`${DAY}T11`)
      .run()
    const usual = await (await admin(`/admin?${RANGE}`)).text()
    const table = (html: string) =>
      textOf(html.match(/<caption>Profit per campaign[\s\S]*?<\/table>/)![0])
    expect(table(usual).indexOf('sc_other')).toBeLessThan(table(usual).indexOf('sc_main'))
    const link = usual.match(/href="(\/admin\?[^"]*profit_sort=revenue[^"]*)"/)![1]!
    const query = new URL(link.replaceAll('&amp;', '&'), ORIGIN).searchParams
    expect(Object.fromEntries(query)).toMatchObject({ from: DAY, to: DAY, profit_dir: 'desc' })
    const byRevenue = await (await admin(link.replaceAll('&amp;', '&'))).text()
    expect(table(byRevenue).indexOf('sc_main')).toBeLessThan(table(byRevenue).indexOf('sc_other'))
    expect((await admin(`/admin?${RANGE}&day_sort=colour`)).status).toBe(400)
  })
})

describe('date presets and the money chart', () => {
  it('offers today, yesterday, the last 7 and 30 days and this month as links, and a custom range', async () => {
    const html = await (await admin(`/admin?${RANGE}`)).text()
    const nav = textOf(html.match(/<nav aria-label="Date range">[\s\S]*?<\/nav>/)![0])
    expect(nav.trim()).toBe('Today Yesterday Last 7 days Last 30 days This month Custom range')
    const today = new Date().toISOString().slice(0, 10)
    expect(html).toContain(`href="/admin?from=${today}&amp;to=${today}`)
  })

  it('draws revenue, cost and profit per day, told apart by dash and marker, with a text alternative', async () => {
    const html = await (await admin(`/admin?${RANGE}&campaign=sc_main`)).text()
    const svg = html.match(/<svg[^>]*aria-labelledby="money-chart-title[\s\S]*?<\/svg>/)![0]
    expect(svg).toContain('<title id="money-chart-title">Revenue, cost and profit per day')
    expect(textOf(svg)).toContain('Revenue: 9.50 in all. Cost: 4.00 in all. Profit: 5.50 in all.')
    for (const series of ['revenue', 'cost', 'profit']) {
      expect(svg).toContain(`class="admin-series admin-money-${series}"`)
    }
    // Named at their ends, not by colour alone.
    expect(textOf(svg)).toMatch(/Revenue\s*Cost\s*Profit\s*$/)
  })
})

describe('the block list’s controls on the report page', () => {
  it('shows its parameters as a form and says why the list is empty', async () => {
    await DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('sc_main', 'https://t.example/p?c={cid}', 1000000, 'signup', ?1)`,
    )
      .bind(new Date().toISOString())
      .run()
    const html = await (await admin(`/admin/report?by=sub1&campaign=sc_main&${RANGE}`)).text()
    expect(html).toMatch(
      /<form class="admin-filters" action="\/admin\/blocklist.txt" method="get">/,
    )
    for (const name of ['by', 'confidence', 'min_landings', 'max_roi']) {
      expect(html).toContain(`name="${name}"`)
    }
    // z-a spent 0.90 of a 1.00 payout without a conversion: 2.10 more at 4.00 ÷ 600 a landing.
    expect(textOf(html)).toContain(
      'The list is empty. No zone has spent 3.0× payout without a conversion yet: z-a needs 315 more landings at this range’s cost per landing.',
    )
  })
})
