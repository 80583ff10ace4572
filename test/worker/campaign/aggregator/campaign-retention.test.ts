import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../../../src/index'
import { PRUNED_TABLES, UNPRUNED_TABLES } from '../../../../src/campaign/aggregator/prune-counts'
import { TEST_ENV } from '../../helpers'
import { DB } from '../campaign-helpers'

/** Runs the worker's scheduled handler as the daily Cron Trigger would, at `time`. */
async function runCron(time: string, env = TEST_ENV) {
  const controller = createScheduledController({
    scheduledTime: new Date(time),
    cron: '17 3 * * *',
  })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

async function hours(): Promise<string[]> {
  const { results } = await DB.prepare(
    "SELECT DISTINCT hour FROM campaign_counts WHERE campaign = 'kept_or_not' ORDER BY hour",
  ).all<{ hour: string }>()
  return results.map((r) => r.hour)
}

describe('the retention cron', () => {
  it('deletes counters older than CAMPAIGN_RETENTION_DAYS (400 by default) and past tag lists', async () => {
    const seed = ['2024-10-25T23', '2024-10-26T00', '2025-11-29T05']
    for (const hour of seed) {
      await DB.prepare(
        "INSERT INTO campaign_counts (hour, event, campaign, count) VALUES (?1, 'landing', 'kept_or_not', 1)",
      )
        .bind(hour)
        .run()
    }
    await DB.prepare(
      "INSERT INTO campaign_tags (day, campaign) VALUES ('2025-11-27', 'a'), ('2025-11-28', 'a'), ('2025-11-29', 'a')",
    ).run()
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    // 400 days up to 2025-11-29, that day included, start on 2024-10-26.
    await runCron('2025-11-29T03:17:00Z')
    expect(await hours()).toEqual(['2024-10-26T00', '2025-11-29T05'])
    const { results: tags } = await DB.prepare('SELECT day FROM campaign_tags ORDER BY day').all()
    expect(tags).toEqual([{ day: '2025-11-28' }, { day: '2025-11-29' }])
    expect(JSON.parse(String(info.mock.calls.at(-1)![0]))).toMatchObject({
      event: 'campaign_prune',
      firstKept: '2024-10-26',
      campaign_counts: 1,
      campaign_tags: 1,
      conversion_keys: 0,
    })
    // A shorter retention from the configuration.
    await runCron('2025-11-29T03:17:00Z', { ...TEST_ENV, CAMPAIGN_RETENTION_DAYS: '30' })
    expect(await hours()).toEqual(['2025-11-29T05'])
    info.mockRestore()
  })

  it('deletes conversion keys older than CONVERSION_KEY_DAYS (120), keeping newer ones', async () => {
    // 120 days before 2025-11-29 is 2025-08-01: keys of that day and later are kept.
    await DB.prepare(
      "INSERT INTO conversion_keys (key, day) VALUES ('old', '2025-07-31'), ('edge', '2025-08-01'), ('new', '2025-11-28')",
    ).run()
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    await runCron('2025-11-29T03:17:00Z')
    const { results } = await DB.prepare('SELECT key FROM conversion_keys ORDER BY day').all()
    expect(results).toEqual([{ key: 'edge' }, { key: 'new' }])
    expect(JSON.parse(String(info.mock.calls.at(-1)![0]))).toMatchObject({
      conversion_keys: 1,
    })
    info.mockRestore()
  })

  it('deletes revenue and postback outcomes past CAMPAIGN_RETENTION_DAYS, and old flush markers', async () => {
    // 400 days up to 2025-11-29 start on 2024-10-26.
    await DB.batch([
      DB.prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros)
         VALUES ('2024-10-25T23', 'old_r', 'state', 'approved', 1, 5), ('2024-10-26T00', 'kept_r', 'state', 'approved', 1, 5)`,
      ),
      DB.prepare(
        `INSERT INTO postback_outcomes (hour, campaign, outcome, count)
         VALUES ('2024-10-25T23', 'old_p', 'sent', 1), ('2024-10-26T00', 'kept_p', 'sent', 1)`,
      ),
      DB.prepare(
        `INSERT INTO count_flushes (shard, seq, at) VALUES ('idle-shard', 1, '2025-11-22T23:59:59.000Z'),
         ('idle-shard', 2, '2025-11-23T00:00:00.000Z')`,
      ),
    ])
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    await runCron('2025-11-29T03:17:00Z')
    const left = async (sql: string) => (await DB.prepare(sql).all()).results
    expect(await left('SELECT campaign FROM partner_revenue ORDER BY hour')).toEqual([
      { campaign: 'kept_r' },
    ])
    expect(await left('SELECT campaign FROM postback_outcomes ORDER BY hour')).toEqual([
      { campaign: 'kept_p' },
    ])
    expect(await left("SELECT seq FROM count_flushes WHERE shard = 'idle-shard'")).toEqual([
      { seq: 2 },
    ])
    expect(JSON.parse(String(info.mock.calls.at(-1)![0]))).toMatchObject({
      partner_revenue: 1,
      postback_outcomes: 1,
      count_flushes: 1,
    })
    info.mockRestore()
  })

  it('deletes pulled spend past CAMPAIGN_RETENTION_DAYS and records of pulls older than 30 days', async () => {
    // 400 days up to 2025-11-29 start on 2024-10-26; 30 days on 2025-10-31.
    const spend = (day: string, zone: string) =>
      DB.prepare(
        `INSERT INTO source_costs (source, account, source_campaign_id, zone, source_day, time_zone,
           cost_micros, currency, fetched_at, run_id)
         VALUES ('exoclick', '1', '77', ?2, ?1, 'America/New_York', 1000000, 'USD', 0, 'r')`,
      ).bind(day, zone)
    const run = (id: string, started: string) =>
      DB.prepare(
        `INSERT INTO cost_sync_runs (run_id, source, account, started, status)
         VALUES (?1, 'exoclick', '1', ?2, 'ok')`,
      ).bind(id, Date.parse(started))
    await DB.batch([
      spend('2024-10-25', 'old_zone'),
      spend('2024-10-26', 'kept_zone'),
      run('old_run', '2025-10-30T23:59:59.999Z'),
      run('kept_run', '2025-10-31T00:00:00.000Z'),
    ])
    const info = vi.spyOn(console, 'log').mockImplementation(() => {})
    await runCron('2025-11-29T03:17:00Z')
    info.mockRestore()
    const left = async (sql: string) => (await DB.prepare(sql).all()).results
    expect(await left("SELECT zone FROM source_costs WHERE source_campaign_id = '77'")).toEqual([
      { zone: 'kept_zone' },
    ])
    expect(await left("SELECT run_id FROM cost_sync_runs WHERE run_id LIKE '%_run'")).toEqual([
      { run_id: 'kept_run' },
    ])
  })

  it('prunes every table of the schema, or names it as kept whole', async () => {
    const { results } = await DB.prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
    ).all<{ name: string }>()
    const listed = [...PRUNED_TABLES.map((t) => t.table), ...UNPRUNED_TABLES].sort()
    expect(results.map((r) => r.name).sort()).toEqual(listed)
  })

  it('logs, without throwing, when the DB binding is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCron('2025-11-29T03:17:00Z', { ...TEST_ENV, DB: undefined })
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { event: 'campaign_prune', error: 'the DB binding is missing' },
    ])
    errors.mockRestore()
  })
})
