/**
 * Tokens already on partner links outlive a change of the click's dimensions: these two were
 * made by the partner token's first version (eight dimensions: sub1…sub5, state, os, device),
 * with the tests' CAMPAIGN_SECRET, before any dimension was added, and are kept here as strings.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import { CLICK_DIMENSION_SPECS } from '../../../../src/campaign/core'
import { TEST_ENV } from '../../helpers'
import { partnerPostback } from '../campaign-helpers'

const DB = env.DB!
const SECRET = 'test-postback-secret'

/** Signed, without a click id: campaign old_token, 2026-11-20T14, page state. */
const V1_SIGNED =
  'old_token.2026112014.state.em9uZTc3fHNpdGUtOXx8fHxUWHxpb3N8cGhvbmU.dekVXQitdPARsmLJpQ9tCA'
/** Sealed, with click id clickABC123: campaign old_sealed, 2026-11-20T15, page go. */
const V1_SEALED =
  'e1.QRlMRBqY7t-Eb6LqNNuF80SqExh-jx4h9tK7r7TeslLJjomN3261rvolaPXIFt8IpXJoioNlOV-sklkIfP4TLBuGU1FQUnOzkW5Ei3xWDPue2UH-OLLnvcwnWHzVYA'
const V1_DIMS = { sub1: 'zone77', sub2: 'site-9', state: 'TX', os: 'ios', device: 'phone' }

/** Every click dimension of a revenue row: the first version's values, '' for those added since. */
const creditedDims = Object.fromEntries(
  CLICK_DIMENSION_SPECS.map(({ name }) => [name, V1_DIMS[name as keyof typeof V1_DIMS] ?? '']),
)

async function revenueOf(campaign: string) {
  const columns = CLICK_DIMENSION_SPECS.map(({ column, name }) => `${column} AS ${name}`)
  const { results } = await DB.prepare(
    `SELECT hour, page, status, count, micros, ${columns.join(', ')} FROM partner_revenue
     WHERE campaign = ?`,
  )
    .bind(campaign)
    .all()
  return results
}

const postback = (query: Record<string, string>) => partnerPostback(query, { secret: SECRET })

describe('partner tokens made before a dimension was added', () => {
  it('reads a first-version signed token with its eight dimensions', async () => {
    expect(await readPartnerToken(V1_SIGNED, TEST_ENV.CAMPAIGN_SECRET!)).toEqual({
      campaign: 'old_token',
      hour: '2026-11-20T14',
      page: 'state',
      dims: V1_DIMS,
    })
  })

  it('reads a first-version sealed token with its click id and dimensions', async () => {
    expect(await readPartnerToken(V1_SEALED, TEST_ENV.CAMPAIGN_SECRET!)).toEqual({
      campaign: 'old_sealed',
      hour: '2026-11-20T15',
      page: 'go',
      dims: V1_DIMS,
      cid: 'clickABC123',
    })
  })

  it("credits a first-version token's payout under its dimensions, the newer ones empty", async () => {
    expect(
      await postback({ token: V1_SIGNED, txid: 'V1-1', payout: '2.50', status: 'approved' }),
    ).toEqual({ status: 200, text: 'ok' })
    expect(
      await postback({ token: V1_SEALED, txid: 'V1-2', payout: '1.25', status: 'approved' }),
    ).toEqual({ status: 200, text: 'ok' })
    const row = { status: 'approved', count: 1, ...creditedDims }
    expect(await revenueOf('old_token')).toEqual([
      { hour: '2026-11-20T14', page: 'state', micros: 2_500_000, ...row },
    ])
    expect(await revenueOf('old_sealed')).toEqual([
      { hour: '2026-11-20T15', page: 'go', micros: 1_250_000, ...row },
    ])
  })
})
