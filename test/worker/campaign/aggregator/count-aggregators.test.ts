import {
  abortAllDurableObjects,
  createExecutionContext,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FLUSH_DELAY_MS, RETRY_DELAYS_MS } from '../../../../src/campaign/aggregator/flush'
import { ADMITS_ALL } from '../../../../src/campaign/counting'
import { isolateSalt, shardCount, shardOf } from '../../../../src/campaign/core/count-shards'
import type { StoredCount } from '../../../../src/campaign/counting/count-store'
import type { Env } from '../../../../src/env'
import worker from '../../../../src/index'
import { aggregators, flushAggregators } from '../count-helpers'
import { ORIGIN, TEST_ENV } from '../../helpers'
import { DESKTOP } from '../campaign-helpers'
import { countRow } from '../../../support/count-rows'
import { adminAuth } from '../../../support/basic-auth'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

const DB = TEST_ENV.DB!
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const D1_BATCH = Object.getPrototypeOf(DB) as D1Database

const landing = (campaign: string, country = 'US'): StoredCount =>
  // A person's row: an event without a client makes nothing new (admission.ts).
  countRow({ campaign, country, client: `client-of-${campaign}` })

/** The aggregator this isolate sends a campaign's counts to. */
function aggregatorFor(campaign: string) {
  return aggregators()[shardOf(campaign, isolateSalt(TEST_ENV), shardCount(TEST_ENV))]!
}

async function countIn(campaign: string): Promise<number> {
  const row = await DB.prepare(
    'SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts WHERE campaign = ?',
  )
    .bind(campaign)
    .first<{ n: number }>()
  return row!.n
}

/** Landings through the worker's real entry, all at once, waiting for their counts. */
async function land(
  path: string,
  times: number,
  cf: (i: number) => Record<string, unknown> = () => ({}),
) {
  await Promise.all(
    Array.from({ length: times }, async (_, i) => {
      const ctx = createExecutionContext()
      const request = new Request(`${ORIGIN}${path}`, {
        // A person's landing (a browser's user agent): a bot's would not list its tag.
        headers: { Cookie: 'age_ok=1', 'User-Agent': DESKTOP },
        cf: cf(i),
      })
      await (await worker.fetch(request as IncomingRequest, TEST_ENV, ctx)).arrayBuffer()
      await waitOnExecutionContext(ctx)
    }),
  )
}

/** Makes D1's batch answer as `answer` says, given the real batch. */
function d1Batch(
  answer: (
    real: () => Promise<D1Result[]>,
    statements: D1PreparedStatement[],
  ) => Promise<D1Result[]>,
) {
  const real = D1_BATCH.batch
  return vi.spyOn(D1_BATCH, 'batch').mockImplementation(function (
    this: D1Database,
    statements: D1PreparedStatement[],
  ) {
    return answer(() => real.call(this, statements) as Promise<D1Result[]>, statements)
  } as D1Database['batch'])
}

afterEach(() => vi.restoreAllMocks())

describe('an aggregator', () => {
  it('acknowledges an add once it is saved, and sets its flush alarm within a minute', async () => {
    const stub = aggregatorFor('ack_a')
    const before = Date.now()
    await stub.add([landing('ack_a'), landing('ack_a')])
    await runInDurableObject(stub, async (_, state) => {
      const saved = state.storage.sql
        .exec<{ count: number }>('SELECT count FROM pending_rows WHERE campaign = ?', 'ack_a')
        .toArray()
      expect(saved).toEqual([{ count: 2 }])
      const alarm = await state.storage.getAlarm()
      expect(alarm).toBeGreaterThanOrEqual(before + FLUSH_DELAY_MS - 1000)
      expect(alarm).toBeLessThanOrEqual(Date.now() + 60_000)
    })
    await flushAggregators()
    expect(await countIn('ack_a')).toBe(2)
  })

  it('restarted between checkpoint and flush loses nothing it acknowledged', async () => {
    const stub = aggregatorFor('restart_a')
    await stub.add([landing('restart_a'), landing('restart_a', 'CA')])
    await stub.add([landing('restart_a')])
    // Every object loses its memory; storage and alarms stay, as after a crash or a deploy.
    await abortAllDurableObjects()
    const fresh = aggregatorFor('restart_a')
    expect((await fresh.unflushed()).rows.filter((r) => r.campaign === 'restart_a')).toHaveLength(2)
    expect(await runDurableObjectAlarm(fresh)).toBe(true)
    expect(await countIn('restart_a')).toBe(3)
    expect((await fresh.unflushed()).rows.filter((r) => r.campaign === 'restart_a')).toEqual([])
  })

  it('moves rows saved before sub-ids (its old pending and outbox tables) over on start, losing none', async () => {
    const stub = aggregatorFor('legacy_a')
    // As an aggregator of the previous deploy left its storage: the old tables, one row in each.
    await runInDurableObject(stub, (_, state) => {
      const sql = state.storage.sql
      const seq = sql.exec<{ n: number }>('SELECT next_seq AS n FROM flush_state').one().n
      const dims = 'hour, event, campaign, landing_page, page, country, device'
      sql.exec('DROP TABLE pending_rows')
      sql.exec('DROP TABLE outbox_rows')
      sql.exec(`CREATE TABLE pending (${dims}, count INTEGER NOT NULL, PRIMARY KEY (${dims}))`)
      sql.exec(`CREATE TABLE outbox (seq INTEGER NOT NULL, ${dims}, count INTEGER NOT NULL,
        PRIMARY KEY (seq, ${dims}))`)
      const hour = new Date().toISOString().slice(0, 13)
      sql.exec(
        `INSERT INTO pending VALUES (?, 'landing', 'legacy_a', '', 'state', 'US', 'phone', 2)`,
        hour,
      )
      sql.exec(
        `INSERT INTO outbox VALUES (?, ?, 'landing', 'legacy_a', '', 'state', 'US', 'phone', 3)`,
        seq,
        hour,
      )
      sql.exec('UPDATE flush_state SET next_seq = ?', seq + 1)
    })
    await abortAllDurableObjects()
    const fresh = aggregatorFor('legacy_a')
    const held = (await fresh.unflushed()).rows.filter((r) => r.campaign === 'legacy_a')
    expect(held.map((r) => [r.count, r.sub1, r.state, r.os, r.costMicros])).toEqual([
      [3, '', '', '', 0],
      [2, '', '', '', 0],
    ])
    expect(await runDurableObjectAlarm(fresh)).toBe(true)
    await runDurableObjectAlarm(fresh)
    expect(await countIn('legacy_a')).toBe(5)
    const left = await runInDurableObject(fresh, (_, state) =>
      state.storage.sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE name IN ('pending', 'outbox')",
        )
        .toArray(),
    )
    expect(left).toEqual([])
  })

  it('widens rows saved before the arm and before browser, OS version and network, and flushes them whole', async () => {
    const stub = aggregatorFor('widen_a')
    // As aggregators of two earlier deploys left their storage: pending_rows from before the
    // lander-test arm (and the admission columns), outbox_rows from before migration 0090's
    // browser, os_version and network, with an arm and admission columns already.
    await runInDurableObject(stub, (_, state) => {
      const sql = state.storage.sql
      const seq = sql.exec<{ n: number }>('SELECT next_seq AS n FROM flush_state').one().n
      const before = [
        ...['hour', 'event', 'campaign', 'landing_page', 'page', 'country', 'device'],
        ...['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'state', 'os'],
      ]
      const defs = (columns: string[]) => columns.map((c) => `${c} TEXT NOT NULL`).join(', ')
      const withArm = [...before, 'arm']
      sql.exec('DROP TABLE pending_rows')
      sql.exec('DROP TABLE outbox_rows')
      sql.exec(`CREATE TABLE pending_rows (${defs(before)}, count INTEGER NOT NULL,
        cost_micros INTEGER NOT NULL, PRIMARY KEY (${before.join(', ')})) WITHOUT ROWID`)
      sql.exec(`CREATE TABLE outbox_rows (seq INTEGER NOT NULL, ${defs(withArm)},
        count INTEGER NOT NULL, cost_micros INTEGER NOT NULL, admits INTEGER NOT NULL,
        seen INTEGER NOT NULL, visitors INTEGER NOT NULL,
        PRIMARY KEY (seq, ${withArm.join(', ')})) WITHOUT ROWID`)
      const hour = new Date().toISOString().slice(0, 13)
      const row = [hour, 'landing', 'widen_a', '', 'city', 'US', 'phone', 'z1', '', '', '', '']
      sql.exec(
        `INSERT INTO pending_rows VALUES (${before.map(() => '?').join(', ')}, 2, 150000)`,
        ...row,
        'TX',
        'ios',
      )
      sql.exec(
        `INSERT INTO outbox_rows VALUES (?, ${withArm.map(() => '?').join(', ')}, 3, 0, ?, ?, 3)`,
        seq,
        ...row,
        'OH',
        'android',
        '7B',
        ADMITS_ALL,
        Date.now(),
      )
      sql.exec('UPDATE flush_state SET next_seq = ?', seq + 1)
    })
    await abortAllDurableObjects()
    const fresh = aggregatorFor('widen_a')
    const held = (await fresh.unflushed()).rows.filter((r) => r.campaign === 'widen_a')
    const shape = (r: StoredCount) => [r.count, r.sub1, r.state, r.arm, r.browser, r.network]
    expect(held.map(shape)).toEqual([
      [3, 'z1', 'OH', '7B', '', ''],
      [2, 'z1', 'TX', '', '', ''],
    ])
    expect(await runDurableObjectAlarm(fresh)).toBe(true)
    await runDurableObjectAlarm(fresh)
    const { results } = await DB.prepare(
      `SELECT state, arm, browser, os_version, network, sub1, SUM(count) AS n,
         SUM(cost_micros) AS cost FROM campaign_counts WHERE campaign = 'widen_a'
       GROUP BY state, arm, browser, os_version, network, sub1 ORDER BY state`,
    ).all()
    expect(results).toEqual([
      {
        state: 'OH',
        arm: '7B',
        browser: '',
        os_version: '',
        network: '',
        sub1: 'z1',
        n: 3,
        cost: 0,
      },
      {
        state: 'TX',
        arm: '',
        browser: '',
        os_version: '',
        network: '',
        sub1: 'z1',
        n: 2,
        cost: 150000,
      },
    ])
    const tables = await runInDurableObject(fresh, (_, state) =>
      state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name LIKE '%_before'")
        .toArray(),
    )
    expect(tables).toEqual([])
  })

  it('sets its flush alarm again on start when it holds rows and none is set', async () => {
    const stub = aggregatorFor('orphan_a')
    await stub.add([landing('orphan_a')])
    await runInDurableObject(stub, (_, state) => state.storage.deleteAlarm())
    await abortAllDurableObjects()
    const fresh = aggregatorFor('orphan_a')
    const alarm = await runInDurableObject(fresh, (_, state) => state.storage.getAlarm())
    expect(alarm).not.toBeNull()
    expect(await runDurableObjectAlarm(fresh)).toBe(true)
    expect(await countIn('orphan_a')).toBe(1)
  })

  it('retries a flush D1 committed unheard without adding it twice, and never shows it twice', async () => {
    const stub = aggregatorFor('retry_a')
    await stub.add([landing('retry_a'), landing('retry_a'), landing('retry_a')])
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    // D1 commits the flush, then the answer is lost on the way back.
    const lost = d1Batch(async (real) => {
      await real()
      throw new Error('Network connection lost.')
    })
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    lost.mockRestore()
    expect(await countIn('retry_a')).toBe(3)
    const failed = errors.mock.calls.map(([line]) => JSON.parse(String(line)))
    expect(failed).toMatchObject([
      { event: 'campaign_flush_failed', rows: 1, failures: 1, retryInMs: RETRY_DELAYS_MS[0] },
    ])
    // The aggregator still holds the flush, which D1 already has: the dashboard's source skips it.
    expect((await stub.unflushed()).rows.filter((r) => r.campaign === 'retry_a')).toHaveLength(1)
    expect(await dashboardCount('retry_a')).toBe(3)
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await countIn('retry_a')).toBe(3)
    expect((await stub.unflushed()).rows.filter((r) => r.campaign === 'retry_a')).toEqual([])
  })

  it('keeps its counts through a minute of D1 failures, counting on, and flushes them all later', async () => {
    const stub = aggregatorFor('outage_a')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = d1Batch(() => Promise.reject(new Error('D1_ERROR: overloaded')))
    await stub.add([landing('outage_a')])
    const delays: number[] = []
    // Five failed flushes, their back-off adding up to more than a minute, landings still coming.
    for (let i = 0; i < 5; i++) {
      const before = Date.now()
      expect(await runDurableObjectAlarm(stub)).toBe(true)
      const next = await runInDurableObject(stub, (_, state) => state.storage.getAlarm())
      delays.push(Math.round((next! - before) / 1000) * 1000)
      await stub.add([landing('outage_a'), landing('outage_a', 'MX')])
    }
    expect(delays).toEqual(RETRY_DELAYS_MS)
    expect(delays.reduce((a, b) => a + b)).toBeGreaterThan(60_000)
    expect(await countIn('outage_a')).toBe(0)
    failing.mockRestore()
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await countIn('outage_a')).toBe(11)
    expect((await stub.unflushed()).rows.filter((r) => r.campaign === 'outage_a')).toEqual([])
  })

  it('writes a flush in the same number of D1 statements for 10 landings as for 300', async () => {
    const statements: number[] = []
    d1Batch((real, batch) => {
      statements.push(batch.length)
      return real()
    })
    await flushAggregators()
    statements.length = 0
    const country = (i: number) => ({ country: `${CHARS[Math.floor(i / 36)]}${CHARS[i % 36]}` })
    await land('/state/Texas?sub=few_a', 10, country)
    await flushAggregators()
    const few = [...statements]
    statements.length = 0
    await land('/state/Texas?sub=many_a', 300, country)
    await flushAggregators()
    expect(await countIn('few_a')).toBe(10)
    expect(await countIn('many_a')).toBe(300)
    const { n } = (await DB.prepare(
      "SELECT COUNT(*) AS n FROM campaign_counts WHERE campaign = 'many_a'",
    ).first<{ n: number }>())!
    expect(n).toBe(300)
    // Tags admitted, days capped, sub-id values and combinations admitted, counts, old markers
    // pruned, this flush's marker.
    expect(few).toEqual([7])
    expect(statements).toEqual([7])
  })
})

/** The campaign's total as the CSV export shows it (D1 plus what the aggregators hold). */
async function dashboardCount(campaign: string, env: Env = TEST_ENV): Promise<number> {
  const ctx = createExecutionContext()
  const auth = adminAuth('token')
  const res = await worker.fetch(
    new Request(`${ORIGIN}/admin/export.csv?campaign=${campaign}`, {
      headers: { Authorization: auth },
    }) as IncomingRequest,
    { ...env, ADMIN_TOKEN: 'token' },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  const lines = (await res.text()).trim().split('\r\n').slice(1)
  return lines.reduce((sum, line) => sum + Number(line.split(',').at(-1)), 0)
}

describe('first sight within one add', () => {
  it('gives a day’s last place to the value that came first in the batch, not the one first by name', async () => {
    const stub = aggregatorFor('tie_a')
    const limits = { tagsPerDay: 1000, subValuesPerDay: 1, combinationsPerDay: 1000 }
    // Two rows of one add: one Date.now() gave both the same first sight, and the tie went to
    // SQLite's table order, which is the names' order.
    await stub.add(
      [
        { ...landing('tie_a'), network: 'zeta-net' },
        { ...landing('tie_a'), network: 'alpha-net' },
      ],
      limits,
    )
    await flushAggregators()
    const { results } = await DB.prepare(
      `SELECT network, SUM(count) AS n FROM campaign_counts WHERE campaign = 'tie_a'
       GROUP BY network ORDER BY network`,
    ).all<{ network: string; n: number }>()
    expect(results).toEqual([
      { network: '(other)', n: 1 },
      { network: 'zeta-net', n: 1 },
    ])
  })
})
