/**
 * Every way onto the partner the site makes carries the visitor's own campaign: `/success`'s
 * Continue, the backend's redirect to the partner, any /go without a campaign. The partner's
 * approval then reaches the campaign, zone and landing page that bought the visit, and the
 * source hears of it with the click id its link sent (up to 512 characters); a link whose
 * source left a macro unfilled is counted as such and never sends the macro.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../../src/env'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { GO_PATH } from '../../../../src/shared/paths'
import { readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import { postSignup, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import { cookieOf, DB, IPHONE, partnerApproves, visit } from '../campaign-helpers'
import { flushAggregators } from '../count-helpers'
import { adminClient } from '../../../support/admin-client'

const TRACKER = 'https://tracker.test/pb'
const TOKEN = 'site-links-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.33' })

afterEach(() => vi.restoreAllMocks())

async function template(campaign: string, fire: 'signup' | 'partner') {
  await saveTemplate(DB, {
    campaign,
    template: `${TRACKER}?cid={cid}&payout={payout}&status={status}&event={event}`,
    payoutMicros: 1_000_000,
    fire,
    updated: new Date().toISOString(),
  })
}

/**
 * The tracker's calls; the backend answers "created" with `redirectUrl` (none: the visitor goes
 * on to /success).
 */
function mockNetwork(redirectUrl?: string) {
  const calls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(TRACKER)) return Response.json(redirectUrl ? { redirectUrl } : {})
    calls.push(new URL(request.url))
    return new Response('ok')
  })
  return calls
}

async function revenueOf(campaign: string) {
  const { results } = await DB.prepare(
    'SELECT campaign, page, sub1, status, micros FROM partner_revenue WHERE campaign = ?',
  )
    .bind(campaign)
    .all()
  return results
}

/** report.csv's lines as records keyed by its header. */
async function report(query: string): Promise<Record<string, string>[]> {
  await flushAggregators()
  const res = await ADMIN.get(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
}

describe('the site’s own ways onto the partner', () => {
  it('credits the partner’s approval after /success’s Continue to the landing’s campaign and zone, and relays it with the original click id', async () => {
    await template('sl_success', 'partner')
    const calls = mockNetwork()
    const landing = await visit('/state/Texas?sub=sl_success&sub1=zone-7&cid=sl-click-1')
    const camp = cookieOf(landing.res)
    const signup = await postSignup(VALID_SIGNUP, { cookie: camp, agent: IPHONE })
    expect(await signup.json()).toEqual({ redirectUrl: '/success' })
    const marker = signup.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('signed_up='))!
      .split(';')[0]!
    const success = await visit('/success', { cookie: `${camp}; ${marker}` })
    const continueLink = /href="([^"]+)" rel="sponsored">Continue to the partner site/
    const href = continueLink.exec(success.body)![1]!.replaceAll('&amp;', '&')
    const onward = await visit(href, { cookie: camp })
    expect(onward.res.status).toBe(302)
    // The site's own link leaves the visitor's campaign, page, zone and click id as they are
    // (the cookie records the day of this click: their unique click).
    const kept = cookieOf(onward.res).split('.')
    const landed = camp.split('.')
    expect([kept[1], kept[2], kept[4], kept[5]]).toEqual([
      landed[1],
      landed[2],
      landed[4],
      landed[5],
    ])
    expect(kept[3]).toMatch(/^\d{8}$/)
    const location = onward.res.headers.get('Location')!
    expect(new URL(location).searchParams.get('sub')).toBe('sl_success')
    await partnerApproves(location, 'SL-1', '7.00')
    expect(await revenueOf('sl_success')).toEqual([
      { campaign: 'sl_success', page: 'state', sub1: 'zone-7', status: 'approved', micros: 7e6 },
    ])
    expect(calls.map((url) => url.searchParams.get('cid'))).toEqual(['sl-click-1'])
    expect(calls[0]!.searchParams.get('status')).toBe('approved')
    expect(await revenueOf('success')).toEqual([])
  })

  it('puts the visitor’s token on the backend’s redirect to the partner, and leaves another host’s alone', async () => {
    const landing = await visit('/state/Ohio?sub=sl_redirect&sub1=zone-3&cid=sl-click-2')
    const camp = cookieOf(landing.res)
    mockNetwork('https://partner.example.com/welcome?x=1')
    const signup = await postSignup(VALID_SIGNUP, { cookie: camp, agent: IPHONE })
    const { redirectUrl } = (await signup.json()) as { redirectUrl: string }
    const url = new URL(redirectUrl)
    expect(url.origin + url.pathname).toBe('https://partner.example.com/welcome')
    expect(url.searchParams.get('x')).toBe('1')
    expect(url.searchParams.get('sub')).toBe('sl_redirect')
    // The landing's sealed token: its click id read back by the site.
    expect(
      await readPartnerToken(url.searchParams.get('aff_sub')!, TEST_ENV.CAMPAIGN_SECRET!),
    ).toMatchObject({ campaign: 'sl_redirect', cid: 'sl-click-2' })
    await partnerApproves(redirectUrl, 'SL-2', '3.00')
    expect(await revenueOf('sl_redirect')).toEqual([
      { campaign: 'sl_redirect', page: 'state', sub1: 'zone-3', status: 'approved', micros: 3e6 },
    ])
    vi.restoreAllMocks()
    // A redirect allowed elsewhere (not the partner's own host) is not the partner's to credit.
    const elsewhere = { ...TEST_ENV, REDIRECT_HOSTS: 'partner.example.com,welcome.example.org' }
    mockNetwork('https://welcome.example.org/next')
    const other = await postSignup(VALID_SIGNUP, { cookie: camp, agent: IPHONE, env: elsewhere })
    expect(await other.json()).toEqual({ redirectUrl: 'https://welcome.example.org/next' })
  })

  it('keeps the visitor’s campaign through /go without a campaign, and counts that click as the campaign’s', async () => {
    const landing = await visit('/state/Texas?sub=sl_plain&sub1=zone-1')
    let camp = cookieOf(landing.res)
    for (const path of [
      `${GO_PATH}`,
      `${GO_PATH}?from=signup-page`,
      `${GO_PATH}?from=x&sub=other`,
    ]) {
      const res = (await visit(path, { cookie: camp })).res
      // The same campaign and landing page (only the day of the visitor's last click is new).
      const next = cookieOf(res)
      expect(next, path).toMatch(/^camp=v\d\.sl_plain\.state\./)
      camp = next
      const location = new URL(res.headers.get('Location')!)
      expect(location.searchParams.get('sub'), path).toBe('sl_plain')
      expect(location.searchParams.get('aff_sub'), path).toMatch(/^sl_plain\.\d{10}\.state\./)
    }
    // The visitor's next steps after a paid landing: the campaign's clicks, under the zone and
    // the page they landed on, one unique click, none of them a direct link's.
    const [row] = await report('by=campaign&campaign=sl_plain')
    expect(row).toMatchObject({
      landings: '1',
      clicks: '3',
      unique_clicks: '1',
      direct_clicks: '0',
    })
    const [zone] = await report('by=sub1&campaign=sl_plain')
    expect(zone).toMatchObject({ sub1: 'zone-1', clicks: '3', unique_clicks: '1' })
    const [page] = await report('by=page&campaign=sl_plain')
    expect(page).toMatchObject({ page: 'state', landings: '1', clicks: '3' })
    expect(await report('by=campaign&campaign=other')).toEqual([])
  })

  it('counts a click on the site’s own link without a campaign cookie under no campaign', async () => {
    const none = async () => {
      const row = (await report('by=campaign')).find((r) => r.campaign === '(none)')
      return { clicks: Number(row?.clicks ?? 0), unique: Number(row?.unique_clicks ?? 0) }
    }
    const before = await none()
    await visit(`${GO_PATH}?from=sl-nocamp`)
    expect(await none()).toEqual({ clicks: before.clicks + 1, unique: before.unique })
  })

  it('lets another campaign’s link replace the campaign, as the newest paid touch', async () => {
    const landing = await visit('/state/Texas?sub=sl_first&cid=first-1')
    const second = await visit(`${GO_PATH}?sub=sl_second&cid=second-1`, {
      cookie: cookieOf(landing.res),
    })
    expect(cookieOf(second.res)).toMatch(/^camp=v\d\.sl_second\.go\./)
  })
})

describe('revenue by landing page', () => {
  it('puts a sale of a visitor who landed on a state page on the state row, with its landings and cost', async () => {
    const landing = await visit('/state/Texas?sub=sl_page&cost=0.05')
    const click = await visit(`${GO_PATH}?sub=sl_page`, { cookie: cookieOf(landing.res) })
    // A direct link's click stays its own row.
    const direct = await visit(`${GO_PATH}?sub=sl_page`)
    await partnerApproves(click.res.headers.get('Location')!, 'PG-1', '2.00')
    await partnerApproves(direct.res.headers.get('Location')!, 'PG-2', '1.00')
    const rows = await report('by=page&campaign=sl_page')
    expect(rows.find((row) => row.page === 'state')).toMatchObject({
      landings: '1',
      clicks: '1',
      revenue: '2.00',
      cost: '0.05',
      profit: '1.95',
    })
    expect(rows.find((row) => row.page === 'go')).toMatchObject({
      landings: '0',
      clicks: '1',
      revenue: '1.00',
    })
  })
})

describe('click ids and macros as sources send them', () => {
  it('sends a 400-character click id whole to the source, URL-encoded', async () => {
    await template('sl_long', 'signup')
    const calls = mockNetwork()
    const cid = `${'Az09._~-'.repeat(49)}zzzzzzzz`
    expect(cid).toHaveLength(400)
    const landing = await visit(`/state/Texas?sub=sl_long&cid=${cid}`)
    await postSignup(VALID_SIGNUP, { cookie: cookieOf(landing.res), agent: IPHONE })
    expect(calls.map((url) => url.searchParams.get('cid'))).toEqual([cid])
    expect(calls[0]!.search).toContain(`cid=${encodeURIComponent(cid)}&`)
  })

  it('counts a click id over 512 characters or outside the URL-safe alphabet as rejected, per campaign', async () => {
    await visit(`/state/Texas?sub=sl_badcid&cid=${'x'.repeat(513)}`)
    await visit(`${GO_PATH}?sub=sl_badcid&cid=${encodeURIComponent('a b')}`)
    await visit(`/state/Ohio?sub=sl_badcid&cid=${'x'.repeat(512)}`)
    const [row] = await report('by=campaign&campaign=sl_badcid')
    expect(row).toMatchObject({ landings: '2', clicks: '1', cid_rejected: '2' })
  })

  it('counts cid={click_id} in unreplaced_macros and never sends it', async () => {
    await template('sl_macro', 'signup')
    const calls = mockNetwork()
    const landing = await visit(
      `/state/Texas?sub=sl_macro&cid=${encodeURIComponent('{click_id}')}&sub1=${encodeURIComponent('{zoneid}')}&cost=${encodeURIComponent('[[click_cost]]')}`,
    )
    const camp = cookieOf(landing.res)
    await postSignup(VALID_SIGNUP, { cookie: camp, agent: IPHONE })
    await visit(`${GO_PATH}?sub=sl_macro&cid=${encodeURIComponent('${SUBID}')}`, { cookie: camp })
    // No click id: nothing to send, and the macro is no value anywhere.
    expect(calls).toEqual([])
    const [row] = await report('by=campaign&campaign=sl_macro')
    expect(row).toMatchObject({
      landings: '1',
      signups: '1',
      cost: '0.00',
      cost_rejected: '0',
      unreplaced_macros: '4',
    })
    const zones = await report('by=sub1&campaign=sl_macro')
    expect(zones.map((zone) => zone.sub1)).toEqual(['(none)'])
    const dashboard = await ADMIN.get(`/admin?campaign=sl_macro`)
    const html = await dashboard.text()
    const table = html.match(/<caption>Broken links per campaign[\s\S]*?<\/table>/)![0]
    expect(table.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(
      'sl_macro 0 0 4 cid 2, cost 1, sub1 1',
    )
  })
})
