/**
 * Reversals that match their approval: a token for the same campaign and click, else 409 and a
 * log line; an approval and a reversal racing for one txid end reversed in either order.
 */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { partnerToken } from '../../../../src/campaign/attribution/partner-token'
import { captureLog, TEST_ENV } from '../../helpers'
import { partnerPostback } from '../campaign-helpers'

afterEach(() => vi.restoreAllMocks())

const DB = env.DB!
const HOUR = '2026-11-20T14'

const postback = (query: Record<string, string>) => partnerPostback(query)

const tokenFor = (campaign: string, page = 'go') =>
  partnerToken({ campaign, hour: HOUR, page }, TEST_ENV.CAMPAIGN_SECRET!)

/** A campaign's revenue by status: [status, count, micros]. */
async function revenue(campaign: string) {
  const { results } = await DB.prepare(
    `SELECT status, SUM(count) AS count, SUM(micros) AS micros FROM partner_revenue
     WHERE campaign = ? GROUP BY status ORDER BY status`,
  )
    .bind(campaign)
    .all<{ status: string; count: number; micros: number }>()
  return results.map((r) => [r.status, r.count, r.micros])
}

describe('a reversal', () => {
  it('with another campaign’s token is refused (409, logged), and changes neither campaign', async () => {
    const lines = captureLog()
    const a = await tokenFor('rev_a')
    const b = await tokenFor('rev_b')
    expect(await postback({ token: a, txid: 'T1', payout: '5', status: 'approved' })).toEqual({
      status: 200,
      text: 'ok',
    })
    const refused = await postback({ token: b, txid: 'T1', payout: '5', status: 'reversed' })
    expect(refused.status).toBe(409)
    expect(await revenue('rev_a')).toEqual([['approved', 1, 5_000_000]])
    expect(await revenue('rev_b')).toEqual([])
    expect(lines.filter((line) => line.event === 'partner_reversal_mismatch')).toEqual([
      expect.objectContaining({ campaign: 'rev_b' }),
    ])
    // The same campaign's token of another click (another page) is another click too.
    const other = await tokenFor('rev_a', 'state')
    expect((await postback({ token: other, txid: 'T1', status: 'reversed' })).status).toBe(409)
    // The approval's own token reverses it.
    expect((await postback({ token: a, txid: 'T1', status: 'reversed' })).text).toBe('ok')
    expect(await revenue('rev_a')).toEqual([
      ['approved', 1, 5_000_000],
      ['reversed', 1, 5_000_000],
    ])
  }, 30_000)

  it('that comes before its approval ends reversed when the approval comes', async () => {
    const token = await tokenFor('rev_early')
    const early = await postback({ token, txid: 'E1', payout: '5', status: 'reversed' })
    expect(early.status).toBe(409)
    expect(await revenue('rev_early')).toEqual([])
    expect((await postback({ token, txid: 'E1', payout: '5', status: 'approved' })).text).toBe('ok')
    expect(await revenue('rev_early')).toEqual([
      ['approved', 1, 5_000_000],
      ['reversed', 1, 5_000_000],
    ])
    // Once: the reversal sent again is a duplicate.
    expect((await postback({ token, txid: 'E1', status: 'reversed' })).text).toBe('duplicate')
  }, 30_000)

  it('racing its approval ends reversed whichever comes first, 20 times', async () => {
    const token = await tokenFor('rev_race')
    for (let i = 0; i < 20; i++) {
      const txid = `R${i}`
      const sends = [
        () => postback({ token, txid, payout: '1', status: 'approved' }),
        () => postback({ token, txid, payout: '1', status: 'reversed' }),
      ]
      if (i % 2) sends.reverse()
      await Promise.all(sends.map((send) => send()))
    }
    expect(await revenue('rev_race')).toEqual([
      ['approved', 20, 20_000_000],
      ['reversed', 20, 20_000_000],
    ])
  }, 30_000)
})
