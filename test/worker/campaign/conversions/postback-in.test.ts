/** GET /postback/{POSTBACK_SECRET}: the partner's word on a transaction, counted once as revenue. */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { partnerToken } from '../../../../src/campaign/attribution/partner-token'
import { sign } from '../../../../src/campaign/core/sign'
import { captureLog, request, TEST_ENV } from '../../helpers'
import { partnerPostback } from '../campaign-helpers'

afterEach(() => vi.restoreAllMocks())

const DB = env.DB!
const SECRET = 'test-postback-secret'
const KEY = { campaign: 'pb_spring', hour: '2026-11-20T14', page: 'go' }

const postback = (query: Record<string, string>, secret = SECRET, method = 'GET') =>
  partnerPostback(query, { secret, method })

async function tokenFor(campaign: string) {
  return partnerToken({ ...KEY, campaign }, TEST_ENV.CAMPAIGN_SECRET!)
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
    const path = `/postback/wrong-secret?${new URLSearchParams({ token, txid: 'S-1', payout: '1' })}`
    const res = await request(path)
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

  it('applies a reversal only to an approved txid, at most its approved amount, once', async () => {
    const token = await tokenFor('pb_match')
    expect((await postback({ token, txid: 'M-1', payout: '3', status: 'approved' })).text).toBe(
      'ok',
    )
    expect((await postback({ token, txid: 'M-2', payout: '5', status: 'approved' })).text).toBe(
      'ok',
    )
    // More than was approved: only the approved 3.00 is taken back.
    expect(await postback({ token, txid: 'M-1', payout: '900', status: 'reversed' })).toEqual({
      status: 200,
      text: 'ok',
    })
    // No payout: the whole approved amount; a smaller one: that much.
    expect((await postback({ token, txid: 'M-2', status: 'reversed' })).text).toBe('ok')
    expect((await postback({ token, txid: 'M-2', payout: '1', status: 'reversed' })).text).toBe(
      'duplicate',
    )
    expect(await revenue('pb_match')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'approved', count: 2, micros: 8_000_000 },
      { hour: '2026-11-20T14', page: 'go', status: 'reversed', count: 2, micros: 8_000_000 },
    ])
    const token2 = await tokenFor('pb_part')
    await postback({ token: token2, txid: 'P-1', payout: '4', status: 'approved' })
    await postback({ token: token2, txid: 'P-1', payout: '1.5', status: 'reversed' })
    expect((await revenue('pb_part')).at(-1)).toMatchObject({
      status: 'reversed',
      micros: 1_500_000,
    })
  })

  it('refuses a reversal of a txid never approved (409, logged), recording nothing', async () => {
    const lines = captureLog()
    const token = await tokenFor('pb_unmatched')
    for (const txid of ['U-1', 'U-2', 'U-3']) {
      const res = await postback({ token, txid, payout: '1000', status: 'reversed' })
      expect(res.status).toBe(409)
      expect(res.text).toBe(
        'reversal of a txid not approved (yet): not applied; kept for its approval.',
      )
    }
    // A pending one is not an approval either.
    await postback({ token, txid: 'U-4', payout: '2', status: 'pending' })
    expect((await postback({ token, txid: 'U-4', payout: '2', status: 'reversed' })).status).toBe(
      409,
    )
    expect(await revenue('pb_unmatched')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'pending', count: 1, micros: 2_000_000 },
    ])
    const logged = lines.filter((line) => line.event === 'partner_reversal_unmatched')
    expect(logged).toHaveLength(4)
    expect(logged[0]).toMatchObject({ campaign: 'pb_unmatched' })
    expect(JSON.stringify(lines)).not.toContain('U-1')
  })

  it('answers HEAD without recording anything', async () => {
    const token = await tokenFor('pb_head')
    const before = await DB.prepare('SELECT COUNT(*) AS n FROM conversion_keys').first<{
      n: number
    }>()
    const res = await postback(
      { token, txid: 'H-1', payout: '2', status: 'approved' },
      SECRET,
      'HEAD',
    )
    expect(res.status).toBe(200)
    expect(await revenue('pb_head')).toEqual([])
    const after = await DB.prepare('SELECT COUNT(*) AS n FROM conversion_keys').first<{
      n: number
    }>()
    expect(after).toEqual(before)
    // The same postback by GET is then counted: HEAD took no key.
    expect((await postback({ token, txid: 'H-1', payout: '2', status: 'approved' })).text).toBe(
      'ok',
    )
  })

  it('counts no old transaction again after POSTBACK_SECRET is rotated', async () => {
    const token = await tokenFor('pb_rotate')
    const query = { token, txid: 'ROT-1', payout: '2', status: 'approved' }
    expect((await postback(query, 'first-url-secret')).text).toBe('ok')
    // The URL secret leaked and was replaced: the partner repeats the same transaction.
    expect(await postback(query, 'second-url-secret')).toEqual({ status: 200, text: 'duplicate' })
    expect(await revenue('pb_rotate')).toEqual([
      { hour: '2026-11-20T14', page: 'go', status: 'approved', count: 1, micros: 2_000_000 },
    ])
  })

  it('still knows a transaction counted before the key change (its key made with POSTBACK_SECRET)', async () => {
    const token = await tokenFor('pb_legacy')
    const legacy = await sign(SECRET, 'txid:approved:LEG-1')
    await DB.prepare('INSERT INTO conversion_keys (key, day) VALUES (?, ?)')
      .bind(legacy, '2026-11-20')
      .run()
    const query = { token, txid: 'LEG-1', payout: '2', status: 'approved' }
    expect((await postback(query)).text).toBe('duplicate')
    expect(await revenue('pb_legacy')).toEqual([])
  })
})
