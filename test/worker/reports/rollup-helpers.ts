/**
 * The count rollups' worker tests' tools (count-rollups.test.ts, hourly-retention.test.ts): D1
 * with its rows read added up, a view read through the worker, the 10-minute cron, the seed of
 * raw rows as flushes write them, and the rollups against a fresh aggregation of the raw rows.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { expect } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import { ROLLUP_DIMS, ROLLUP_DIM_NAMES } from '../../../src/reports/count-rollups'
import { DB } from '../campaign/campaign-helpers'
import { TEST_ENV } from '../helpers'
import { countingDb } from '../../support/counting-db'
import { adminClient } from '../../support/admin-client'

export { countingDb }

const TOKEN = 'rollups-admin-token'

export function envWith(db: D1Database): Env {
  return { ...TEST_ENV, ADMIN_TOKEN: TOKEN, DB: db, COUNT_AGGREGATOR: undefined }
}

export async function admin(path: string, db: D1Database = DB) {
  return adminClient(envWith(db), { ip: '192.0.2.44' }).get(path)
}

/** The text of a view, and the D1 rows it read. */
export async function read(
  path: string,
): Promise<{ text: string; rows: number; batches: number[][] }> {
  const { db, reads } = countingDb(DB)
  const res = await admin(path, db)
  const text = await res.text()
  expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200)
  return { text, rows: reads.rows, batches: reads.batches }
}

/** One run of the 10-minute cron (rollups, then the rules), at `now`. */
export async function runCron(now: Date, db: D1Database = DB) {
  const controller = createScheduledController({ scheduledTime: now, cron: RULES_CRON })
  const ctx = createExecutionContext()
  worker.scheduled(controller, envWith(db), ctx)
  await waitOnExecutionContext(ctx)
}

/**
 * `rowsPerHour` raw rows an hour over `days` days from `first`, as flushes write them: five
 * campaigns, a Zipf-like spread of zones (sub1), five countries, devices, landings with cost and
 * visitors, clicks, signups, and zones folded into `(other)`.
 */
export async function seed(first: string, days: number, rowsPerHour: number) {
  await DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?2 - 1)
     INSERT INTO campaign_counts (hour, event, campaign, landing_page, page, country, device,
       sub1, sub2, state, os, count, cost_micros, visitors)
     SELECT strftime('%Y-%m-%dT%H', ?1, '+' || (i / ?3) || ' hours'),
       CASE i % 7 WHEN 0 THEN 'click' WHEN 1 THEN 'signup_created' WHEN 2 THEN 'bot'
         WHEN 3 THEN 'unreplaced_cost' ELSE 'landing' END,
       CASE WHEN i % 7 = 2 THEN '' ELSE 'camp_' || (i % 5) END,
       CASE WHEN i % 7 = 1 THEN 'city' ELSE '' END,
       CASE i % 3 WHEN 0 THEN 'home' WHEN 1 THEN 'city' ELSE 'state' END,
       substr('USCAGBDEFR', 1 + 2 * (i % 5), 2),
       CASE i % 2 WHEN 0 THEN 'phone' ELSE 'desktop' END,
       CASE WHEN i % 7 = 2 THEN '' WHEN i % 11 = 0 THEN '(other)'
         ELSE 'zone_' || ((i * 7919) % 40) % (1 + (i * 31) % 40) END,
       CASE WHEN i % 13 = 0 THEN 'ad_' || (i % 3) ELSE '' END,
       CASE WHEN i % 5 = 0 THEN 'TX' ELSE '' END, 'android',
       1 + i % 4, CASE WHEN i % 7 >= 4 THEN 1000 * (1 + i % 9) ELSE 0 END, i % 2
     FROM n WHERE TRUE
     ON CONFLICT DO UPDATE SET count = count + excluded.count,
       cost_micros = cost_micros + excluded.cost_micros, visitors = visitors + excluded.visitors`,
  )
    .bind(`${first} 00:00:00`, days * 24 * rowsPerHour, rowsPerHour)
    .run()
}

/** Every rollup row of the retained days, and the same aggregated afresh from the raw rows. */
export async function derivedAndFresh(firstDay: string) {
  const derived = await DB.prepare(
    `SELECT dim, day, campaign, value, event, count, cost_micros, visitors FROM count_rollups
     WHERE day >= ?1 ORDER BY 1, 2, 3, 4, 5`,
  )
    .bind(firstDay)
    .all()
  const fresh: unknown[] = []
  for (const dim of [...ROLLUP_DIM_NAMES].sort()) {
    const spec: { value: string; where?: string } = ROLLUP_DIMS[dim]
    const { results } = await DB.prepare(
      `SELECT '${dim}' AS dim, substr(hour, 1, 10) AS day, campaign, ${spec.value} AS value,
        event, SUM(count) AS count, SUM(cost_micros) AS cost_micros, SUM(visitors) AS visitors
        FROM campaign_counts WHERE hour >= ?1 AND (${spec.where ?? 'TRUE'})
        GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    )
      .bind(firstDay)
      .all()
    fresh.push(...results)
  }
  return { derived: derived.results, fresh }
}
