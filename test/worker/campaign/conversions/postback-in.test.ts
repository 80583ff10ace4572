/** GET /postback/{POSTBACK_SECRET}: the partner's word on a transaction, counted once as revenue. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { partnerToken } from '../../../../src/campaign/attribution/partner-token'
import { request, TEST_ENV } from '../../helpers'

const DB = env.DB!
const SECRET = 'test-postback-secret'
const KEY = { campaign: 'pb_spring', hour: '2026-11-20T14', page: 'go' }

async function postback(query: Record<string, string>, secret = SECRET) {
  const res = await request(`/postback/${secret}?${new URLSearchParams(query)}`)
  return { status: res.status, text: await res.text() }
}

async function revenue(campaign: string) {
  const { results } = await DB.prepare(
    'SELECT hour, page, status, count, micros FROM partner_revenue WHERE campaign = ? ORDER BY status',
  )
    .bind(campaign)
    .all()
  return results
}

describe('GET /postback/{secret}', () => {
  it('adds an approved payout to the campaign, hour and page of the token, once per txid', async () => {
    const token = await partnerToken(KEY, TEST_ENV.CAMPAIGN_SECRET!)
    expect(await postback({ token, txid: 'T-100', payout: '2.50', status: 'approved' })).toEqual({
      status: 200,
      text: 'ok',
    })
    expect(await postback({ token, txid: 'T-100', payout: '2.50', status: 'approved' })).toEqual({
      status: 200,
      text: 'duplicate',
    })
    expect(await revenue('pb_spring')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'approved', count: 1, micros: 2_500_000 },
    ])
  })

  it('counts a postback without status as approved, as the README documents; an empty status is refused', async () => {
    const token = await partnerToken({ ...KEY, campaign: 'pb_nostatus' }, TEST_ENV.CAMPAIGN_SECRET!)
    expect(await postback({ token, txid: 'N-1', payout: '3' })).toEqual({ status: 200, text: 'ok' })
    expect(await revenue('pb_nostatus')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'approved', count: 1, micros: 3_000_000 },
    ])
    // The same txid with the status spelled out is the same event: not counted twice.
    expect((await postback({ token, txid: 'N-1', payout: '3', status: 'approved' })).text).toBe(
      'duplicate',
    )
    expect((await postback({ token, txid: 'N-2', payout: '3', status: '' })).status).toBe(400)
  })

  it('records a reversal of the same txid apart, so it can be subtracted, and numeric statuses', async () => {
    const token = await partnerToken({ ...KEY, campaign: 'pb_rev' }, TEST_ENV.CAMPAIGN_SECRET!)
    expect((await postback({ token, txid: 'R-1', payout: '4', status: '1' })).text).toBe('ok')
    expect((await postback({ token, txid: 'R-1', payout: '4', status: 'reversed' })).text).toBe(
      'ok',
    )
    expect((await postback({ token, txid: 'R-1', payout: '4', status: 'reversed' })).text).toBe(
      'duplicate',
    )
    expect(await revenue('pb_rev')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'approved', count: 1, micros: 4_000_000 },
      { hour: '2026-11-20T14', page: 'go', status: 'reversed', count: 1, micros: 4_000_000 },
    ])
  })

  it('answers 404 to a wrong secret, counting nothing', async () => {
    const token = await partnerToken({ ...KEY, campaign: 'pb_secret' }, TEST_ENV.CAMPAIGN_SECRET!)
    const res = await postback({ token, txid: 'S-1', payout: '1' }, 'wrong-secret')
    expect(res.status).toBe(404)
    expect(await revenue('pb_secret')).toEqual([])
  })

  it('answers 400 to a forged or missing token, counting nothing', async () => {
    const forged = await partnerToken({ ...KEY, campaign: 'pb_forged' }, 'another-secret')
    const queries: Record<string, string>[] = [
      { token: forged },
      {},
      { token: 'pb_forged.2026112014.go.x' },
    ]
    for (const query of queries) {
      const res = await postback({ ...query, txid: 'F-1', payout: '1' })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.text).toMatch(/token/)
    }
    expect(await revenue('pb_forged')).toEqual([])
  })

  it('answers 400 to a payout that is not a decimal or is over the cap', async () => {
    const token = await partnerToken({ ...KEY, campaign: 'pb_cap' }, TEST_ENV.CAMPAIGN_SECRET!)
    for (const payout of ['1e9', '-3', 'abc', '1000.01']) {
      expect((await postback({ token, txid: `C-${payout}`, payout })).status, payout).toBe(400)
    }
    expect((await postback({ token, txid: 'C-ok', payout: '1000' })).text).toBe('ok')
    expect(await revenue('pb_cap')).toHaveLength(1)
  })

  it('keeps no txid: only an HMAC of it is stored', async () => {
    const token = await partnerToken({ ...KEY, campaign: 'pb_private' }, TEST_ENV.CAMPAIGN_SECRET!)
    await postback({ token, txid: 'VISIBLE-TXID-77', payout: '1' })
    const { results } = await DB.prepare('SELECT key FROM conversion_keys').all<{ key: string }>()
    expect(results.length).toBeGreaterThan(0)
    expect(JSON.stringify(results)).not.toContain('VISIBLE-TXID-77')
  })
})
