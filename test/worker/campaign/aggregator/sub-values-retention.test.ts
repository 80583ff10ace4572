/** The daily cron prunes each sub-id's value lists of past days, as it prunes the tag lists. */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../../../src/index'
import { TEST_ENV } from '../../helpers'
import { DB } from '../campaign-helpers'

describe('the retention cron and sub-id values', () => {
  it('keeps only yesterday’s and today’s lists of sub-id values', async () => {
    await DB.prepare(
      `INSERT INTO campaign_sub_values (day, campaign, sub, value) VALUES
       ('2025-12-27', 'sv', 1, 'z'), ('2025-12-28', 'sv', 1, 'z'), ('2025-12-29', 'sv', 2, 'z')`,
    ).run()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const ctx = createExecutionContext()
    worker.scheduled(
      createScheduledController({
        scheduledTime: new Date('2025-12-29T03:17:00Z'),
        cron: '17 3 * * *',
      }),
      TEST_ENV,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    const { results } = await DB.prepare(
      "SELECT day FROM campaign_sub_values WHERE campaign = 'sv' ORDER BY day",
    ).all()
    expect(results).toEqual([{ day: '2025-12-28' }, { day: '2025-12-29' }])
    vi.restoreAllMocks()
  })
})
