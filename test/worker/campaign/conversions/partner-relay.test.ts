/**
 * The partner's outcome told back to the traffic source: the click id sealed in the partner
 * token, the partner's approval and reversal relayed through a template firing on `partner`,
 * prefix templates, skipped postbacks counted, and the click id kept nowhere on our side.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveTemplate, type FireMode } from '../../../../src/campaign/conversions/postback-store'
import { findPersonalData } from '../../../support/d1-privacy-scan'
import { captureLog, postSignup, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import {
  partnerPostback,
  campCookie,
  DB,
  IPHONE,
  postbackOutcomes,
  visit,
} from '../campaign-helpers'
import { findInAggregators } from '../count-helpers'
import { GO_PATH } from '../../../../src/shared/paths'
import { readPartnerToken } from '../../../../src/campaign/attribution/partner-token'

const TRACKER = 'https://tracker.test/pb'
const TEMPLATE = `${TRACKER}?cid={cid}&payout={payout}&txid={txid}&sub={sub}&event={event}&status={status}`
/** Click ids no pattern of the privacy scan would notice: only their exact values find them. */
const CID = 'Zq7.relay~id-5120'

afterEach(() => vi.restoreAllMocks())

async function template(campaign: string, fire: FireMode, path = '', payoutMicros = 1_000_000) {
  const updated = new Date().toISOString()
  const url = TEMPLATE.replace(TRACKER, `${TRACKER}${path}`)
  await saveTemplate(DB, { campaign, template: url, payoutMicros, fire, updated })
}

/** The tracker's calls (their URLs); the signup backend answers "created". */
function mockNetwork(tracker: () => Response = () => new Response('ok')) {
  const calls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(TRACKER)) {
      return Response.json({ redirectUrl: 'https://partner.example.com/welcome' })
    }
    calls.push(new URL(request.url))
    return tracker()
  })
  return calls
}

/** A visitor's /go click: the camp cookie it got and the token on the partner URL. */
async function click(campaign: string, cid = CID) {
  const { res } = await visit(`${GO_PATH}?sub=${campaign}&cid=${cid}`)
  const token = new URL(res.headers.get('Location')!).searchParams.get('aff_sub')!
  return { token, cookie: campCookie(res)!.split(';')[0]! }
}

const partner = (query: Record<string, string>) => partnerPostback(query)

describe('the partner’s outcome relayed to the traffic source', () => {
  it('relays each approval once to a fire=partner template, with the click id and the partner’s payout, and a reversal with its status', async () => {
    await template('rl_partner', 'partner')
    const calls = mockNetwork()
    const { token, cookie } = await click('rl_partner')
    // The site's own signup does not fire a partner-only template.
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(calls).toEqual([])
    const approved = { token, txid: 'RL-1', payout: '2.50', status: 'approved' }
    expect(await partner(approved)).toEqual({ status: 200, text: 'ok' })
    expect(await partner(approved)).toEqual({ status: 200, text: 'duplicate' })
    expect(calls).toHaveLength(1)
    const sent = calls[0]!.searchParams
    expect(sent.get('cid')).toBe(CID)
    expect(sent.get('payout')).toBe('2.50')
    expect(sent.get('status')).toBe('approved')
    expect(sent.get('event')).toBe('partner')
    expect(sent.get('sub')).toBe('rl_partner')
    // The partner's txid is not handed on, only a stable code of it.
    expect(sent.get('txid')).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await partner({ ...approved, status: 'reversed' })).toEqual({ status: 200, text: 'ok' })
    expect(await partner({ ...approved, status: 'reversed' })).toEqual({
      status: 200,
      text: 'duplicate',
    })
    expect(calls).toHaveLength(2)
    const reversal = calls[1]!.searchParams
    expect(reversal.get('status')).toBe('reversed')
    expect(reversal.get('cid')).toBe(CID)
    expect(reversal.get('payout')).toBe('2.50')
    expect(reversal.get('txid')).toBe(sent.get('txid'))
    // A pending outcome is the partner's business until it is approved.
    await partner({ token, txid: 'RL-2', payout: '1', status: 'pending' })
    expect(calls).toHaveLength(2)
    expect(await postbackOutcomes('rl_partner')).toEqual([{ outcome: 'sent', count: 2 }])
  })

  it('relays the partner’s payout exactly, as revenue.csv counts it, not rounded to the cent', async () => {
    await template('rl_exact', 'both', '', 1_234_567)
    const calls = mockNetwork()
    const { token, cookie } = await click('rl_exact')
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    for (const [txid, payout] of [
      ['EX-1', '12.075'],
      ['EX-2', '0.3333'],
    ] as const)
      expect(await partner({ token, txid, payout, status: 'approved' })).toEqual({
        status: 200,
        text: 'ok',
      })
    await partner({ token, txid: 'EX-1', payout: '0.005', status: 'reversed' })
    await vi.waitFor(() => expect(calls).toHaveLength(4))
    expect(
      calls.map((url) => [url.searchParams.get('status'), url.searchParams.get('payout')]),
    ).toEqual([
      ['created', '1.234567'],
      ['approved', '12.075'],
      ['approved', '0.3333'],
      ['reversed', '0.005'],
    ])
  })

  it('fires a fire=both template on the signup (its payout) and on the approval (the partner’s)', async () => {
    await template('rl_both', 'both', '', 1_250_000)
    const calls = mockNetwork()
    const { token, cookie } = await click('rl_both')
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await partner({ token, txid: 'B-1', payout: '7', status: 'approved' })
    expect(
      calls.map((url) => [url.searchParams.get('event'), url.searchParams.get('payout')]),
    ).toEqual([
      ['signup', '1.25'],
      ['partner', '7.00'],
    ])
    expect(calls.every((url) => url.searchParams.get('cid') === CID)).toBe(true)
  })

  it('does not relay to a fire=signup template, and relays nothing for a token without a click id', async () => {
    await template('rl_signup', 'signup')
    await template('rl_nocid', 'partner')
    const calls = mockNetwork()
    const { token } = await click('rl_signup')
    await partner({ token, txid: 'S-1', payout: '2', status: 'approved' })
    const plain = await visit(`${GO_PATH}?sub=rl_nocid`)
    const plainToken = new URL(plain.res.headers.get('Location')!).searchParams.get('aff_sub')!
    expect(await partner({ token: plainToken, txid: 'N-1', payout: '2' })).toEqual({
      status: 200,
      text: 'ok',
    })
    expect(calls).toEqual([])
  })

  it('files the revenue of a sealed token (a click with a click id) under the click’s sub-ids', async () => {
    mockNetwork()
    const { res } = await visit(`${GO_PATH}?sub=rl_dims&cid=${CID}&sub1=zone-9&sub2=site.4`)
    const token = new URL(res.headers.get('Location')!).searchParams.get('aff_sub')!
    // Sealed: the click id goes to the partner and comes back readable only by the site.
    expect(await readPartnerToken(token, TEST_ENV.CAMPAIGN_SECRET!)).toMatchObject({ cid: CID })
    expect(token).not.toContain('zone-9')
    expect(await partner({ token, txid: 'D-1', payout: '2.50', status: 'approved' })).toEqual({
      status: 200,
      text: 'ok',
    })
    const { results } = await DB.prepare(
      'SELECT sub1, sub2, device, status, micros FROM partner_revenue WHERE campaign = ?',
    )
      .bind('rl_dims')
      .all()
    expect(results).toEqual([
      { sub1: 'zone-9', sub2: 'site.4', device: 'desktop', status: 'approved', micros: 2_500_000 },
    ])
  })

  it('uses the tag’s own template, else the longest prefix template (ending in *)', async () => {
    await template('rlp_*', 'signup', '/short')
    await template('rlp_zone_*', 'signup', '/long')
    await template('rlp_zone_9', 'signup', '/exact')
    const calls = mockNetwork()
    for (const campaign of ['rlp_a', 'rlp_zone_1', 'rlp_zone_9', 'rlp_zone_99']) {
      await postSignup(VALID_SIGNUP, { cookie: (await click(campaign)).cookie, agent: IPHONE })
    }
    expect(calls.map((url) => [url.searchParams.get('sub'), url.pathname])).toEqual([
      ['rlp_a', '/pb/short'],
      ['rlp_zone_1', '/pb/long'],
      ['rlp_zone_9', '/pb/exact'],
      ['rlp_zone_99', '/pb/long'],
    ])
  })

  it('counts a postback skipped when a click id has no template, beside sent and failed', async () => {
    const calls = mockNetwork()
    const { token, cookie } = await click('rl_skip')
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await partner({ token, txid: 'K-1', payout: '2', status: 'approved' })
    expect(calls).toEqual([])
    expect(await postbackOutcomes('rl_skip')).toEqual([{ outcome: 'skipped', count: 2 }])
  })

  it('checks a stored template against the URL rules again before calling it', async () => {
    // Saved before the rules existed (or edited in D1 by hand): the click id would pick the host.
    const updated = new Date().toISOString()
    for (const [campaign, template] of [
      ['rl_old_host', 'https://{cid}/pb'],
      ['rl_old_ip', 'https://metadata.google.internal/latest?c={cid}'],
    ] as const) {
      await saveTemplate(DB, { campaign, template, payoutMicros: 0, fire: 'signup', updated })
    }
    const lines = captureLog()
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (request.url.includes('backend.test')) {
        return Response.json({ redirectUrl: 'https://partner.example.com/welcome' })
      }
      calls.push(request.url)
      return new Response('ok')
    })
    for (const campaign of ['rl_old_host', 'rl_old_ip']) {
      await postSignup(VALID_SIGNUP, {
        cookie: (await click(campaign, 'tracker.test')).cookie,
        agent: IPHONE,
      })
      expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'failed', count: 1 }])
    }
    expect(calls).toEqual([])
    expect(lines.filter((line) => line.event === 'postback_failed')).toHaveLength(2)
  })

  it('keeps the click id out of D1, the aggregators’ storage and every log line, through the whole loop', async () => {
    const lines = captureLog()
    await template('rl_private', 'both')
    // The tracker fails: the failures are logged, without the click id.
    mockNetwork(() => new Response('no', { status: 404 }))
    await visit(`/state/Texas?sub=rl_private&cid=${CID}`)
    await visit(`/state/Texas?sub=rl_private&cid=${CID}`)
    const { token, cookie } = await click('rl_private')
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await partner({ token, txid: 'PV-1', payout: '3', status: 'approved' })
    await partner({ token, txid: 'PV-1', payout: '3', status: 'reversed' })
    await partner({ token, txid: 'PV-9', payout: '3', status: 'reversed' })
    expect(await postbackOutcomes('rl_private')).toEqual([{ outcome: 'failed', count: 3 }])
    expect(lines.some((line) => line.event === 'postback_failed')).toBe(true)
    expect(JSON.stringify(lines)).not.toContain(CID)
    expect(JSON.stringify(lines)).not.toContain(token)
    expect(await findInAggregators([CID, token])).toEqual([])
    expect(await findPersonalData(DB, [CID, token])).toEqual([])
  })
})
