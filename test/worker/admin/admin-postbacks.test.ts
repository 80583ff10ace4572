/** /admin/postbacks: templates listed, saved, refused with a reason, deleted; cross-site posts refused. */
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeCampaignCookie } from '../../../src/campaign/attribution/campaign-cookie'
import { saveTemplate } from '../../../src/campaign/conversions/postback-store'
import type { Env } from '../../../src/env'
import { findPersonalData } from '../../support/d1-privacy-scan'
import { IPHONE, postbackOutcomes } from '../campaign/campaign-helpers'
import { ORIGIN, postSignup, request, TEST_ENV, textOf, VALID_SIGNUP } from '../helpers'
import { adminClient } from '../../support/admin-client'

const DB = env.DB!
const TOKEN = 'postbacks-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV)

function getPage(query = '', testEnv = ADMIN_ENV) {
  return ADMIN.get(`/admin/postbacks${query}`, { env: testEnv })
}

/** The token of the page's forms. */
const formToken = () => ADMIN.formToken('/admin/postbacks')

function post(
  path: string,
  fields: Record<string, string> | URLSearchParams,
  headers: Record<string, string> = { Origin: ORIGIN },
  testEnv = ADMIN_ENV,
) {
  return ADMIN.post(path, fields, { headers, env: testEnv })
}

async function stored(campaign: string) {
  return DB.prepare(
    'SELECT template, payout_micros AS payout FROM postback_templates WHERE campaign = ?',
  )
    .bind(campaign)
    .first<{ template: string; payout: number }>()
}

describe('/admin/postbacks', () => {
  it('needs the admin login', async () => {
    const res = await request('/admin/postbacks', { confirmed: false }, ADMIN_ENV)
    expect(res.status).toBe(401)
  })

  it('saves a template with its payout, then lists it', async () => {
    const csrf = await formToken()
    const template = 'https://tracker.example/postback?cid={cid}&payout={payout}&txid={txid}'
    const res = await post('/admin/postbacks', {
      csrf,
      campaign: 'pb_save',
      template,
      payout: '2.5',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/admin/postbacks?saved=pb_save')
    expect(await stored('pb_save')).toEqual({ template, payout: 2_500_000 })
    const page = textOf(await (await getPage('?saved=pb_save')).text())
    expect(page).toContain('Saved pb_save.')
    expect(page).toContain('pb_save')
    expect(page).toContain('2.50')
  })

  it('refuses an unknown placeholder with a clear message and keeps what was typed', async () => {
    const csrf = await formToken()
    const template = 'https://tracker.example/p?c={clickid}'
    const res = await post('/admin/postbacks', { csrf, campaign: 'pb_bad', template, payout: '1' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(textOf(html)).toContain(
      'Unknown placeholder {clickid}: use {cid}, {payout}, {txid}, {sub}, {event}, {status}.',
    )
    expect(html).toContain('>https://tracker.example/p?c={clickid}</textarea>')
    expect(await stored('pb_bad')).toBeNull()
  })

  it('refuses http URLs in a deployment, and allows local ones where npm run dev says so', async () => {
    const csrf = await formToken()
    // localhost, not 127.0.0.1: the privacy scan after each file flags anything shaped like an IP.
    const template = 'http://localhost:9911/pb?cid={cid}'
    const fields = { csrf, campaign: 'pb_local', template, payout: '0' }
    expect((await post('/admin/postbacks', fields)).status).toBe(400)
    const dev = { ...ADMIN_ENV, POSTBACK_ALLOW_LOCAL: 'on' }
    expect((await post('/admin/postbacks', fields, { Origin: ORIGIN }, dev)).status).toBe(303)
    expect((await stored('pb_local'))?.template).toBe(template)
  })

  it('fills the form from a preset', async () => {
    const html = await (await getPage('?preset=voluum&campaign=pb_pre')).text()
    expect(html).toContain(
      '>https://YOUR_VOLUUM_DOMAIN/postback?cid={cid}&amp;payout={payout}&amp;txid={txid}</textarea>',
    )
    expect(html).toContain('name="campaign" value="pb_pre"')
  })

  it('refuses a cross-site post and a post without the page token', async () => {
    const csrf = await formToken()
    const template = 'https://tracker.example/p?c={cid}'
    const fields = { csrf, campaign: 'pb_csrf', template, payout: '1' }
    const crossSite = await post('/admin/postbacks', fields, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const noToken = await post('/admin/postbacks', { ...fields, csrf: 'forged' })
    expect(noToken.status).toBe(403)
    expect(await stored('pb_csrf')).toBeNull()
  })

  it('deletes a template only after its confirmation page, without JavaScript', async () => {
    const csrf = await formToken()
    const template = 'https://tracker.example/p?c={cid}'
    await post('/admin/postbacks', { csrf, campaign: 'pb_del', template, payout: '1' })
    // The list's button opens the confirmation page (a GET): nothing is deleted yet.
    const listed = await (await getPage()).text()
    expect(listed).toContain('<form action="/admin/postbacks/delete" method="get">')
    const confirm = await ADMIN.get('/admin/postbacks/delete?campaign=pb_del')
    expect(confirm.status).toBe(200)
    expect(textOf(await confirm.text())).toContain('Delete the template of pb_del?')
    expect(await stored('pb_del')).not.toBeNull()
    // A post without the confirmation's field is sent to that page, not obeyed.
    const unconfirmed = await post('/admin/postbacks/delete', { csrf, campaign: 'pb_del' })
    expect(unconfirmed.status).toBe(303)
    expect(unconfirmed.headers.get('Location')).toBe('/admin/postbacks/delete?campaign=pb_del')
    expect(await stored('pb_del')).not.toBeNull()
    const res = await post('/admin/postbacks/delete', { csrf, campaign: 'pb_del', confirm: 'yes' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/admin/postbacks?deleted=pb_del')
    expect(await stored('pb_del')).toBeNull()
  })

  it('refuses a template without {cid}, saying why, and saves a prefix template with when it fires', async () => {
    const csrf = await formToken()
    const noCid = await post('/admin/postbacks', {
      csrf,
      campaign: 'pb_nocid',
      template: 'https://tracker.example/p?payout={payout}',
      payout: '1',
    })
    expect(noCid.status).toBe(400)
    expect(textOf(await noCid.text())).toContain(
      'The postback URL must contain {cid}: the click id is how the traffic source knows which click converted.',
    )
    expect(await stored('pb_nocid')).toBeNull()
    const template = 'https://tracker.example/p?c={cid}&s={status}&v={payout}'
    const prefix = await post('/admin/postbacks', {
      csrf,
      campaign: 'pbx_*',
      template,
      payout: '0',
      fire: 'partner',
    })
    expect(prefix.status).toBe(303)
    const row = await DB.prepare('SELECT fire FROM postback_templates WHERE campaign = ?')
      .bind('pbx_*')
      .first<{ fire: string }>()
    expect(row).toEqual({ fire: 'partner' })
    for (const campaign of ['pb*x', 'pb_**', 'a'.repeat(64) + '*']) {
      const res = await post('/admin/postbacks', { csrf, campaign, template, payout: '0' })
      expect(res.status, campaign).toBe(400)
    }
    const bad = await post('/admin/postbacks', {
      csrf,
      campaign: 'pbf',
      template,
      fire: 'sometimes',
    })
    expect(bad.status).toBe(400)
  })

  it('lists every template a page at a time, with the total', async () => {
    // Templates of their own prefix, far past one page, each found on the page that lists it.
    const updated = new Date().toISOString()
    const campaigns = Array.from({ length: 230 }, (_, i) => `pz_${String(i).padStart(3, '0')}`)
    await DB.batch(
      campaigns.map((campaign) =>
        DB.prepare(
          `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
           VALUES (?, 'https://t.example/p?c={cid}', 0, 'signup', ?)`,
        ).bind(campaign, updated),
      ),
    )
    const { total } = (await DB.prepare('SELECT COUNT(*) AS total FROM postback_templates').first<{
      total: number
    }>())!
    const pages = Math.ceil(total / 100)
    const seen = new Set<string>()
    for (let page = 1; page <= pages; page++) {
      const html = await (await getPage(`?page=${page}`)).text()
      const text = textOf(html)
      expect(text).toContain(`${total} templates;`)
      expect(text).toContain(`page ${page} of ${pages}`)
      for (const campaign of campaigns) if (html.includes(`>${campaign}</a>`)) seen.add(campaign)
      if (page < pages) expect(html).toContain(`href="/admin/postbacks?page=${page + 1}"`)
    }
    expect(seen.size).toBe(campaigns.length)
  })
})

describe('/admin/postbacks: what the sources answered', () => {
  const TRACKER = 'https://tracker.test/answers'
  const CID = 'Zq7.answer~click-5512'

  /** The tracker answers `body` (200); the backend creates every signup. */
  function network(body: (url: URL) => string) {
    const calls: URL[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const sent = new Request(input, init)
      if (!sent.url.startsWith(TRACKER)) {
        return Response.json({ redirectUrl: 'https://partner.example.com/welcome' })
      }
      const url = new URL(sent.url)
      calls.push(url)
      return new Response(body(url))
    })
    return calls
  }

  async function template(campaign: string) {
    await saveTemplate(DB, {
      campaign,
      template: `${TRACKER}?tag={cid}&value={payout}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
  }

  afterEach(() => vi.restoreAllMocks())

  it('counts a 200 answer “ERROR: Tag is invalid!” as failed and shows its body, the click id masked', async () => {
    await template('pa_exo')
    const calls = network((url) => `ERROR: Tag is invalid! (${url.searchParams.get('tag')})`)
    const cookie = `camp=${await encodeCampaignCookie(
      { campaign: 'pa_exo', page: 'state', cid: CID },
      TEST_ENV.CAMPAIGN_SECRET!,
    )}`
    expect((await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })).status).toBe(200)
    expect(calls.map((url) => url.searchParams.get('tag'))).toEqual([CID])
    expect(await postbackOutcomes('pa_exo')).toEqual([{ outcome: 'failed', count: 1 }])
    const html = await (await getPage()).text()
    const text = textOf(html)
    expect(text).toContain('ERROR: Tag is invalid! (Zq7.…)')
    expect(text).toMatch(/pa_exo \S+ \S+ signup Zq7\.… failed 200 ERROR: Tag is invalid!/)
    expect(html).not.toContain(CID)
    expect(await findPersonalData(DB, [CID])).toEqual([])
  })

  it('sends a test postback from the page with a test click id and shows the answer, counting nothing', async () => {
    await template('pa_test')
    const calls = network(() => '{"success": false, "error": "unknown click"}')
    const csrf = await formToken()
    const listed = await (await getPage()).text()
    expect(listed).toContain('action="/admin/postbacks/test"')
    const res = await post('/admin/postbacks/test', { csrf, campaign: 'pa_test' })
    expect(res.status).toBe(200)
    expect(calls).toHaveLength(1)
    const cid = calls[0]!.searchParams.get('tag')!
    expect(cid).toMatch(/^test-[0-9a-f]{8}$/)
    const text = textOf(await res.text())
    expect(text).toContain('Test postback for pa_test')
    expect(text).toContain('Click id test…: failed, HTTP 200.')
    expect(text).toContain('{"success": false, "error": "unknown click"}')
    expect(await postbackOutcomes('pa_test')).toEqual([])
    // Refused from another site, without the page's token, or for a template that is not saved.
    const crossSite = await post(
      '/admin/postbacks/test',
      { csrf, campaign: 'pa_test' },
      { Origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect((await post('/admin/postbacks/test', { csrf: 'x', campaign: 'pa_test' })).status).toBe(
      403,
    )
    expect((await post('/admin/postbacks/test', { csrf, campaign: 'pa_none' })).status).toBe(404)
    expect(calls).toHaveLength(1)
  })

  it('refuses to save one URL for two events it does not tell apart, saying why', async () => {
    const csrf = await formToken()
    const form = new URLSearchParams({ csrf, campaign: 'pa_both', payout: '1' })
    form.append('template', 'https://tracker.example/p?c={cid}&v={payout}')
    form.append('fire', 'signup')
    form.append('fire', 'approved')
    const res = await post('/admin/postbacks', form)
    expect(res.status).toBe(400)
    expect(textOf(await res.text())).toContain(
      'This URL fires on signup and approved, and nothing in it tells them apart',
    )
    // The same with {status}: saved, firing on both.
    form.set('template', 'https://tracker.example/p?c={cid}&v={payout}&s={status}')
    const ok = await post('/admin/postbacks', form)
    expect(ok.status).toBe(303)
    const row = await DB.prepare('SELECT fire FROM postback_templates WHERE campaign = ?')
      .bind('pa_both')
      .first()
    expect(row).toEqual({ fire: 'signup,approved' })
  })

  it('answers 400 naming an unknown `fire` value, alone or beside known ones, and saves nothing', async () => {
    const csrf = await formToken()
    const template = 'https://tracker.example/p?c={cid}&s={status}&v={payout}'
    const cases: string[][] = [
      ['sometimes'],
      ['constructor'],
      ['__proto__'],
      ['toString'],
      ['signup,bogus'],
      ['signup', 'hasOwnProperty'],
    ]
    for (const fires of cases) {
      const form = new URLSearchParams({ csrf, campaign: 'pa_fire', template, payout: '1' })
      for (const fire of fires) form.append('fire', fire)
      const res = await post('/admin/postbacks', form)
      expect(res.status, fires.join('&')).toBe(400)
      const unknown = fires.find((fire) => !['signup', 'approved'].includes(fire))!
      const bad = unknown.split(',').find((part) => part !== 'signup')!
      expect(textOf(await res.text()), fires.join('&')).toContain(
        `Unknown “fire” value “${bad}”: a postback fires on signup, approved or reversed (or partner, or both).`,
      )
      expect(await stored('pa_fire')).toBeNull()
    }
  })

  it('fills the form from a traffic source’s preset with its grade, payout and http warning', async () => {
    const html = await (await getPage('?preset=advertizer&campaign=pa_adv')).text()
    const text = textOf(html)
    expect(html).toContain('>http://postback.advertizer.com/pb.php?clickid={cid}')
    expect(text).toContain('Advertizer, grade B. Check the exact URL in your source’s dashboard.')
    expect(text).toMatch(/The payout goes in\s*amount\s*\./)
    expect(text).toContain('travels unencrypted')
    const exo = textOf(await (await getPage('?preset=exoclick')).text())
    expect(exo).toContain('tells events apart only by a goal id per event')
  })
})
