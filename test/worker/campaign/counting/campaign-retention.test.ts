import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../../../src/index'
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
    expect(JSON.parse(String(info.mock.calls.at(-1)![0]))).toEqual({
      event: 'campaign_prune',
      firstKept: '2024-10-26',
      counts: 1,
      tags: 1,
      conversionKeys: 0,
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
    expect(JSON.parse(String(info.mock.calls.at(-1)![0]))).toMatchObject({ conversionKeys: 1 })
    info.mockRestore()
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
