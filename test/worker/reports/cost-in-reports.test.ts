/**
 * Pulled and pushed spend in the report's figures (docs/decisions/047-pulled-cost-in-every-view.md),
 * the design's cases asserted on the report itself, not only on the stored rows: zone spend
 * replaces the macro and the manual cost (15.00, the macro 4.00 gone); a restated day is 15.36,
 * not 27.36; a DST day's 23 or 25 hours sum exactly; "(source only)" spend is a row in the totals;
 * campaign-only spend is spread, estimated; and through the sources' fakes: 429 on page 2, an
 * expired token, an HTML page and EUR on a USD site leave the report as it was.
 */
import { describe, expect, it } from 'vitest'
import { saveRate } from '../../../src/campaign/conversions'
import { replaceDays } from '../../../src/cost-sync/cost-store'
import { sourceDayHours } from '../../../src/reports/cost-allocation'
import {
  CSV_SHAPE,
  loadReport,
  type ReportDimension,
  type ReportFilters,
} from '../../../src/reports/report-data'
import { zoneDays, zoneToday } from '../../../src/reports/zone-days'
import { adminClient } from '../../support/admin-client'
import { TEST_ENV, textOf } from '../helpers'
import { loadZoneVerdicts } from '../../../src/reports/zone-verdicts'
import { loadArmFigures } from '../../../src/reports/test-figures'
import { DEFAULT_RULE } from '../../../src/stats/zone-verdict'
import type { LanderTest } from '../../../src/lander-tests/lander-test'
import type { FakeSpend } from '../../support/fake-sources'
import { DB } from '../campaign/campaign-helpers'
import { connect, DAY, fakeFor, NOW, pull, requeue } from '../cost-sync/cost-helpers'

const NY = 'America/New_York'
const HOUR_MS = 3_600_000
const shiftHour = (hour: string, hours: number) =>
  new Date(Date.parse(`${hour}:00:00Z`) + hours * HOUR_MS).toISOString().slice(0, 13)
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

interface Landings {
  hour: string
  zone: string
  count: number
  /** The links' cost macro of all of them, micros. */
  macro?: number
  state?: string
  arm?: string
}

/** A campaign of `source` named by its source campaign id, with its landings and manual cost. */
async function campaignWith(
  campaign: string,
  source: { source: string; id: string },
  landings: readonly Landings[],
  cpmMicros?: number,
) {
  await DB.batch([
    DB.prepare(
      `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
       VALUES (?1, ?2, NULL, ?3, 'now')`,
    ).bind(campaign, source.source, source.id),
    ...(cpmMicros
      ? [
          DB.prepare(
            `INSERT INTO campaign_costs (campaign, model, rate_micros, updated)
             VALUES (?1, 'cpm', ?2, 'now')`,
          ).bind(campaign, cpmMicros),
        ]
      : []),
    ...landings.map((row) =>
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, state, arm, count, cost_micros,
           visitors) VALUES (?1, 'landing', ?2, ?3, ?4, ?7, ?5, ?6, ?5)`,
      ).bind(
        row.hour,
        campaign,
        row.zone,
        row.state ?? '',
        row.count,
        row.macro ?? 0,
        row.arm ?? '',
      ),
    ),
  ])
}

/** Spend of source days in New York, as a pull writes it. */
async function spend(
  account: string,
  days: { day: string; rows: { campaignId: string; zone: string; costMicros: number }[] }[],
  fetchedAt = Date.parse(`${DAY}T18:30:00Z`),
) {
  await DB.batch(
    replaceDays(
      DB,
      { source: 'exoclick', account },
      days.map(({ day, rows }) => ({ scope: { day }, rows })),
      { currency: 'USD', timeZone: NY, fetchedAt, runId: `${account}-${fetchedAt}` },
    ),
  )
}

/** The report of `campaign`'s days `from` to `to` in `zone`: key → cost micros (and the rows). */
async function report(
  by: ReportDimension,
  campaign: string,
  from: string,
  to: string,
  zone = 'UTC',
  filters: ReportFilters = {},
) {
  const span = zoneDays(zone, from, to)!
  const range = { first: span.days[0]!.firstHour, last: shiftHour(span.end, -1), campaign }
  const rows = await loadReport(DB, range, by, filters, '[]', span.days, CSV_SHAPE, zone)
  return { costs: Object.fromEntries(rows.map((row) => [row.key, row.costMicros])), rows }
}

describe('zone spend in the report', () => {
  const hours = sourceDayHours(NY, DAY)
  const after = shiftHour(hours.at(-1)!, 1)

  it('replaces the macro and the manual cost in the hours of its source day; a zone without landings is a (source only) row in the totals; a restated day is 15.36 + the rest, not added', async () => {
    // Case 1: 300 and 100 landings at 0.01 each, a manual CPM of 2.00; 50 more after the day.
    await campaignWith(
      'cr_zones',
      { source: 'exoclick', id: '7101' },
      [
        { hour: hours[3]!, zone: '101', count: 200, macro: 2_000_000, state: 'TX' },
        { hour: hours[3]!, zone: '101', count: 100, macro: 1_000_000, state: 'CA' },
        { hour: hours[20]!, zone: '102', count: 100, macro: 1_000_000 },
        { hour: after, zone: '101', count: 50, macro: 500_000 },
        // A zone the source gives no spend for that day: 0 in its hours, not its macro 0.10.
        { hour: hours[7]!, zone: '104', count: 10, macro: 100_000, state: 'TX' },
      ],
      2_000_000,
    )
    const before = await report('campaign', 'cr_zones', DAY, nextDay(DAY))
    // Macro 4.60 + CPM 460 × 0.002 = 0.92, before any spend.
    expect(before.costs).toEqual({ cr_zones: 5_520_000 })
    await spend('cr-acct', [
      {
        day: DAY,
        rows: [
          { campaignId: '7101', zone: '101', costMicros: 12_000_000 },
          { campaignId: '7101', zone: '102', costMicros: 3_000_000 },
          // Case 4: spend on a zone with no landing that day.
          { campaignId: '7101', zone: '555', costMicros: 2_500_000 },
        ],
      },
    ])
    // The 50 landings after the source day keep their macro and manual cost: 0.50 + 0.10.
    const bySub1 = await report('sub1', 'cr_zones', DAY, nextDay(DAY))
    expect(bySub1.costs).toEqual({
      '101': 12_600_000,
      '102': 3_000_000,
      '104': 0,
      '(source only) 555': 2_500_000,
    })
    expect(bySub1.rows.find((row) => row.key === '101')?.costBasis).toEqual(['split by landings'])
    expect(bySub1.rows.find((row) => row.key === '104')?.costBasis).toEqual([
      'not billed by the source',
    ])
    expect(bySub1.rows.find((row) => row.key === '(source only) 555')).toMatchObject({
      landings: 0,
      costBasis: ['source only'],
    })
    expect((await report('campaign', 'cr_zones', DAY, nextDay(DAY))).costs).toEqual({
      cr_zones: 18_100_000,
    })
    // Split by landings within the zone: TX 200 of 300, CA 100; the 50 later ones carry no state.
    expect((await report('state', 'cr_zones', DAY, nextDay(DAY))).costs).toEqual({
      TX: 8_000_000,
      CA: 4_000_000,
      '': 3_600_000,
      '(source only)': 2_500_000,
    })
    // A drill-down into zone 101 by state: its own cells only, no (source only) row.
    expect(
      (await report('state', 'cr_zones', DAY, nextDay(DAY), 'UTC', { sub1: '101' })).costs,
    ).toEqual({ TX: 8_000_000, CA: 4_000_000, '': 600_000 })
    // The source's day in its own zone is that day's cost, whole.
    expect((await report('day', 'cr_zones', DAY, DAY, NY)).costs).toEqual({ [DAY]: 17_500_000 })
    // Case 2: restated 12.00 → 12.36 (and 555 gone): 15.36 + 0.60, not added to the first read.
    await spend(
      'cr-acct',
      [
        {
          day: DAY,
          rows: [
            { campaignId: '7101', zone: '101', costMicros: 12_360_000 },
            { campaignId: '7101', zone: '102', costMicros: 3_000_000 },
          ],
        },
      ],
      Date.parse(`${DAY}T20:00:00Z`),
    )
    expect((await report('campaign', 'cr_zones', DAY, nextDay(DAY))).costs).toEqual({
      cr_zones: 15_960_000,
    })
  })

  it('replaces a costly visit’s macro too (its cost on a cost_costly row, not the landing’s): 5.00, not 5.00 + 0.90', async () => {
    await campaignWith('cr_costly', { source: 'exoclick', id: '7103' }, [
      { hour: hours[5]!, zone: '301', count: 100, macro: 100_000 },
    ])
    // A visit over the campaign's costly line carries its cost apart (admission.ts, decision 046).
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
       VALUES (?1, 'cost_costly', 'cr_costly', '301', 1, 900000, 0)`,
    )
      .bind(hours[5]!)
      .run()
    expect((await report('sub1', 'cr_costly', DAY, DAY, NY)).costs).toEqual({ '301': 1_000_000 })
    await spend('cr-costly', [
      { day: DAY, rows: [{ campaignId: '7103', zone: '301', costMicros: 5_000_000 }] },
    ])
    expect((await report('sub1', 'cr_costly', DAY, DAY, NY)).costs).toEqual({ '301': 5_000_000 })
    expect((await report('campaign', 'cr_costly', DAY, DAY, NY)).costs).toEqual({
      cr_costly: 5_000_000,
    })
  })

  it('spend without a zone split is spread over the campaign’s zones by landings, estimated', async () => {
    await campaignWith('cr_juicy', { source: 'exoclick', id: '7102' }, [
      { hour: hours[5]!, zone: '1', count: 30, macro: 300_000 },
      { hour: hours[9]!, zone: '2', count: 10, macro: 100_000 },
    ])
    await spend('cr-juicy', [
      { day: DAY, rows: [{ campaignId: '7102', zone: '', costMicros: 4_000_000 }] },
    ])
    const { costs, rows } = await report('sub1', 'cr_juicy', DAY, DAY, NY)
    expect(costs).toEqual({ '1': 3_000_000, '2': 1_000_000 })
    expect(rows.map((row) => row.costBasis)).toEqual([
      ['estimated from campaign total'],
      ['estimated from campaign total'],
    ])
  })

  it.each([
    ['spring forward', 23, '2026-03-08'],
    ['fall back', 25, '2026-11-01'],
  ] as const)(
    'a DST day (%s) is %i UTC hours, and its split sums exactly to the day’s cost',
    async (_, length, day) => {
      const dstHours = sourceDayHours(NY, day)
      expect(dstHours).toHaveLength(length)
      const campaign = `cr_dst_${length}`
      await campaignWith(
        campaign,
        { source: 'exoclick', id: `72${length}` },
        dstHours.map((hour, i) => ({ hour, zone: '7', count: (i % 5) + 1, macro: 10_000 })),
      )
      await spend(`cr-dst-${length}`, [
        { day, rows: [{ campaignId: `72${length}`, zone: '7', costMicros: 10_000_001 }] },
      ])
      const weight = dstHours.reduce((sum, _, i) => sum + (i % 5) + 1, 0)
      const byHour = await report('hour', campaign, day, nextDay(day))
      const costed = byHour.rows.filter((row) => row.costMicros > 0)
      // Each UTC hour of day its landings' share, floored or one micro more; all of it placed.
      expect(costed.reduce((sum, row) => sum + row.costMicros, 0)).toBe(10_000_001)
      for (const row of costed) {
        const share = (10_000_001 * row.landings) / weight
        expect(row.costMicros - Math.floor(share)).toBeGreaterThanOrEqual(0)
        expect(row.costMicros - Math.floor(share)).toBeLessThanOrEqual(1)
      }
      expect((await report('day', campaign, day, day, NY)).costs).toEqual({ [day]: 10_000_001 })
      const byUtcDay = await report('day', campaign, day, nextDay(day))
      expect(byUtcDay.rows.reduce((sum, row) => sum + row.costMicros, 0)).toBe(10_000_001)
    },
  )
})

describe('many covered hours', () => {
  it('a month of 15 campaigns’ spend (10,800 covered hours, read in two statements) is all placed', async () => {
    const days = Array.from({ length: 30 }, (_, i) =>
      new Date(Date.parse('2026-09-01T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10),
    )
    for (let c = 0; c < 15; c++) {
      await campaignWith(
        `cr_many_${c}`,
        { source: 'exoclick', id: `75${c}` },
        days.map((day) => ({
          hour: sourceDayHours(NY, day)[6]!,
          zone: '1',
          count: 3,
          macro: 30_000,
        })),
      )
      await spend(
        `cr-many-${c}`,
        days.map((day) => ({
          day,
          rows: [{ campaignId: `75${c}`, zone: '1', costMicros: 1_000_000 + c }],
        })),
      )
    }
    const { rows } = await report('campaign', '', '2026-09-01', '2026-09-30', NY)
    const many = rows.filter((row) => row.key.startsWith('cr_many_'))
    expect(many).toHaveLength(15)
    for (const row of many) {
      expect(row.costMicros).toBe(30 * (1_000_000 + Number(row.key.slice(8))))
    }
  })
})

describe('today’s pulled spend', () => {
  it('says “as of HH:MM” (the last pull) on the figure that holds it, in the report and on the dashboard', async () => {
    const now = new Date()
    const today = zoneToday(NY, now)
    const hour = now.toISOString().slice(0, 13)
    await campaignWith('cr_today', { source: 'exoclick', id: '7401' }, [
      { hour, zone: '41', count: 20, macro: 200_000 },
    ])
    const fetchedAt = Date.parse(`${hour}:00:00Z`)
    await spend(
      'cr-today',
      [{ day: today, rows: [{ campaignId: '7401', zone: '41', costMicros: 3_000_000 }] }],
      fetchedAt,
    )
    const { rows } = await report('campaign', 'cr_today', today, today, NY)
    expect(rows).toMatchObject([
      {
        key: 'cr_today',
        costMicros: 3_000_000,
        costAsOf: fetchedAt,
        costBasis: ['split by landings'],
      },
    ])
    const asOf = `as of ${hour.slice(11)}:00 UTC`
    const operator = adminClient({ ...TEST_ENV, ADMIN_TOKEN: 'cr-admin' }, { ip: '192.0.2.37' })
    const query = `from=${today}&to=${today}&tz=${encodeURIComponent(NY)}`
    for (const path of [`/admin/report?by=sub1&campaign=cr_today&${query}`, `/admin?${query}`]) {
      const page = await operator.get(path)
      expect(page.status, path).toBe(200)
      expect(textOf(await page.text()), path).toContain(`3.00 split by landings, ${asOf}`)
    }
  })
})

describe('verdicts, rules and lander tests read the same cost', () => {
  it('the zone verdicts (the block list’s and the rules’ input) and a test’s arms carry the pulled spend, no (source only) zone judged', async () => {
    const hours = sourceDayHours(NY, DAY)
    await campaignWith('cr_judged', { source: 'exoclick', id: '7301' }, [
      { hour: hours[2]!, zone: '31', count: 30, macro: 30_000, arm: '901A' },
      { hour: hours[2]!, zone: '32', count: 10, macro: 10_000, arm: '901B' },
      { hour: hours[4]!, zone: '31', count: 10, macro: 10_000, arm: '901B' },
    ])
    await spend('cr-judged', [
      {
        day: DAY,
        rows: [
          { campaignId: '7301', zone: '31', costMicros: 8_000_000 },
          { campaignId: '7301', zone: '32', costMicros: 1_000_000 },
          { campaignId: '7301', zone: '39', costMicros: 500_000 },
        ],
      },
    ])
    const span = zoneDays(NY, DAY, DAY)!
    const range = {
      first: span.days[0]!.firstHour,
      last: shiftHour(span.end, -1),
      campaign: 'cr_judged',
    }
    const verdicts = await loadZoneVerdicts(DB, range, 'sub1', {}, span.days, DEFAULT_RULE)
    expect(Object.fromEntries(verdicts.zones.map((zone) => [zone.key, zone.costMicros]))).toEqual({
      '31': 8_000_000,
      '32': 1_000_000,
    })
    // Arm A: 30 of zone 31's 40 landings (6.00); arm B: the other 10 (2.00) and zone 32 (1.00).
    const test = { id: 901, arms: [{ letter: 'A' }, { letter: 'B' }] } as unknown as LanderTest
    const arms = await loadArmFigures(DB, [test])
    expect(arms.get('901A')?.costMicros).toBe(6_000_000)
    expect(arms.get('901B')?.costMicros).toBe(3_000_000)
  })
})

describe('a failed or partial pull leaves the report as it was', () => {
  /** A campaign on `source` whose zone 8000 had 10 landings at 0.01 on DAY (New York). */
  async function campaignOn(source: string, id: string) {
    const campaign = `cr_${source}_${id}`
    await campaignWith(campaign, { source, id }, [
      { hour: sourceDayHours(NY, DAY)[10]!, zone: '8000', count: 10, macro: 100_000 },
    ])
    return async () => (await report('campaign', campaign, DAY, DAY, NY)).costs[campaign]
  }
  const zones = (id: string, count: number, cost: number): FakeSpend[] =>
    Array.from({ length: count }, (_, i) => ({ campaign: id, zone: String(8000 + i), cost }))

  it('429 with Retry-After on page 2: the report keeps the first read (10.01), not the restated 20.02', async () => {
    const cost = await campaignOn('exoclick', '8429')
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, zones('8429', 1001, 0.01))
    const id = await connect('exoclick')
    await pull(id, fake)
    expect(await cost()).toBe(10_010_000)
    fake.setDay('exoclick', DAY, zones('8429', 1001, 0.02))
    fake.once((call) =>
      (call.body as { offset?: number } | undefined)?.offset === 1000
        ? new Response('slow down', { status: 429, headers: { 'Retry-After': '120' } })
        : undefined,
    )
    await requeue(id)
    expect((await pull(id, fake))?.status).toBe('rate_limited')
    expect(await cost()).toBe(10_010_000)
  })

  it('an expired bearer: one new login, and the report shows the day read after it', async () => {
    const cost = await campaignOn('exoclick', '8401')
    const fake = fakeFor('exoclick')
    fake.setDay('exoclick', DAY, [{ campaign: '8401', zone: '8000', cost: 12 }])
    const id = await connect('exoclick')
    await pull(id, fake)
    fake.expireBearers()
    fake.setDay('exoclick', DAY, [{ campaign: '8401', zone: '8000', cost: 20 }])
    await requeue(id)
    expect((await pull(id, fake))?.status).toBe('ok')
    expect(fake.loginCount).toBe(2)
    expect(await cost()).toBe(20_000_000)
  })

  it('an HTML error page writes nothing: the report keeps 15.00', async () => {
    const cost = await campaignOn('adsterra', '8500')
    const fake = fakeFor('adsterra')
    fake.setDay('adsterra', DAY, [
      { campaign: '8500', zone: '8000', cost: 12 },
      { campaign: '8500', zone: '8001', cost: '3.00' },
    ])
    const id = await connect('adsterra')
    await pull(id, fake)
    expect(await cost()).toBe(15_000_000)
    fake.setDay('adsterra', DAY, [{ campaign: '8500', zone: '8000', cost: 99 }])
    fake.once(
      () =>
        new Response('<html><body>Maintenance</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    await requeue(id)
    expect((await pull(id, fake))?.status).toBe('failed')
    expect(await cost()).toBe(15_000_000)
  })

  it('EUR on a USD site writes nothing: the report keeps the macro, then converts at the rate set', async () => {
    const cost = await campaignOn('adsterra', '8978')
    const fake = fakeFor('adsterra')
    fake.setDay('adsterra', DAY, [{ campaign: '8978', zone: '8000', cost: 15 }])
    const id = await connect('adsterra', { currency: 'EUR' })
    expect((await pull(id, fake))?.status).toBe('currency_mismatch')
    expect(await cost()).toBe(100_000)
    await saveRate(DB, 'EUR', 1_080_000, new Date().toISOString())
    expect((await pull(id, fake, new Date(NOW.getTime() + 60_000)))?.status).toBe('ok')
    expect(await cost()).toBe(16_200_000)
    await saveRate(DB, 'EUR', undefined, new Date().toISOString())
  })
})
