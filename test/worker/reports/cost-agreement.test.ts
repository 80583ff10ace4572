/**
 * Every figure the same with pulled spend (issue 43's "Must hold"): four zones with landings,
 * the source's spend for three of them and for a fourth zone without a landing, over two source
 * days in New York and a third day without spend; report.csv by sub1, by day in New York, by
 * hour of day, by state, the campaign's row, the report API and the dashboard's Profit per
 * campaign, each compared, figure by figure, with the model (test/support/model/pulled-spend.ts),
 * from the raw rows and again from the rollups; and every view's rows add up to the campaign's.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { replaceDays } from '../../../src/cost-sync/cost-store'
import { refreshRollups } from '../../../src/reports/build-rollups'
import type { Fact } from '../../support/model/counting-model'
import { hoursOfDay, pulledSpendReport, type SpendFact } from '../../support/model/pulled-spend'
import {
  ADDITIVE_COLUMNS,
  compareRows,
  money,
  type ModelDimension,
} from '../../support/model/report-model'
import { DB } from '../campaign/campaign-helpers'
import { ADMIN_ENV, readProfitTable, readReportApi, readReportCsv } from '../model/read-views'
import { adminClient } from '../../support/admin-client'
import { textOf } from '../helpers'

const NY = 'America/New_York'
const CAMPAIGN = 'agree_exo'
const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20']
const ZONES = ['z1', 'z2', 'z3', 'z4']
const STATES = ['TX', 'CA', '']
/** A manual CPM of 1.50: 0.0015 a paid visit, replaced with the macro where spend covers. */
const CPM_MICROS = 1_500_000
const MACRO_MICROS = 10_000

/** Spend of the first two days: zones z1 to z3 and z9 (no landing); z4 none (costs 0 there). */
const SPEND: SpendFact[] = [
  ...[
    ['z1', 5_000_000],
    ['z2', 2_000_000],
    ['z3', 1_234_567],
    ['z9', 750_000],
  ].map(([zone, micros]) => ({ zone: zone as string, micros: micros as number, day: DAYS[0]! })),
  ...[
    ['z1', 4_000_000],
    ['z2', 333_333],
    ['z3', 1_000_001],
  ].map(([zone, micros]) => ({ zone: zone as string, micros: micros as number, day: DAYS[1]! })),
].map(({ zone, micros, day }) => ({
  campaign: CAMPAIGN,
  zone,
  sourceDay: day,
  timeZone: NY,
  micros,
}))

/** The traffic: landings in some hours of each zone, across states, and a few signups. */
function traffic(): Fact[] {
  const facts: Fact[] = []
  const hours = DAYS.flatMap((day) => hoursOfDay(day, NY))
  const dims = (zone: string, state: string) => ({
    ...Object.fromEntries(
      [
        'sub2',
        'sub3',
        'sub4',
        'sub5',
        'os',
        'device',
        'arm',
        'browser',
        'os_version',
        'network',
      ].map((d) => [d, '']),
    ),
    sub1: zone,
    state,
  })
  hours.forEach((hour, h) => {
    ZONES.forEach((zone, z) => {
      if ((h * 7 + z * 3) % 5 >= 2) return
      const landings = 1 + (((h + 1) * (z + 1)) % 7)
      const state = STATES[(h + z) % 3]!
      facts.push({
        hour,
        campaign: CAMPAIGN,
        page: 'home',
        dims: dims(zone, state) as Fact['dims'],
        figures: {
          landings,
          costMicros: landings * (MACRO_MICROS + Math.floor((CPM_MICROS + 500) / 1000)),
        },
      })
      if ((h + z) % 11 === 0) {
        facts.push({
          hour,
          campaign: CAMPAIGN,
          page: 'home',
          dims: dims(zone, state) as Fact['dims'],
          figures: { signups: 1 },
        })
      }
    })
  })
  return facts
}

const FACTS = traffic()

async function seed() {
  await DB.batch([
    DB.prepare(
      `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated)
       VALUES (?1, 'exoclick', ?2, '9401', 'now')`,
    ).bind(CAMPAIGN, NY),
    DB.prepare(
      `INSERT INTO campaign_costs (campaign, model, rate_micros, updated) VALUES (?1, 'cpm', ?2, 'now')`,
    ).bind(CAMPAIGN, CPM_MICROS),
    ...FACTS.map((fact) => {
      const landing = fact.figures.landings !== undefined
      const count = landing ? fact.figures.landings! : fact.figures.signups!
      return DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, page, landing_page, sub1, state, count,
           cost_micros, visitors) VALUES (?1, ?2, ?3, 'home', ?4, ?5, ?6, ?7, ?8, ?9)`,
      ).bind(
        fact.hour,
        landing ? 'landing' : 'signup_created',
        CAMPAIGN,
        landing ? '' : 'home',
        fact.dims.sub1,
        fact.dims.state,
        count,
        landing ? count * MACRO_MICROS : 0,
        landing ? count : 0,
      )
    }),
    ...replaceDays(
      DB,
      { source: 'exoclick', account: 'agree-acct' },
      DAYS.slice(0, 2).map((day) => ({
        scope: { day },
        rows: SPEND.filter((row) => row.sourceDay === day).map((row) => ({
          campaignId: '9401',
          zone: row.zone,
          costMicros: row.micros,
        })),
      })),
      { currency: 'USD', timeZone: NY, fetchedAt: Date.parse('2026-11-20T06:00:00Z'), runId: 'a1' },
    ),
  ])
}

const QUERY = `campaign=${CAMPAIGN}&from=${DAYS[0]}&to=${DAYS[2]}&tz=${encodeURIComponent(NY)}`
const ASK = { campaign: CAMPAIGN, from: DAYS[0]!, to: DAYS[2]!, tz: NY }
const VIEWS: ModelDimension[] = ['sub1', 'day', 'hour', 'state', 'campaign']

/** Each view's differences from the model, and from its own campaign row's sums. */
async function differences(): Promise<string[]> {
  const found: string[] = []
  const campaignRow = pulledSpendReport(FACTS, SPEND, { ...ASK, by: 'campaign' })
  for (const by of VIEWS) {
    const model = pulledSpendReport(FACTS, SPEND, { ...ASK, by })
    const view = await readReportCsv(`by=${by}&${QUERY}`)
    found.push(...compareRows(`report.csv by=${by}`, view, model))
    // The view's rows add up to the campaign's row, column by column.
    for (const column of ADDITIVE_COLUMNS) {
      const sum = [...view.values()].reduce(
        (total, cells) => total + Math.round(Number(cells[column]) * 1e6),
        0,
      )
      const expected =
        column === 'profit'
          ? campaignRow[0]!.revenueMicros - campaignRow[0]!.costMicros
          : column === 'cost'
            ? campaignRow[0]!.costMicros
            : undefined
      if (expected !== undefined && sum !== expected)
        found.push(`by=${by} ${column} adds to ${money(sum)}, the campaign's ${money(expected)}`)
    }
  }
  const api = await readReportApi(`by=sub1&${QUERY}`)
  const model = pulledSpendReport(FACTS, SPEND, { ...ASK, by: 'sub1' })
  for (const row of model) {
    const cost = api.get(row.key)?.cost
    if (cost !== row.costMicros / 1e6) found.push(`api by=sub1 ${row.key} cost ${String(cost)}`)
  }
  // The dashboard's Profit per campaign: its counts, and its money to the cent.
  const profit = (await readProfitTable(QUERY)).get(CAMPAIGN)
  const row = campaignRow[0]!
  const cents = (micros: number) => (Math.round(micros / 10_000) / 100).toFixed(2)
  for (const [column, shown] of [
    ['landings', String(row.landings)],
    ['signups', String(row.signups)],
    ['cost', cents(row.costMicros)],
    ['profit', cents(row.revenueMicros - row.costMicros)],
  ] as const)
    if (profit?.[column] !== shown)
      found.push(`dashboard ${column}: view ${profit?.[column]}, model ${shown}`)
  return found
}

describe('every figure the same with pulled spend', () => {
  beforeAll(seed)

  it('four zones, three with the source’s spend and one zone with spend and no landing: every view agrees with the model, raw and rolled up', async () => {
    // The model's own sanity: z9 is a row of its own, z4 costs nothing where spend covers.
    const bySub1 = pulledSpendReport(FACTS, SPEND, { ...ASK, by: 'sub1' })
    expect(bySub1.map((row) => row.key).sort()).toEqual(['(source only) z9', ...ZONES])
    const total = SPEND.reduce((sum, row) => sum + row.micros, 0)
    const third = FACTS.filter((fact) => hoursOfDay(DAYS[2]!, NY).includes(fact.hour)).reduce(
      (sum, fact) => sum + (fact.figures.costMicros ?? 0),
      0,
    )
    expect(bySub1.reduce((sum, row) => sum + row.costMicros, 0)).toBe(total + third)

    expect(await differences()).toEqual([])
    // The same from the rollups (every day rolled up by the cron's builder).
    await refreshRollups(DB, new Date('2026-11-23T00:30:00Z'), 400)
    const rolled = await DB.prepare('SELECT COUNT(*) AS n FROM count_rollup_days').first('n')
    expect(Number(rolled)).toBeGreaterThan(0)
    expect(await differences()).toEqual([])
  })

  it('labels the cost on the report: split by landings, the (source only) row, no drill-down into it', async () => {
    const operator = adminClient(ADMIN_ENV, { ip: '192.0.2.36' })
    const page = await operator.get(`/admin/report?by=sub1&${QUERY}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    const text = textOf(html)
    expect(text).toContain('split by landings')
    expect(text).toContain('(source only) z9')
    expect(html).not.toMatch(/sub1=%28source/)
    // Nor a verdict: a zone without a visitor is no zone of ours to judge.
    const csv = await readReportCsv(`by=sub1&${QUERY}`)
    expect(csv.get('(source only) z9')).toMatchObject({ verdict: '', cost: '0.75' })
    expect(csv.get('z1')?.verdict).not.toBe('')
  })
})
