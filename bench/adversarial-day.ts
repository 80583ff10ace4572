/**
 * Bytes a day of one campaign with adversarial sub-ids costs D1 (`npx node bench/adversarial-day.ts`,
 * after a read-side run left its read models bundled): every hour of the day, each of the day's
 * 1,032 combinations of sub1..sub5 (the 1,000 the daily cap admits, each value among the 500 a sub-id
 * admits a day, and the 32 folded ones) with a landing and its gate_shown, as a flood that maxes
 * every cap writes them; then the rollups the cron builds from them (build-rollups.ts, the same
 * code over node:sqlite). Prints rows and bytes (SQLite's pages, vacuumed) of each.
 */
import { DatabaseSync } from 'node:sqlite'
import type { refreshRollups } from '../src/reports/build-rollups.ts'
import { applyMigrations } from './miniflare-site.ts'
import { sqliteD1 } from './read-file.ts'
import { WORK } from './workerd.ts'

const DAY = '2026-11-30'
const db = new DatabaseSync(':memory:')
await applyMigrations(sqliteD1(db))
const bytes = () => {
  db.exec('VACUUM')
  const { n } = db
    .prepare('SELECT page_count * page_size AS n FROM pragma_page_count, pragma_page_size')
    .get() as { n: number }
  return n
}
const empty = bytes()
const insert =
  db.prepare(`INSERT INTO campaign_counts (hour, event, campaign, page, country, device,
  os, browser, sub1, sub2, sub3, sub4, sub5, count, cost_micros, visitors)
  VALUES (?, ?, 'flooded', 'home', 'US', 'phone', 'android', 'chrome', ?, ?, ?, ?, ?, 1, ?, ?)`)
const combinations: string[][] = []
for (let k = 0; k < 1_000; k++) {
  combinations.push(
    [1, 7, 13, 17, 19].map((m, i) => `${'abcde'[i]}${(k * m + i * Math.floor(k / 500)) % 500}`),
  )
}
for (let folded = 0; folded < 32; folded++) {
  combinations.push([0, 1, 2, 3, 4].map((bit) => (folded & (1 << bit) ? '(other)' : '')))
}
db.exec('BEGIN')
for (let hour = 0; hour < 24; hour++) {
  const at = `${DAY}T${String(hour).padStart(2, '0')}`
  for (const subs of combinations) {
    insert.run(at, 'landing', ...subs, 2_000, 1)
    insert.run(at, 'gate_shown', ...subs, 0, 0)
  }
}
db.exec('COMMIT')
const raw = bytes()
const rawRows = (db.prepare('SELECT COUNT(*) AS n FROM campaign_counts').get() as { n: number }).n
const models = (await import(`${WORK}/read-models.mjs`)) as {
  refreshRollups: typeof refreshRollups
}
await models.refreshRollups(sqliteD1(db), new Date('2026-12-01T01:00:00Z'), 5)
const rolled = bytes()
const rollupRows = (db.prepare('SELECT COUNT(*) AS n FROM count_rollups').get() as { n: number }).n
const mb = (n: number) => (n / 1e6).toFixed(2)
console.log(
  `raw rows: ${rawRows}, ${mb(raw - empty)} MB (${((raw - empty) / rawRows).toFixed(0)} B a row)`,
)
console.log(
  `rollup rows: ${rollupRows}, ${mb(rolled - raw)} MB (${((rolled - raw) / rollupRows).toFixed(0)} B a row)`,
)
