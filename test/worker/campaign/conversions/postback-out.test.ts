/** The postback out: one GET to the campaign's template when a signup with a click id is created. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeCampaignCookie } from '../../../../src/campaign/attribution/campaign-cookie'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { findPersonalData } from '../../../support/d1-privacy-scan'
import { captureLog, postSignup, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import {
  campCookie,
  countToday,
  DB,
  GOOGLEBOT,
  IPHONE,
  postbackOutcomes,
  visit,
} from '../campaign-helpers'
import { GO_PATH } from '../../../../src/shared/paths'

const TRACKER = 'https://tracker.test/pb'
const TEMPLATE = `${TRACKER}?cid={cid}&payout={payout}&txid={txid}&sub={sub}&event={event}`
/** A click id no pattern of the privacy scan would notice: only its exact value finds it. */
const CID = 'Zq7.click~id-4411'

afterEach(() => vi.restoreAllMocks())

/** Saves a template for `campaign` paying 2.50 and returns the cookie of a visitor with CID. */
async function campaignWithTemplate(campaign: string, cid = CID): Promise<string> {
  const updated = new Date().toISOString()
  await saveTemplate(DB, {
    campaign,
    template: TEMPLATE,
    payoutMicros: 2_500_000,
    fire: 'signup',
    updated,
  })
  const payload = { campaign, page: 'state' as const, cid }
  return `camp=${await encodeCampaignCookie(payload, TEST_ENV.CAMPAIGN_SECRET!)}`
}

/**
 * Answers the backend with `backend` and the tracker with each of `tracker` in turn (the last
 * one again after that); returns the URLs the tracker was called with.
 */
function mockNetwork(
  backend: () => Response,
  tracker: (() => Response)[] = [() => new Response('ok')],
) {
  const calls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(TRACKER)) return backend()
    expect(request.redirect).toBe('manual')
    calls.push(request.url)
    return (tracker[calls.length - 1] ?? tracker.at(-1)!)()
  })
  return calls
}

/**
 * The test env, and a count of the statements that read a postback template: counted on D1's
 * prototype, so the aggregator that runs the postback (carry-postback.ts) is counted too.
 */
function templateLookups() {
  let count = 0
  const d1 = Object.getPrototypeOf(DB) as D1Database
  const real = d1.prepare
  vi.spyOn(d1, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
    // The send's lookup only: an aggregator's flush finishing meanwhile (the count store's
    // statement names the table too) is not the postback starting.
    if (sql.includes('FROM postback_templates WHERE campaign IN')) count++
    return real.call(this, sql)
  })
  return { env: TEST_ENV, count: () => count }
}

const CREATED = () => Response.json({ redirectUrl: 'https://partner.example.com/welcome' })

describe('postback on a created signup', () => {
  it('sends exactly one GET with the cid, the template’s payout, a txid, sub and event', async () => {
    const cookie = await campaignWithTemplate('po_one')
    const calls = mockNetwork(CREATED)
    const res = await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(res.status).toBe(200)
    expect(calls).toHaveLength(1)
    const sent = new URL(calls[0]!)
    expect(sent.searchParams.get('cid')).toBe(CID)
    expect(sent.searchParams.get('payout')).toBe('2.50')
    expect(sent.searchParams.get('txid')).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent.searchParams.get('sub')).toBe('po_one')
    expect(sent.searchParams.get('event')).toBe('signup')
    expect(await postbackOutcomes('po_one')).toEqual([{ outcome: 'sent', count: 1 }])
  })

  it('starts nothing of the postback, not even the template lookup, before the response is handed back', async () => {
    const cookie = await campaignWithTemplate('po_after')
    const calls = mockNetwork(CREATED)
    const lookups = templateLookups()
    let whenHandedBack: { lookups: number; sends: number } | undefined
    const res = await postSignup(VALID_SIGNUP, {
      cookie,
      agent: IPHONE,
      env: lookups.env,
      onResponse: () => {
        whenHandedBack = { lookups: lookups.count(), sends: calls.length }
      },
    })
    expect(res.status).toBe(200)
    expect(whenHandedBack).toEqual({ lookups: 0, sends: 0 })
    expect(lookups.count()).toBe(1)
    expect(calls).toHaveLength(1)
  })

  it('gives each signup its own txid', async () => {
    const cookie = await campaignWithTemplate('po_txid')
    const calls = mockNetwork(CREATED)
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    const txids = calls.map((url) => new URL(url).searchParams.get('txid'))
    expect(txids).toHaveLength(2)
    expect(txids[0]).not.toBe(txids[1])
  })

  it('sends nothing for a rejected, an unavailable or a bot’s signup', async () => {
    const cookie = await campaignWithTemplate('po_none')
    const rejected = mockNetwork(() => Response.json({ error: 'taken' }, { status: 409 }))
    expect((await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })).status).toBe(409)
    expect(rejected).toEqual([])
    vi.restoreAllMocks()
    const unavailable = mockNetwork(() => new Response('down', { status: 503 }))
    expect((await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })).status).toBe(502)
    expect(unavailable).toEqual([])
    vi.restoreAllMocks()
    const bot = mockNetwork(CREATED)
    await postSignup(VALID_SIGNUP, { cookie, agent: GOOGLEBOT })
    expect(bot).toEqual([])
    expect(await postbackOutcomes('po_none')).toEqual([])
  })

  it('sends nothing without a click id in the cookie, or for a campaign without a template', async () => {
    const calls = mockNetwork(CREATED)
    const noCid = `camp=${await encodeCampaignCookie({ campaign: 'po_one', page: 'state' }, TEST_ENV.CAMPAIGN_SECRET!)}`
    await postSignup(VALID_SIGNUP, { cookie: noCid, agent: IPHONE })
    const noTemplate = `camp=${await encodeCampaignCookie({ campaign: 'po_bare', page: 'state', cid: CID }, TEST_ENV.CAMPAIGN_SECRET!)}`
    await postSignup(VALID_SIGNUP, { cookie: noTemplate, agent: IPHONE })
    expect(calls).toEqual([])
  })

  it('never sends an unfilled click id macro: cid=__CLICK_ID__ is counted unreplaced and posts nothing', async () => {
    await campaignWithTemplate('po_macro')
    const calls = mockNetwork(CREATED)
    const { res } = await visit('/state/Texas?sub=po_macro&cid=__CLICK_ID__')
    const cookie = campCookie(res)!.split(';')[0]!
    const signup = await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(signup.status).toBe(200)
    expect(calls).toEqual([])
    expect(await countToday('po_macro', "AND event = 'unreplaced_cid'")).toBe(1)
    expect(await countToday('po_macro', "AND event = 'signup_created'")).toBe(1)
  })

  it('tries a 5xx again and counts the postback sent when a later try answers', async () => {
    const cookie = await campaignWithTemplate('po_retry')
    const failing = () => new Response('busy', { status: 503 })
    const calls = mockNetwork(CREATED, [failing, failing, () => new Response('ok')])
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(calls).toHaveLength(3)
    expect(new Set(calls).size).toBe(1)
    expect(await postbackOutcomes('po_retry')).toEqual([{ outcome: 'sent', count: 1 }])
  })

  it('never follows a 3xx: one try, counted failed', async () => {
    const cookie = await campaignWithTemplate('po_redirect')
    const redirect = () =>
      new Response(null, { status: 302, headers: { Location: 'https://elsewhere.test/' } })
    const calls = mockNetwork(CREATED, [redirect])
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(calls).toHaveLength(1)
    expect(await postbackOutcomes('po_redirect')).toEqual([{ outcome: 'failed', count: 1 }])
  })

  it('keeps the click id out of every D1 table and every log line', async () => {
    const lines = captureLog()
    const cookie = await campaignWithTemplate('po_private')
    mockNetwork(CREATED, [() => new Response('no', { status: 302 })])
    await visit(`/state/Texas?sub=po_private&cid=${CID}`)
    await visit(`${GO_PATH}?sub=po_private&cid=${CID}`)
    await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    expect(await postbackOutcomes('po_private')).toEqual([{ outcome: 'failed', count: 1 }])
    expect(lines.some((line) => line.event === 'postback_failed')).toBe(true)
    expect(JSON.stringify(lines)).not.toContain(CID)
    expect(await findPersonalData(DB, [CID])).toEqual([])
  })
})
