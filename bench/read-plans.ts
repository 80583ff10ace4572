/**
 * The query plans of the read side's views (`npx node bench/read-plans.ts [SIZE]`, after
 * `BENCH_ONLY=reads npm run bench` left its last copy of the seeded D1 at SIZE count rows,
 * default 1,000,000): each statement of one campaign's zones report and of the rules' reads,
 * run on that file by node:sqlite with SQLite's EXPLAIN QUERY PLAN printed before it.
 */
import { DatabaseSync } from 'node:sqlite'
import { campaignTag } from './read-data.ts'
import { readDirectory, sqliteD1, sqliteFile } from './read-file.ts'
import { WORK } from './workerd.ts'
import type { loadReport } from '../src/reports/report-data.ts'
import type { readFilters } from '../src/reports/dashboard-filters.ts'

const size = Number(process.argv[2] ?? 1_000_000)
const today = new Date().toISOString().slice(0, 10)
const run = `${readDirectory(size, today)}-run`
const db = new DatabaseSync(sqliteFile(run), { readOnly: true })
const explained = sqliteD1(db, (sql, params) => {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[]))
  console.log(`\n-- ${sql.replace(/\s+/g, ' ').slice(0, 160)}…`)
  for (const row of plan) console.log(`${'  '.repeat(Number(row.parent) ? 1 : 0)}${row.detail}`)
})
const models = (await import(`${WORK}/read-models.mjs`)) as {
  loadReport: typeof loadReport
  readFilters: typeof readFilters
}
const now = new Date()
const all = models.readFilters(() => undefined, now)
await models.loadReport(
  explained,
  { ...all.hours.current, campaign: campaignTag(1) },
  'sub1',
  {},
  '[]',
  all.hours.days,
)
