/**
 * The owner's form tokens (decision 034): no page the viewer can read carries one the owner's
 * forms accept (every viewer page scraped for anything token-like, each value posted to every
 * owner form with the owner's login: all refused), a token stops working after its window and the
 * next, and the viewer reads postback templates and rules' webhooks with their keys masked.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { FORM_TOKEN_WINDOW_MS } from '../../../src/admin/login/owner-forms'
import { adminAuth } from '../../support/basic-auth'
import { saveRule } from '../../../src/zone-rules/rule-store'
import { DB } from '../campaign/campaign-helpers'
import { ORIGIN, request, TEST_ENV } from '../helpers'
import { ownerForms, tokenLike } from '../../support/owner-forms'

const OWNER_TOKEN = 'owner-tokens-admin'
const VIEWER_TOKEN = 'owner-tokens-viewer'
const ENV = {
  ...TEST_ENV,
  ADMIN_TOKEN: OWNER_TOKEN,
  ADMIN_VIEWER_TOKEN: VIEWER_TOKEN,
  COUNT_AGGREGATOR: undefined,
} as unknown as Env
const OWNER = adminAuth(OWNER_TOKEN)
const VIEWER = adminAuth(VIEWER_TOKEN, 'viewer')
/** A source's key in a saved template, and the account hash in its path. */
const SOURCE_KEY = 'k3yOfTheSource0123456789'
const PATH_HASH = 'a9f3c2e81b7d4f60'
const TEMPLATE = `https://sconvtrk.com/conversion/${PATH_HASH}/?visitor_id={cid}&payout={payout}&key=${SOURCE_KEY}&goal=1`

/** Every page the viewer reads. */
const VIEWER_PAGES = [
  '/admin',
  '/admin/report?by=sub1&campaign=ot_main',
  '/admin/postbacks',
  '/admin/postbacks?campaign=ot_main',
  '/admin/postbacks/delete?campaign=ot_main',
  '/admin/rules',
  '/admin/tests',
  '/admin/alerts',
  '/admin/partners',
]

/** Every owner form, with the campaign the viewer's pages show. */
const OWNER_FORMS = ownerForms('ot_main')

function get(path: string, authorization: string) {
  return request(path, { confirmed: false, headers: { Authorization: authorization } }, ENV)
}

function post(path: string, fields: Record<string, string>) {
  return request(
    path,
    {
      confirmed: false,
      method: 'POST',
      headers: {
        Authorization: OWNER,
        Origin: ORIGIN,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    },
    ENV,
  )
}

async function ownerToken(page: string): Promise<string> {
  const html = await (await get(page, OWNER)).text()
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error(`${page} has no form token for the owner`)
  return token
}

afterEach(() => vi.restoreAllMocks())

beforeAll(async () => {
  await DB.prepare(
    `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
     VALUES ('ot_main', ?1, 1000000, 'signup', ?2)`,
  )
    .bind(TEMPLATE, new Date().toISOString())
    .run()
})

describe('the owner’s form tokens', { timeout: 180_000 }, () => {
  it('are on no page the viewer reads: every token-like value there is refused by every owner form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const candidates = new Set<string>()
    for (const page of VIEWER_PAGES) {
      const res = await get(page, VIEWER)
      expect(res.status, page).toBe(200)
      for (const value of tokenLike(await res.text())) candidates.add(value)
    }
    // Dozens of values (asset names, ids): each posted to each of the 13 forms.
    expect(candidates.size).toBeGreaterThan(0)
    const accepted: string[] = []
    for (const form of OWNER_FORMS) {
      for (const csrf of candidates) {
        const res = await post(form.path, { ...form.fields, csrf })
        if (res.status !== 403) accepted.push(`${res.status} ${form.path} csrf=${csrf}`)
      }
    }
    expect(accepted).toEqual([])
    // The owner's own tokens are accepted (the refusals above are the tokens', not the fields').
    for (const form of OWNER_FORMS) {
      const res = await post(form.path, { ...form.fields, csrf: await ownerToken(form.page) })
      expect(res.status, form.path).not.toBe(403)
    }
  })

  it('work in their window and the next, and are refused after', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const start = Date.now()
    const token = await ownerToken('/admin/rules')
    const change = () => post('/admin/rules/change', { id: '99999', op: 'disable', csrf: token })
    expect((await change()).status).not.toBe(403)
    vi.spyOn(Date, 'now').mockReturnValue(start + FORM_TOKEN_WINDOW_MS)
    expect((await change()).status).not.toBe(403)
    vi.spyOn(Date, 'now').mockReturnValue(start + 2 * FORM_TOKEN_WINDOW_MS)
    const old = await change()
    expect(old.status).toBe(403)
    expect(await old.text()).toContain('out of date')
  })
})

describe('a rule’s webhook on the viewer’s page', () => {
  it('is masked for the viewer and whole for the owner', async () => {
    const secret = 'Zx9hookSecret0123456789ab'
    await saveRule(DB, {
      scope: 'ot_main',
      dimension: 'sub1',
      judge: 'cut',
      minSpendPayouts: null,
      minLandings: null,
      maxSignups: null,
      maxRoi: null,
      minBotShare: null,
      action: 'webhook',
      webhookUrl: `https://hooks.example.com/services/T01/B02/${secret}`,
      windowDays: 7,
      cooldownHours: 24,
      enabled: false,
    })
    const viewer = await (await get('/admin/rules', VIEWER)).text()
    expect(viewer).not.toContain(secret)
    expect(viewer).toContain('webhook https://hooks.example.com/services/T01/B02/•••')
    expect(await (await get('/admin/rules', OWNER)).text()).toContain(secret)
  })
})

describe('postback templates on the viewer’s page', () => {
  it('show the macros and mask the source’s key and the account hash; the owner sees them whole', async () => {
    const viewer = await (await get('/admin/postbacks', VIEWER)).text()
    expect(viewer).not.toContain(SOURCE_KEY)
    expect(viewer).not.toContain(PATH_HASH)
    expect(viewer).toContain('https://sconvtrk.com/conversion/•••/?visitor_id={cid}')
    expect(viewer).toContain('key=•••&amp;goal=1')
    const owner = await (await get('/admin/postbacks', OWNER)).text()
    expect(owner).toContain(SOURCE_KEY)
  })
})
