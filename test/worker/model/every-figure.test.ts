/**
 * Every figure the same in every view, proven against a model of the counting rules: seeded
 * random traffic (test/support/model/traffic.ts) through the real worker, then every cell of
 * report.csv by every dimension (all campaigns, and each campaign alone), by day and hour of day
 * in other time zones, the report API, the dashboard's Profit per campaign and revenue.csv,
 * compared with the model written from docs/campaigns.md (test/support/model/), with spend pushed
 * in as a source's pull writes it (pulled-spend.ts: a zone's, one without a landing, a campaign's
 * without a zone split, each seed); and, whatever the model says, every additive figure of
 * every by= adds up to its campaign's row, and the campaigns to the totals. `npm test` runs 3 seeds; `npm run test:model` many (docs/testing.md).
 */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { REPORT_DIMENSIONS } from '../../../src/reports/report-data'
import {
  FIGURES,
  micros,
  runModel,
  type ModelResult,
  type ModelRun,
  type PostbackCall,
} from '../../support/model/counting-model'
import { refreshRollups } from '../../../src/reports/build-rollups'
import {
  ADDITIVE_COLUMNS,
  compareRows,
  derived,
  localHour,
  MODEL_DIMENSIONS,
  money,
  NONE,
  ratioMatches,
  emptyFigures,
  type ReportAsk,
} from '../../support/model/report-model'
import { generateTraffic, TRACKER, type Traffic } from '../../support/model/traffic'
import { pulledSpendReport, type SpendFact } from '../../support/model/pulled-spend'
import type { Fact } from '../../support/model/counting-model'
import { captureLog, mockBackend, request } from '../helpers'
import {
  driveTraffic,
  saveBids,
  saveManualCosts,
  saveTemplates,
  startModelLanderTest,
  utcHour,
} from './drive-traffic'
import {
  ADMIN_ENV,
  type Cells,
  readCsv,
  readProfitTable,
  readReportApi,
  readReportCsv,
} from './read-views'
import { adminClient } from '../../support/admin-client'

/** MODEL_SEEDS seeds from MODEL_SEED (test/vitest.config.ts passes them from the environment). */
const bindings = env as unknown as { MODEL_SEEDS?: string; MODEL_SEED?: string }
const SEED_COUNT = Number(bindings.MODEL_SEEDS || 3)
const FIRST_SEED = Number(bindings.MODEL_SEED || 1)
const SEEDS = Array.from({ length: SEED_COUNT }, (_, i) => FIRST_SEED + i)
/** Zones whose days are not UTC's: days and hours of day fold differently there. */
const OTHER_ZONES = ['America/New_York', 'Asia/Tokyo']
const DAY_MS = 86_400_000
const DB = (env as unknown as { DB: D1Database }).DB

/** Every seed's traffic, made before any is driven (their bids are saved first). */
const TRAFFICS = SEEDS.map((seed) => generateTraffic(seed))
/** The model's lander test (MODEL_LANDER_TEST), started before any traffic. */
let testId = 0

/** The calls the worker made to the templates' source, as sent. */
const trackerCalls: URL[] = []

beforeAll(async () => {
  // The account backend creates every account; the source answers every postback `ok`.
  mockBackend((request) => {
    if (!request.url.startsWith(TRACKER)) return Response.json({})
    trackerCalls.push(new URL(request.url))
    return new Response('ok')
  })
  // The worker's log lines (signups, refused reversals) kept out of the test's output.
  captureLog()
  await saveBids(TRAFFICS)
  testId = await startModelLanderTest()
})
afterAll(() => vi.restoreAllMocks())

describe('the counting model', () => {
  it('splits reports by every dimension the worker reports by', () => {
    expect([...MODEL_DIMENSIONS].sort()).toEqual([...REPORT_DIMENSIONS].sort())
  })
})

/** Every seed driven so far, in order: they share this file's database. */
const runs: ModelRun[] = []
let actionsSoFar = 0

describe('every figure of every view', () => {
  for (const [n, seed] of SEEDS.entries()) {
    it(
      `is the model's, and adds up, after seed ${seed}'s traffic`,
      async () => {
        await awayFromHourBoundary()
        const traffic = TRAFFICS[n]!
        await saveManualCosts(traffic)
        await saveTemplates(traffic)
        const driven = await driveTraffic(traffic, actionsSoFar)
        actionsSoFar += traffic.actions.length
        runs.push({ traffic, hours: driven.hours, arms: driven.arms })
        // The views read rollups (decision 040): built as a cron a day later would, after the
        // first seed; the next seeds' flushes then make those days stale (read raw) until their
        // own build, so all three paths meet the model.
        if (seed % 2 === 1) await refreshRollups(DB, new Date(Date.now() + 2 * DAY_MS), 400)
        // Spend pushed in as a source's pull writes it (decision 047): a zone's, a zone's
        // without a landing, and a campaign's without a zone split, on today's New York day.
        await pushSpend(spendFor(runModel(runs, testId).facts, traffic, seed))
        const model = runModel(runs, testId)

        const differences: string[] = [...model.problems]
        for (const [i, answer] of driven.answers)
          if (model.answers.get(i) !== answer)
            differences.push(`postback ${i}: answered ${answer}, model ${model.answers.get(i)}`)
        differences.push(...(await compareReports(model, traffic)))
        differences.push(...(await compareDashboard(model)))
        differences.push(...(await compareRevenueCsv(model)))
        differences.push(...(await compareTestsCsv(model)))
        differences.push(...(await comparePostbacks(model.calls)))
        expect(differences).toEqual([])
      },
      // About 150 actions (each followed by a flush of the 8 aggregators) and about 90 reads:
      // 10 to 20 s on the busy 2-core machine, plus up to 2 minutes away from an hour's end.
      240_000,
    )
  }
})

/** The range the views are read over: from the first action's day to today, in `tz`. */
function rangeIn(tz: string): Omit<ReportAsk, 'by'> {
  const first = runs[0]!.hours[0]!
  return { from: localHour(first, tz).day, to: localHour(utcHour(), tz).day, tz }
}
const query = (ask: ReportAsk) =>
  `by=${ask.by}&from=${ask.from}&to=${ask.to}&tz=${encodeURIComponent(ask.tz)}${ask.campaign === undefined ? '' : `&campaign=${encodeURIComponent(ask.campaign)}`}`

/**
 * report.csv by every dimension (all campaigns; each of the seed's campaigns alone), by day and
 * hour in other zones, and the report API beside each CSV: every cell the model's, and every
 * report's additive figures summing to its campaign's row (or all campaigns' rows).
 */
async function compareReports(model: ModelResult, traffic: Traffic): Promise<string[]> {
  const differences: string[] = []
  const utc = rangeIn('UTC')
  const byCampaign = await readReportCsv(query({ by: 'campaign', ...utc }))
  const totals = sumRows([...byCampaign].filter(([key]) => key !== NONE).map(([, row]) => row))
  const asks: { ask: ReportAsk; reference: Cells | Record<string, number> }[] = []
  for (const by of MODEL_DIMENSIONS) asks.push({ ask: { by, ...utc }, reference: totals })
  for (const tz of OTHER_ZONES) {
    const range = rangeIn(tz)
    const all = await readReportCsv(query({ by: 'campaign', ...range }))
    const sum = sumRows([...all].filter(([key]) => key !== NONE).map(([, row]) => row))
    for (const by of ['day', 'hour'] as const) asks.push({ ask: { by, ...range }, reference: sum })
  }
  for (const campaign of traffic.campaigns) {
    const row = byCampaign.get(campaign)
    if (!row) continue
    for (const by of MODEL_DIMENSIONS)
      if (by !== 'campaign') asks.push({ ask: { by, campaign, ...utc }, reference: row })
  }
  for (const { ask, reference } of asks) {
    const label = query(ask)
    const view = await readReportCsv(label)
    differences.push(
      ...compareRows(
        `report.csv?${label}`,
        view,
        pulledSpendReport(model.facts, [...SPEND.values()], ask),
      ),
    )
    if (ask.by !== 'campaign') differences.push(...addsUp(`report.csv?${label}`, view, reference))
    if (ask.campaign === undefined && ask.tz === 'UTC')
      differences.push(...sameAsApi(label, view, await readReportApi(label)))
  }
  return differences
}

/** Every additive column summed over a report's rows (money exactly, in millionths). */
function sumRows(rows: readonly Cells[]): Record<string, number> {
  const sums: Record<string, number> = {}
  for (const row of rows)
    for (const column of ADDITIVE_COLUMNS)
      if (column in row) sums[column] = (sums[column] ?? 0) + micros(row[column]!)
  return sums
}

/** The rows' sums against the reference (a campaign's row, or all campaigns' sums). */
function addsUp(
  label: string,
  view: ReadonlyMap<string, Cells>,
  reference: Cells | Record<string, number>,
): string[] {
  const sums = sumRows([...view.values()])
  return ADDITIVE_COLUMNS.flatMap((column) => {
    if (!(column in sums)) return []
    const value = reference[column]
    const expected = typeof value === 'string' ? micros(value) : (value ?? 0)
    return sums[column] === expected
      ? []
      : [
          `${label} sum of ${column}: ${money(sums[column]!)}, its campaign row ${money(expected)} (as units)`,
        ]
  })
}

/** The report API's rows are the CSV's: each number the same, an empty cell `null`. */
function sameAsApi(
  label: string,
  csv: ReadonlyMap<string, Cells>,
  api: ReadonlyMap<string, Record<string, unknown>>,
): string[] {
  const differences: string[] = []
  for (const [key, cells] of csv) {
    const row = api.get(key)
    if (!row) {
      differences.push(`api?${label} ${key}: no row`)
      continue
    }
    for (const [column, cell] of Object.entries(cells)) {
      const value = row[column]
      const same =
        cell === ''
          ? value === null
          : typeof value === 'number'
            ? Number(cell) === value
            : String(value) === cell
      if (!same)
        differences.push(`api?${label} ${key} ${column}: api ${JSON.stringify(value)}, csv ${cell}`)
    }
  }
  for (const key of api.keys())
    if (!csv.has(key)) differences.push(`api?${label} ${key}: a row the CSV has not`)
  return differences
}

/**
 * The dashboard's Profit per campaign (its first 50 by landings): counts exactly, money to the
 * cent, a row's profit its shown revenue minus its shown cost, ratios to their places, "–" where
 * nothing divides (§Sub-ids, Reports).
 */
async function compareDashboard(model: ModelResult): Promise<string[]> {
  const range = rangeIn('UTC')
  const view = await readProfitTable(`from=${range.from}&to=${range.to}&tz=UTC`)
  const rows = pulledSpendReport(model.facts, [...SPEND.values()], { by: 'campaign', ...range })
  const differences: string[] = []
  const cents = (cell: string) => Math.round(Number(cell) * 100)
  for (const row of rows) {
    const cells = view.get(row.key)
    if (!cells) {
      if (rows.length <= 50) differences.push(`dashboard ${row.key}: no row`)
      continue
    }
    const label = `dashboard ${row.key}`
    for (const [column, figure] of [
      ['landings', row.landings],
      ['clicks', row.clicks],
      ['unique_clicks', row.uniqueClicks],
      ['signups', row.signups],
      ['bots', row.bots],
    ] as const)
      if (cells[column] !== String(figure))
        differences.push(`${label} ${column}: view ${cells[column]}, model ${figure}`)
    for (const [column, figure] of [
      ['revenue', row.revenueMicros],
      ['cost', row.costMicros],
    ] as const)
      if (
        !/^-?\d+\.\d\d$/.test(cells[column]!) ||
        Math.abs(Number(cells[column]) - figure / 1e6) > 0.005 + 1e-9
      )
        differences.push(`${label} ${column}: view ${cells[column]}, model ${money(figure)}`)
    if (cents(cells.profit!) !== cents(cells.revenue!) - cents(cells.cost!))
      differences.push(`${label} profit: ${cells.profit} is not ${cells.revenue} − ${cells.cost}`)
    for (const [column, exact] of Object.entries(derived(row)))
      if (!ratioMatches(cells[column]!, exact, '–'))
        differences.push(`${label} ${column}: view ${cells[column]}, model ${exact ?? '–'}`)
  }
  return differences
}

/** revenue.csv: per UTC hour and campaign, the revenue and the partner's outcomes by status. */
async function compareRevenueCsv(model: ModelResult): Promise<string[]> {
  const range = rangeIn('UTC')
  const { rows } = await readCsv(`/admin/revenue.csv?from=${range.from}&to=${range.to}&tz=UTC`)
  const view = new Map(rows.map((row) => [`${row.hour} ${row.campaign}`, row]))
  const differences: string[] = []
  const expected = [...model.revenue.values()].filter(
    (line) =>
      line.approved + line.pending + line.rejected + line.reversed + line.sent + line.skipped > 0,
  )
  for (const line of expected) {
    const key = `${line.hour} ${line.campaign || NONE}`
    const row = view.get(key) ?? view.get(`${line.hour} ${line.campaign}`)
    const cells = {
      revenue: money(line.revenueMicros),
      approved: String(line.approved),
      pending: String(line.pending),
      rejected: String(line.rejected),
      reversed: String(line.reversed),
      postbacks_sent: String(line.sent),
      postbacks_failed: '0',
      postbacks_skipped: String(line.skipped),
    }
    if (!row) {
      differences.push(`revenue.csv ${key}: no row (model ${JSON.stringify(cells)})`)
      continue
    }
    for (const [column, cell] of Object.entries(cells))
      if (row[column] !== cell)
        differences.push(`revenue.csv ${key} ${column}: view ${row[column]}, model ${cell}`)
  }
  const keys = new Set(
    expected.flatMap((line) => [
      `${line.hour} ${line.campaign || NONE}`,
      `${line.hour} ${line.campaign}`,
    ]),
  )
  for (const key of view.keys())
    if (!keys.has(key)) differences.push(`revenue.csv ${key}: a row the model has not`)
  return differences
}

/**
 * The calls to the templates' source: each the model's (click id, status, payout, campaign), as
 * many times as the model makes it, once the worker's queue has sent them (after the response).
 */
async function comparePostbacks(calls: readonly PostbackCall[]): Promise<string[]> {
  const expected = calls.map(
    (call) => `${call.cid} ${call.status} ${money(call.payoutMicros)} ${call.sub}`,
  )
  const sent = () =>
    trackerCalls.map((url) => {
      const q = url.searchParams
      return `${q.get('cid')} ${q.get('status')} ${money(micros(q.get('payout') ?? ''))} ${q.get('sub')}`
    })
  await vi
    .waitFor(() => expect(trackerCalls.length).toBeGreaterThanOrEqual(expected.length), {
      timeout: 30_000,
      interval: 200,
    })
    .catch(() => undefined)
  const extra: string[] = []
  const missing = [...expected]
  for (const call of sent()) {
    const at = missing.indexOf(call)
    if (at >= 0) missing.splice(at, 1)
    else extra.push(call)
  }
  return [
    ...missing.map((call) => `postback ${call}: the model's, not sent`),
    ...extra.map((call) => `postback ${call}: sent, not the model's`),
  ]
}

/**
 * tests.csv: the model's lander test, arm by arm, each figure the model's sum of what was filed
 * under the arm (docs/lander-tests.md, "What is counted" and "The CSV"), visitors once per client.
 */
async function compareTestsCsv(model: ModelResult): Promise<string[]> {
  const { rows } = await readCsv('/admin/tests.csv')
  const differences: string[] = []
  const ours = rows.filter((row) => row.test === String(testId))
  if (ours.length !== 2) differences.push(`tests.csv: ${ours.length} rows of test ${testId}, not 2`)
  for (const row of ours) {
    const key = `${testId}${row.arm}`
    const figures = emptyFigures()
    for (const fact of model.facts)
      if (fact.dims.arm === key)
        for (const name of FIGURES) figures[name] += fact.figures[name] ?? 0
    const cells: Record<string, string> = {
      landings: String(figures.landings),
      gate_passed: String(figures.gatePassed),
      clicks: String(figures.clicks),
      unique_clicks: String(figures.uniqueClicks),
      signups: String(figures.signups),
      revenue: money(figures.revenueMicros),
      // The arm's cells with the pushed spend placed (test-figures.ts, decision 047).
      cost: money(
        pulledSpendReport(model.facts, [...SPEND.values()], EVERY_DAY_BY_ARM).find(
          (arm) => arm.key === key,
        )?.costMicros ?? 0,
      ),
      visitors: String(model.armVisitors.get(key) ?? 0),
    }
    for (const [column, cell] of Object.entries(cells))
      if (row[column] !== cell)
        differences.push(`tests.csv arm ${row.arm} ${column}: view ${row[column]}, model ${cell}`)
  }
  return differences
}

/** The pushed spend so far, by campaign, zone and day (a push `set` replaces its day's). */
const SPEND = new Map<string, SpendFact>()
const NY = 'America/New_York'
const EVERY_DAY_BY_ARM: ReportAsk = { by: 'arm', from: '0000-01-01', to: '9999-12-31', tz: 'UTC' }

/**
 * The seed's spend: on the zone of its first campaign's first landing, on a zone of that
 * campaign without a landing, and on its second campaign without a zone split, each on the New
 * York day of that campaign's first landing.
 */
function spendFor(facts: readonly Fact[], traffic: Traffic, seed: number): SpendFact[] {
  const landed = traffic.campaigns.flatMap((campaign) => {
    const fact = facts.find((f) => f.campaign === campaign && (f.figures.landings ?? 0) > 0)
    return fact && /^[A-Za-z0-9_.-]*$/.test(fact.dims.sub1) ? [fact] : []
  })
  const spend: SpendFact[] = []
  const on = (fact: Fact, zone: string, micros: number) =>
    spend.push({
      campaign: fact.campaign,
      zone,
      sourceDay: localHour(fact.hour, NY).day,
      timeZone: NY,
      micros,
    })
  if (landed[0]) {
    on(landed[0], landed[0].dims.sub1, 2_345_678 + seed)
    on(landed[0], `nolanding-${seed}`, 750_000)
  }
  if (landed[1]) on(landed[1], '', 1_111_111 * seed)
  return spend
}

/** Each spend pushed through POST /admin/api/costs with the owner's login, and kept for the model. */
async function pushSpend(spend: readonly SpendFact[]): Promise<void> {
  if (spend.length === 0) return
  const body = spend.map((row) => ({
    campaign: row.campaign,
    from: row.sourceDay,
    to: row.sourceDay,
    timezone: row.timeZone,
    currency: 'USD',
    cost: money(row.micros),
    ...(row.zone !== '' && { by: 'sub1', value: row.zone }),
  }))
  const owner = adminClient(ADMIN_ENV, { ip: '192.0.2.38' })
  const answer = await request(
    '/admin/api/costs',
    {
      confirmed: false,
      method: 'POST',
      headers: { ...owner.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    ADMIN_ENV,
  )
  if (answer.status !== 200)
    throw new Error(`push answered ${answer.status}: ${await answer.text()}`)
  for (const row of spend) SPEND.set(`${row.campaign}|${row.zone}|${row.sourceDay}`, row)
}

/** Waits, when the UTC hour ends within 2 minutes, for the next: a seed's traffic is one hour's. */
async function awayFromHourBoundary(): Promise<void> {
  const left = 3_600_000 - (Date.now() % 3_600_000)
  if (left < 120_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000))
}
