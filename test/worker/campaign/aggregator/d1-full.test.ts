/**
 * D1 at its size limit (docs/campaigns.md, "At D1's size limit"): every write that adds is
 * refused (as D1 refuses them past 10 GB, SQLITE_FULL), deletes still go in. Pages answer 200 with
 * counting on; the aggregators keep what they acknowledged and log each refused flush; the admin
 * views answer 200 with the held counts added; the 10-minute cron (rollups, rules) logs its
 * failure and throws nothing; once the daily prune has made room, the held flushes go in, none
 * lost.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../../src/env'
import worker from '../../../../src/index'
import { RULES_CRON } from '../../../../src/zone-rules/run-rules'
import { ORIGIN, TEST_ENV } from '../../helpers'
import { DESKTOP } from '../campaign-helpers'
import { adminAuth } from '../../../support/basic-auth'
import { flushAggregators } from '../count-helpers'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

const DB = TEST_ENV.DB!
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: 'full-token' }
const FULL = 'D1_ERROR: database or disk is full: SQLITE_FULL'
/** A statement that adds rows or changes them (a DELETE frees room and is let through). */
const ADDS = /\b(INSERT|UPDATE|REPLACE)\b/i

/** D1 refusing every write that adds, as at its size limit, until the returned restore. */
function fillD1() {
  const sqlOf = new WeakMap<object, string>()
  const dbProto = Object.getPrototypeOf(DB) as D1Database
  const statementProto = Object.getPrototypeOf(DB.prepare('SELECT 1')) as D1PreparedStatement
  const prepare = dbProto.prepare
  const bind = statementProto.bind
  const spies: { mockRestore(): void }[] = [
    vi.spyOn(dbProto, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
      const statement = prepare.call(this, sql)
      sqlOf.set(statement, sql)
      return statement
    }),
    vi.spyOn(statementProto, 'bind').mockImplementation(function (
      this: D1PreparedStatement,
      ...values: unknown[]
    ) {
      const bound = bind.apply(this, values)
      sqlOf.set(bound, sqlOf.get(this) ?? '')
      return bound
    }),
  ]
  for (const method of ['run', 'all', 'first', 'raw'] as const) {
    const real = statementProto[method] as (...args: unknown[]) => Promise<unknown>
    spies.push(
      vi.spyOn(statementProto, method).mockImplementation(function (
        this: D1PreparedStatement,
        ...args: unknown[]
      ) {
        if (ADDS.test(sqlOf.get(this) ?? '')) return Promise.reject(new Error(FULL))
        return real.apply(this, args)
      } as never),
    )
  }
  const batch = dbProto.batch
  spies.push(
    vi.spyOn(dbProto, 'batch').mockImplementation(function (
      this: D1Database,
      statements: D1PreparedStatement[],
    ) {
      // One transaction: a batch with a write that adds is refused whole.
      if (statements.some((s) => ADDS.test(sqlOf.get(s) ?? ''))) {
        return Promise.reject(new Error(FULL))
      }
      return batch.call(this, statements)
    } as D1Database['batch']),
  )
  return () => spies.forEach((spy) => spy.mockRestore())
}

async function page(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { Cookie: 'age_ok=1', 'User-Agent': DESKTOP, ...headers },
  })
  const res = await worker.fetch(request as IncomingRequest, ENV, ctx)
  const text = await res.text()
  await waitOnExecutionContext(ctx)
  return { status: res.status, text }
}

const admin = (path: string) => page(path, { Authorization: adminAuth('full-token') })

/** The campaign's landings as the CSV export shows them (D1 plus what the aggregators hold). */
async function shown(campaign: string): Promise<number> {
  const { status, text } = await admin(`/admin/export.csv?campaign=${campaign}`)
  expect(status).toBe(200)
  const lines = text.trim().split('\r\n')
  const header = lines[0]!.split(',')
  const event = header.indexOf('event')
  return lines
    .slice(1)
    .filter((line) => line.split(',')[event] === 'landing')
    .reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)
}

async function stored(campaign: string): Promise<number> {
  const row = await DB.prepare(
    `SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts
     WHERE campaign = ? AND event = 'landing'`,
  )
    .bind(campaign)
    .first<{ n: number }>()
  return row!.n
}

afterEach(() => vi.restoreAllMocks())

describe('D1 at its size limit', () => {
  it('keeps pages at 200 and every count held, and writes them all once there is room', async () => {
    const errors: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => errors.push(String(line)))
    const restore = fillD1()
    // The refusal is D1's, not the test's: a write fails, a read answers.
    await expect(DB.prepare(`UPDATE count_rollup_days SET stale = 0`).run()).rejects.toThrow(
      'SQLITE_FULL',
    )
    await expect(DB.prepare('SELECT 1 AS one').first('one')).resolves.toBe(1)

    for (let i = 0; i < 12; i++) {
      const landing = await page(`/state/Texas?sub=full_a&sub1=zone_${i % 3}`)
      expect(landing.status).toBe(200)
    }
    expect((await page('/')).status).toBe(200)
    // Every shard's flush refused, logged, and its rows kept.
    await flushAggregators()
    expect(
      errors.some((line) => line.includes('campaign_flush_failed') && line.includes('SQLITE_FULL')),
    ).toBe(true)
    expect(await stored('full_a')).toBe(0)
    // The views answer, with the held counts added to what D1 holds.
    for (const path of [
      '/admin',
      '/admin?campaign=full_a',
      '/admin/report?by=sub1&campaign=full_a',
    ]) {
      expect((await admin(path)).status, path).toBe(200)
    }
    expect(await shown('full_a')).toBe(12)

    // The 10-minute cron (rollups, then rules and alerts) logs and throws nothing.
    const controller = createScheduledController({ scheduledTime: new Date(), cron: RULES_CRON })
    const ctx = createExecutionContext()
    worker.scheduled(controller, ENV, ctx)
    await waitOnExecutionContext(ctx)
    expect(
      errors.some((line) => line.includes('campaign_rollups') && line.includes('SQLITE_FULL')),
    ).toBe(true)
    expect((await admin('/admin')).status).toBe(200)

    // Room made (the prune's deletes go in; here the limit lifted): the held flushes go in once.
    restore()
    await flushAggregators()
    expect(await stored('full_a')).toBe(12)
    expect(await shown('full_a')).toBe(12)
  })
})
