/**
 * Every partner's words understood: status words in any case from the shared vocabulary and a
 * preset's own, a rejection after an approval as a reversal, rebills, unknown words and foreign
 * currencies refused and counted on /admin/postbacks, and the short and split tokens of a CAKE
 * network's 100-character sub fields, chosen per partner URL on /admin/partners.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import type { Env } from '../../../../src/env'
import { GO_PATH } from '../../../../src/shared/paths'
import { TEST_ENV, textOf } from '../../helpers'
import { partnerPostback, DB, visit } from '../campaign-helpers'
import { adminClient } from '../../../support/admin-client'

const TRACKER = 'https://tracker.test/pb'
const ADMIN_TOKEN = 'partner-words-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN }
const ADMIN = adminClient(ADMIN_ENV)

afterEach(() => vi.restoreAllMocks())

/** The tracker's calls (their URLs). */
function mockTracker() {
  const calls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push(new URL(new Request(input, init).url))
    return new Response('ok')
  })
  return calls
}

/** A /go click's partner URL, for a partner URL of its own when `partnerUrl` is given. */
async function click(query: string, partnerUrl?: string): Promise<URL> {
  const env = partnerUrl ? { ...ADMIN_ENV, PARTNER_URL: partnerUrl } : ADMIN_ENV
  const { res } = await visit(`${GO_PATH}?${query}`, { env })
  expect(res.status).toBe(302)
  return new URL(res.headers.get('Location')!)
}

async function tokenOf(query: string): Promise<string> {
  return (await click(query)).searchParams.get('aff_sub')!
}

const partner = (query: Record<string, string>) => partnerPostback(query)

/** The campaign's revenue rows per sub1 zone and status. */
async function revenue(campaign: string) {
  const { results } = await DB.prepare(
    `SELECT sub1, status, SUM(count) AS count, SUM(micros) AS micros FROM partner_revenue
     WHERE campaign = ? GROUP BY sub1, status ORDER BY sub1, status`,
  )
    .bind(campaign)
    .all()
  return results
}

async function refusals(campaign: string) {
  const { results } = await DB.prepare(
    'SELECT problem, word, count FROM postback_refusals WHERE campaign = ? ORDER BY problem, word',
  )
    .bind(campaign)
    .all()
  return results
}

/** Posts an /admin/partners form with the token of the page's form for it. */
function postPartnersForm(path: string, fields: Record<string, string>) {
  return ADMIN.post(path, fields, { tokenFrom: '/admin/partners' })
}

describe('partner status words', () => {
  it('approves status=SALE, whatever its case', async () => {
    const token = await tokenOf('sub=pw_sale&sub1=z1')
    expect(await partner({ token, txid: 'SALE-1', payout: '2', status: 'SALE' })).toEqual({
      status: 200,
      text: 'ok',
    })
    expect(await revenue('pw_sale')).toEqual([
      { sub1: 'z1', status: 'approved', count: 1, micros: 2_000_000 },
    ])
  })

  it('rejects on status=trash before an approval, adding nothing', async () => {
    const token = await tokenOf('sub=pw_trash&sub1=z1')
    expect((await partner({ token, txid: 'TR-1', payout: '3', status: 'trash' })).text).toBe('ok')
    expect(await revenue('pw_trash')).toEqual([
      { sub1: 'z1', status: 'rejected', count: 1, micros: 3_000_000 },
    ])
  })

  it('takes an approval back on status=Chargeback, and relays the reversal to the source', async () => {
    const updated = new Date().toISOString()
    const template = `${TRACKER}?cid={cid}&payout={payout}&status={status}`
    await saveTemplate(DB, {
      campaign: 'pw_cb',
      template,
      payoutMicros: 0,
      fire: 'partner',
      updated,
    })
    const calls = mockTracker()
    const token = await tokenOf('sub=pw_cb&sub1=z1&cid=cb-click-1')
    expect((await partner({ token, txid: 'CB-1', payout: '5', status: 'approved' })).text).toBe(
      'ok',
    )
    expect((await partner({ token, txid: 'CB-1', payout: '5', status: 'Chargeback' })).text).toBe(
      'ok',
    )
    expect(await revenue('pw_cb')).toEqual([
      { sub1: 'z1', status: 'approved', count: 1, micros: 5_000_000 },
      { sub1: 'z1', status: 'reversed', count: 1, micros: 5_000_000 },
    ])
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls.map((url) => url.searchParams.get('status'))).toEqual(['approved', 'reversed'])
    expect(calls[1]!.searchParams.get('cid')).toBe('cb-click-1')
  })

  it('takes an approval back on a rejection word after it (trash after the sale)', async () => {
    const token = await tokenOf('sub=pw_late&sub1=z1')
    await partner({ token, txid: 'LT-1', payout: '4', status: 'approve' })
    expect((await partner({ token, txid: 'LT-1', payout: '4', status: 'trash' })).text).toBe('ok')
    expect(await revenue('pw_late')).toEqual([
      { sub1: 'z1', status: 'approved', count: 1, micros: 4_000_000 },
      { sub1: 'z1', status: 'reversed', count: 1, micros: 4_000_000 },
    ])
  })

  it('counts Affise’s 5 as pending, and a preset’s own word only with that preset', async () => {
    const token = await tokenOf('sub=pw_affise&sub1=z1')
    const affise = { token, payout: '1', preset: 'affise' }
    expect((await partner({ ...affise, txid: 'AF-1', status: '5' })).text).toBe('ok')
    const plain = { token, payout: '1', txid: 'PH-1', status: 'revshare' }
    expect((await partner(plain)).status).toBe(400)
    expect((await partner({ ...plain, preset: 'partnershouse' })).text).toBe('ok')
    expect((await partner({ ...plain, preset: 'no-such-network' })).status).toBe(400)
    expect(await revenue('pw_affise')).toEqual([
      { sub1: 'z1', status: 'approved', count: 1, micros: 1_000_000 },
      { sub1: 'z1', status: 'pending', count: 1, micros: 1_000_000 },
    ])
  })

  it('adds a BongaCash-style rebill with a new txid to the same zone; the same txid again is a duplicate', async () => {
    const token = await tokenOf('sub=pw_bonga&sub1=zone-7')
    const bonga = { token, payout: '10', preset: 'bongacash' }
    expect((await partner({ ...bonga, txid: 'BG-1', status: 'initial' })).text).toBe('ok')
    expect((await partner({ ...bonga, txid: 'BG-2', status: 'rebill' })).text).toBe('ok')
    expect((await partner({ ...bonga, txid: 'BG-2', status: 'rebill' })).text).toBe('duplicate')
    expect(await revenue('pw_bonga')).toEqual([
      { sub1: 'zone-7', status: 'approved', count: 2, micros: 20_000_000 },
    ])
  })

  it('answers 400 to status=frobnicate and shows it on /admin/postbacks as unmapped_status, with the word only', async () => {
    const token = await tokenOf('sub=pw_frob&sub1=z1')
    const refused = await partner({ token, txid: 'FROB-TX-1', payout: '1', status: 'frobnicate' })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('frobnicate')
    await partner({ token, txid: 'FROB-TX-2', payout: '1', status: 'FROBNICATE' })
    expect(await revenue('pw_frob')).toEqual([])
    expect(await refusals('pw_frob')).toEqual([
      { problem: 'unmapped_status', word: 'frobnicate', count: 2 },
    ])
    const { results } = await DB.prepare('SELECT * FROM postback_refusals').all()
    const kept = JSON.stringify(results)
    expect(kept).not.toContain('FROB-TX')
    expect(kept).not.toContain(token)
    const page = textOf(await ADMIN.page('/admin/postbacks'))
    expect(page).toMatch(/pw_frob\s*unmapped_status[^\n]*frobnicate\s*2/)
  })

  it('answers 400 as unmapped to status words that are names on every object (constructor, __proto__, toString), for the shared words and a preset’s', async () => {
    const token = await tokenOf('sub=pw_proto&sub1=z1')
    const words = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']
    for (const [i, status] of words.entries()) {
      for (const preset of [undefined, 'bongacash']) {
        const asked = { token, txid: `PROTO-${i}-${preset ?? 'none'}`, payout: '1', status }
        const refused = await partner(preset ? { ...asked, preset } : asked)
        expect(refused.status, `${status} ${preset ?? ''}`).toBe(400)
        expect(refused.text).toContain('is not a word this site knows')
      }
    }
    expect(await revenue('pw_proto')).toEqual([])
    expect(await refusals('pw_proto')).toEqual(
      expect.arrayContaining([
        { problem: 'unmapped_status', word: 'constructor', count: 2 },
        { problem: 'unmapped_status', word: '__proto__', count: 2 },
        { problem: 'unmapped_status', word: 'tostring', count: 2 },
      ]),
    )
  })

  it('keeps a word that is not a plain one as (other)', async () => {
    const token = await tokenOf('sub=pw_other&sub1=z1')
    const status = 'someone@example.com'
    expect((await partner({ token, txid: 'O-1', payout: '1', status })).status).toBe(400)
    expect(await refusals('pw_other')).toEqual([
      { problem: 'unmapped_status', word: '(other)', count: 1 },
    ])
  })
})

describe('partner currencies', () => {
  it('refuses currency=EUR with 400 and counts it, then converts at the rate set on /admin/partners', async () => {
    const token = await tokenOf('sub=pw_eur&sub1=z1')
    const eur = { token, payout: '10', status: 'approved', currency: 'EUR' }
    const refused = await partner({ ...eur, txid: 'EUR-1' })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('USD')
    expect(await refusals('pw_eur')).toEqual([{ problem: 'currency', word: 'EUR', count: 1 }])
    expect(await revenue('pw_eur')).toEqual([])
    // The site's own currency, in any case, as if there were none.
    expect((await partner({ ...eur, txid: 'USD-1', currency: 'usd' })).text).toBe('ok')
    const saved = await postPartnersForm('/admin/partners/rates', { currency: 'eur', rate: '1.08' })
    expect(saved.status).toBe(303)
    expect((await partner({ ...eur, txid: 'EUR-2', currency: 'eur' })).text).toBe('ok')
    expect(await revenue('pw_eur')).toEqual([
      { sub1: 'z1', status: 'approved', count: 2, micros: 20_800_000 },
    ])
    const page = textOf(await ADMIN.page('/admin/postbacks'))
    expect(page).toMatch(/pw_eur\s*currency[^\n]*EUR\s*1/)
  })

  it('refuses a rate that is not a positive decimal, and the site’s own currency', async () => {
    for (const fields of [
      { currency: 'GBP', rate: '-1' },
      { currency: 'GBP', rate: '0' },
      { currency: 'GBP', rate: '1e3' },
      { currency: 'USD', rate: '1' },
      { currency: 'EURO', rate: '1' },
    ]) {
      const res = await postPartnersForm('/admin/partners/rates', fields)
      expect(res.status, JSON.stringify(fields)).toBe(400)
    }
  })
})

describe('tokens for short sub fields', () => {
  /** A click id as long as sources send (ExoClick's is about 350): the sealed token is too long. */
  const LONG_CID = 'c'.repeat(350)

  it('a CAKE-length token round-trips through a 100-character s2 and credits the right zone', async () => {
    const offer = 'https://cake-network.example/offer'
    const chosen = await postPartnersForm('/admin/partners', { url: offer, preset: 'clickdealer' })
    expect(chosen.status).toBe(303)
    const location = await click(
      `sub=pw_cake_campaign&sub1=zone-42&sub2=placement-77&cid=${LONG_CID}`,
      `${offer}?aff=9`,
    )
    expect(location.searchParams.has('aff_sub')).toBe(false)
    const s2 = location.searchParams.get('s2')!
    expect(s2.length).toBeLessThanOrEqual(100)
    // The network keeps the first 100 characters: all of it.
    const kept = s2.slice(0, 100)
    expect(
      await partner({ token: kept, txid: 'CK-1', payout: '6', preset: 'clickdealer' }),
    ).toEqual({ status: 200, text: 'ok' })
    expect(await revenue('pw_cake_campaign')).toEqual([
      { sub1: 'zone-42', status: 'approved', count: 1, micros: 6_000_000 },
    ])
  })

  it('splits a longer token over s2 and s3, joined back by #s2##s3#, with the click id kept', async () => {
    const offer = 'https://cake-split.example/offer'
    await postPartnersForm('/admin/partners', { url: offer, preset: 'cake' })
    const location = await click('sub=pw_split&sub1=zone-5&cid=split-click-1', offer)
    const s2 = location.searchParams.get('s2')!
    const s3 = location.searchParams.get('s3')!
    expect(s2).toHaveLength(100)
    expect(s3.length).toBeGreaterThan(0)
    expect(s3.length).toBeLessThanOrEqual(100)
    expect(`${s2}${s3}`).toMatch(/^e\d+\./)
    const token = `${s2}${s3}`
    expect((await partner({ token, txid: 'SP-1', payout: '3', preset: 'cake' })).text).toBe('ok')
    expect(await revenue('pw_split')).toEqual([
      { sub1: 'zone-5', status: 'approved', count: 1, micros: 3_000_000 },
    ])
  })

  it('shows the chosen preset’s landing parameter and postback URL on /admin/partners, never the secret', async () => {
    const offer = 'https://mylead-network.example/go'
    await postPartnersForm('/admin/partners', { url: offer, preset: 'mylead' })
    const res = await ADMIN.get('/admin/partners', {
      env: { ...ADMIN_ENV, PARTNER_URL: `${offer}?x=1` },
    })
    const page = textOf(await res.text())
    expect(page).toContain('ml_sub1')
    expect(page).toContain(
      'https://nightgator.test/postback/YOUR_POSTBACK_SECRET?token=[ml_sub1]&txid=[transaction_id]&payout=[payout]&status=[status]&currency=[currency]&preset=mylead',
    )
    expect(page).not.toContain(TEST_ENV.POSTBACK_SECRET!)
  })
})
