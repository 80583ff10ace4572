/** The partner click token (aff_sub=) on /go's and the fallback's partner URL, taken back by /postback. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeCampaignCookie } from '../../../../src/campaign/attribution/campaign-cookie'
import { readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import { answerJson, mockBackend, postSignup, request, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import { campFor, DB, IPHONE, visit } from '../campaign-helpers'
import { GO_PATH } from '../../../../src/shared/paths'

afterEach(() => vi.restoreAllMocks())

const SECRET = TEST_ENV.CAMPAIGN_SECRET!

function tokenOf(res: Response): string {
  return new URL(res.headers.get('Location')!).searchParams.get('aff_sub')!
}

async function revenue(campaign: string) {
  const { results } = await DB.prepare(
    'SELECT hour, page, status, count, micros FROM partner_revenue WHERE campaign = ?',
  )
    .bind(campaign)
    .all()
  return results
}

describe('partner click token', () => {
  it('puts a token of the campaign, this UTC hour and "go" on /go, which /postback accepts', async () => {
    const hour = new Date().toISOString().slice(0, 13)
    const { res } = await visit(`${GO_PATH}?sub=pc_go`)
    const token = new URL(res.headers.get('Location')!).searchParams.get('aff_sub')!
    const key = await readPartnerToken(token, SECRET)
    // A click at the turn of the hour may carry the next one.
    expect(key?.campaign).toBe('pc_go')
    expect(key?.page).toBe('go')
    expect(key!.hour >= hour).toBe(true)
    const query = new URLSearchParams({ token, txid: 'PC-1', payout: '3.25', status: 'approved' })
    const answer = await request(`/postback/${TEST_ENV.POSTBACK_SECRET}?${query}`)
    expect(await answer.text()).toBe('ok')
    expect(await revenue('pc_go')).toEqual([
      { hour: key!.hour, page: 'go', status: 'approved', count: 1, micros: 3_250_000 },
    ])
  })

  it('names no visitor: two visitors’ clicks in one hour without a click id carry the same token', async () => {
    const first = await visit(`${GO_PATH}?sub=pc_same`)
    const second = await visit(`${GO_PATH}?sub=pc_same`)
    expect(tokenOf(first.res)).toBe(tokenOf(second.res))
  })

  it('seals a click id into the token: unreadable on the way, each click its own, read back by the site', async () => {
    const cid = 'Zq7.click~id-1'
    const first = await visit(`${GO_PATH}?sub=pc_sealed&cid=${cid}`)
    const second = await visit(`${GO_PATH}?sub=pc_sealed&cid=${cid}`)
    const token = tokenOf(first.res)
    // Only characters every network echoes unchanged; sealed, as the read below proves.
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/)
    expect(token).not.toContain(cid)
    expect(token).not.toContain('pc_sealed')
    // A fresh nonce each time: two clicks with the same click id cannot be linked by their token.
    expect(tokenOf(second.res)).not.toBe(token)
    expect(await readPartnerToken(token, SECRET)).toMatchObject({ campaign: 'pc_sealed', cid })
    expect(await readPartnerToken(token, 'another-secret')).toBeUndefined()
    const location = first.res.headers.get('Location')!
    expect(location).not.toContain(cid)
  })

  it('seals the click id the visitor’s cookie carries into the fallback URL’s token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockBackend(answerJson(503, {}))
    const cid = 'fallback-cid-77'
    const payload = { campaign: 'pc_fallcid', page: 'state' as const, cid }
    const cookie = `camp=${await encodeCampaignCookie(payload, SECRET)}`
    const body = await (await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })).text()
    const fallback = JSON.parse(body).fallbackUrl as string
    expect(fallback).not.toContain(cid)
    const key = await readPartnerToken(new URL(fallback).searchParams.get('aff_sub')!, SECRET)
    expect(key).toMatchObject({ campaign: 'pc_fallcid', page: 'state', cid })
  })

  it('uses PARTNER_CLICK_PARAM for the parameter, and carries a token without a campaign', async () => {
    const env = { ...TEST_ENV, PARTNER_CLICK_PARAM: 's2' }
    const { res } = await visit(GO_PATH, { env })
    const location = new URL(res.headers.get('Location')!)
    expect(location.searchParams.has('aff_sub')).toBe(false)
    const key = await readPartnerToken(location.searchParams.get('s2')!, SECRET)
    expect(key).toMatchObject({ campaign: '', page: 'go' })
  })

  it('puts the token of the visitor’s campaign and landing page on the fallback URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockBackend(answerJson(503, {}))
    const body = await (
      await postSignup(VALID_SIGNUP, { cookie: await campFor('pc_fall', 'city'), agent: IPHONE })
    ).text()
    const fallback = new URL(JSON.parse(body).fallbackUrl)
    const key = await readPartnerToken(fallback.searchParams.get('aff_sub')!, SECRET)
    expect(key).toMatchObject({ campaign: 'pc_fall', page: 'city' })
  })
})
