/**
 * The read side of `npm run bench` (BENCH_ONLY=reads; alone: `npx node bench/read-side.ts`,
 * NO_BUNDLE=1 reuses the last bundle): the built site on Miniflare's local D1, seeded with
 * read-data.ts's 30 days at each size of BENCH_READ_SIZES (count rows, default 10,000 and
 * 100,000), each admin view timed through the worker (median of 5) and its D1 rows read counted
 * from D1's own meta (the view's read model called on the same database), first with the raw rows
 * alone, then after the 10-minute cron built the rollups (docs/decisions/040-count-rollups.md).
 * The data is written into the D1 file by node:sqlite (read-file.ts) and kept per size and day;
 * past BENCH_READ_NODE_BUILD_ABOVE rows (1 M) the rollups are built there too, by the same code.
 */
import { cpSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { build } from 'esbuild'
import type { loadDashboard } from '../src/reports/dashboard-data.ts'
import type { readFilters } from '../src/reports/dashboard-filters.ts'
import type { loadReport } from '../src/reports/report-data.ts'
import type { refreshRollups } from '../src/reports/build-rollups.ts'
import { CAMPAIGNS, campaignTag, DAYS } from './read-data.ts'
import { READ_DATABASE, seededDirectory } from './read-file.ts'
import { siteModule } from './miniflare-site.ts'
import { countingDb } from '../test/support/counting-db.ts'
import { bundleWorker, compatibilityDate, progress, ROOT, siteVars, WORK } from './workerd.ts'

interface ReadModels {
  loadDashboard: typeof loadDashboard
  readFilters: typeof readFilters
  loadReport: typeof loadReport
  refreshRollups: typeof refreshRollups
}

/**
 * The read models (src/ imports name no extension, which Node's loader needs), bundled for Node
 * by esbuild, as Vite and wrangler bundle them for the worker.
 */
async function readModels(): Promise<ReadModels> {
  const outfile = `${WORK}/read-models.mjs`
  await build({
    stdin: {
      contents: `export { loadDashboard } from './src/reports/dashboard-data'
export { readFilters } from './src/reports/dashboard-filters'
export { loadReport } from './src/reports/report-data'
export { refreshRollups } from './src/reports/build-rollups'`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    // The rollups' build reaches the aggregator's door; its Durable Object class is not run here.
    plugins: [
      {
        name: 'cloudflare-stub',
        setup(stub) {
          stub.onResolve({ filter: /^cloudflare:/ }, () => ({ path: 'cf', namespace: 'stub' }))
          stub.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents: 'export class DurableObject {}',
            loader: 'js',
          }))
        },
      },
    ],
    logLevel: 'error',
  })
  return (await import(outfile)) as ReadModels
}

const SIZES = (process.env.BENCH_READ_SIZES ?? '10000,100000').split(',').map(Number)
const TIMED = 5
const TOKEN = 'bench-admin-token'
const AUTH = { Authorization: `Basic ${btoa(`admin:${TOKEN}`)}`, 'CF-Connecting-IP': '192.0.2.1' }
const CAMPAIGN = campaignTag(1)

/** The database's bytes, as D1 reports them (meta.size_after; it refuses PRAGMA page_count). */
async function databaseBytes(db: D1Database): Promise<number> {
  const { meta } = await db.prepare('SELECT 1').run()
  return (meta as { size_after?: number }).size_after ?? Number.NaN
}

/** Bytes per row stored, as measured at each size. */
export interface StorageRow {
  size: number
  countBytes: number
  rollupRows: number
  rollupBytes: number
}
export const STORAGE: StorageRow[] = []

export interface ReadRow {
  view: string
  size: number
  phase: 'raw rows' | 'rollups'
  ms: number
  rowsRead?: number
  /** The 1-minute load average when it was measured. */
  load?: number
}

/** The views: a path through the worker, and its read model's call (undefined: time only). */
function views(now: Date, size: number, { loadDashboard, loadReport, readFilters }: ReadModels) {
  const all = readFilters(() => undefined, now)
  const one = readFilters((name) => (name === 'campaign' ? CAMPAIGN : undefined), now)
  const week = readFilters((name) => (name === 'from' ? shiftDays(now, -6) : undefined), now)
  const zone = 'America/New_York'
  const york = readFilters((name) => (name === 'tz' ? zone : undefined), now)
  const range = { ...all.hours.current, campaign: '' }
  const campaignRange = { ...all.hours.current, campaign: CAMPAIGN }
  type Read = (db: D1Database) => Promise<unknown>
  const list: [string, string, Read | undefined][] = [
    ['/admin (last 30 days)', '/admin', (db) => loadDashboard(db, all.filters, all.hours)],
    [
      '/admin?campaign=…',
      `/admin?campaign=${CAMPAIGN}`,
      (db) => loadDashboard(db, one.filters, one.hours),
    ],
    [
      'report.csv by campaign',
      '/admin/report.csv?by=campaign',
      (db) => loadReport(db, range, 'campaign', {}, '[]', all.hours.days),
    ],
    [
      "one campaign's zones (report, verdicts, block list)",
      `/admin/report.csv?by=sub1&campaign=${CAMPAIGN}`,
      (db) => loadReport(db, campaignRange, 'sub1', {}, '[]', all.hours.days),
    ],
    [
      'report.csv by hour of day, New York (every campaign)',
      `/admin/report.csv?by=hour&tz=${encodeURIComponent(zone)}`,
      (db) =>
        loadReport(
          db,
          { ...york.hours.current, campaign: '' },
          'hour',
          {},
          '[]',
          york.hours.days,
          undefined,
          zone,
        ),
    ],
    [
      'rules cron reads (20 campaigns × 7 days of zones)',
      '',
      async (db) => {
        for (let n = 1; n <= CAMPAIGNS; n++) {
          await loadReport(
            db,
            { ...week.hours.current, campaign: campaignTag(n) },
            'sub1',
            {},
            '[]',
            week.hours.days,
          )
        }
      },
    ],
  ]
  // The export re-reads the range per 2,000-line page (still raw, quadratic): timed up to 100 k.
  if (size <= 100_000) list.push(['export.csv (last 30 days)', '/admin/export.csv', undefined])
  return list
}

function shiftDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

/** The site on Miniflare over the persisted D1 in `dir`. */
function site(dir: string) {
  return new Miniflare(
    convertV4MiniflareOptions({
      compatibilityDate: compatibilityDate(),
      modulesRoot: `${WORK}/dist`,
      modules: [siteModule()],
      bindings: siteVars({ ADMIN_TOKEN: TOKEN, CAMPAIGN_SECRET: 'bench-campaign-secret' }),
      d1Databases: { DB: READ_DATABASE },
      durableObjects: { COUNT_AGGREGATOR: { className: 'CountAggregator', useSQLite: true } },
      resourcePersistencePath: dir,
      handleStructuredLogs: ({ message }) => {
        if (!message.includes('campaign_rollups')) process.stderr.write(`${message}\n`)
      },
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  )
}

/**
 * Sizes past this are built by the rollups' own code over node:sqlite (the cron through the
 * worker takes about 2 minutes a million rows), and their raw rows' reads are skipped.
 */
const NODE_BUILD_ABOVE = Number(process.env.BENCH_READ_NODE_BUILD_ABOVE ?? 1_000_000)

export async function measureReads(): Promise<ReadRow[]> {
  const rows: ReadRow[] = []
  const models = await readModels()
  for (const size of SIZES) {
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    const nodeBuild = size > NODE_BUILD_ABOVE
    const seeded = await seededDirectory(
      size,
      today,
      nodeBuild
        ? async (db) => {
            // As the cron's runs do: each stops after 120 s, the next builds the days left.
            while ((await models.refreshRollups(db, now, 400)).left) progress('reads: rollups')
          }
        : undefined,
    )
    if (seeded.seedMs) {
      rows.push({ view: 'seeding (node:sqlite)', size, phase: 'raw rows', ms: seeded.seedMs })
    }
    if (seeded.buildMs) {
      rows.push({ view: 'rollups built (node:sqlite)', size, phase: 'rollups', ms: seeded.buildMs })
    }
    // BENCH_READ_PHASES=rollups skips the raw rows' reads (slow past 100 k rows).
    const phases = (process.env.BENCH_READ_PHASES ?? 'raw rows,rollups').split(',')
    for (const phase of ['raw rows', 'rollups'] as const) {
      if (!phases.includes(phase) || (phase === 'raw rows' && nodeBuild)) continue
      // A copy, so the kept seed stays as seeded (the cron writes the rollups into the copy).
      const run = `${seeded.dir}-run`
      rmSync(run, { recursive: true, force: true })
      cpSync(phase === 'rollups' && nodeBuild ? seeded.rolledDir! : seeded.dir, run, {
        recursive: true,
      })
      const mf = site(run)
      try {
        await mf.ready
        const db: D1Database = await mf.getD1Database('DB')
        const stored = (await db.prepare('SELECT COUNT(*) AS n FROM campaign_counts').first<{
          n: number
        }>())!.n
        if (phase === 'rollups' && !nodeBuild) {
          const worker = (await mf.getWorker()) as unknown as {
            scheduled(options: { cron: string; scheduledTime: Date }): Promise<unknown>
          }
          // The first run builds every day; past its 120 s budget the next runs build the rest.
          for (let n = 1; n <= 10; n++) {
            const started = performance.now()
            await worker.scheduled({ cron: '*/10 * * * *', scheduledTime: now })
            const ms = performance.now() - started
            const left = await db
              .prepare(
                `SELECT ?3 - COUNT(*) AS n FROM count_rollup_days
                 WHERE day BETWEEN ?1 AND ?2 AND stale = 0`,
              )
              .bind(shiftDays(now, -DAYS), shiftDays(now, -1), DAYS)
              .first<{ n: number }>()
            rows.push({ view: `the cron, run ${n}`, size: stored, phase, ms })
            if (!left?.n && n > 1) break
          }
        }
        if (phase === 'rollups') {
          const rollups = await db.prepare('SELECT COUNT(*) AS n FROM count_rollups').first<{
            n: number
          }>()
          const rollupRows = rollups!.n
          STORAGE.push({
            size: stored,
            countBytes: (seeded.countsBytes - seeded.emptyBytes) / stored,
            rollupRows,
            rollupBytes: ((await databaseBytes(db)) - seeded.countsBytes) / rollupRows,
          })
        }
        for (const [view, path, read] of views(now, stored, models)) {
          let ms = Number.NaN
          if (path) {
            const times: number[] = []
            for (let i = 0; i <= TIMED; i++) {
              const started = performance.now()
              const res = await mf.dispatchFetch(`http://localhost${path}`, { headers: AUTH })
              await res.arrayBuffer()
              if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
              // The first is a warm-up (the admin app is built on first use).
              if (i > 0) times.push(performance.now() - started)
            }
            ms = median(times)
          }
          let rowsRead: number | undefined
          if (read) {
            const { db: measured, reads } = countingDb(db)
            await read(measured)
            rowsRead = reads.rows
          }
          if (path || read) rows.push({ view, size: stored, phase, ms, rowsRead, load: load1() })
        }
      } finally {
        await mf.dispose()
      }
      // The last run's copy is left for a look at its query plans (npx node bench/read-plans.ts).
    }
  }
  return rows
}

const load1 = () => loadavg()[0]!

export function printReads(rows: readonly ReadRow[]) {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')
  console.log(`\nAdmin views (local D1 on Miniflare; load average ${load}; ms: median of ${TIMED})`)
  console.log('| view | count rows | read from | ms | D1 rows read | load |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const row of rows) {
    const ms = Number.isNaN(row.ms) ? '–' : row.ms.toFixed(0)
    const read = row.rowsRead === undefined ? '–' : row.rowsRead.toLocaleString('en-US')
    const size = row.size.toLocaleString('en-US')
    const load = row.load === undefined ? '–' : row.load.toFixed(1)
    console.log(`| ${row.view} | ${size} | ${row.phase} | ${ms} | ${read} | ${load} |`)
  }
  const bytes = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0))
  console.log('\n| count rows | bytes per count row | rollup rows | bytes per rollup row |')
  console.log('| --- | --- | --- | --- |')
  for (const row of STORAGE) {
    const size = row.size.toLocaleString('en-US')
    const rollups = row.rollupRows.toLocaleString('en-US')
    console.log(`| ${size} | ${bytes(row.countBytes)} | ${rollups} | ${bytes(row.rollupBytes)} |`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.NO_BUNDLE) bundleWorker()
  printReads(await measureReads())
}
