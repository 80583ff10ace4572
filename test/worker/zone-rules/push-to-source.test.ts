/**
 * A rule that pushes zones to the traffic source's own black list: HilltopAds' documented
 * addToBlackList, called once per zone with the campaign's HilltopAds id, the request (without
 * its key) and the answer in the audit log; sources whose request is graded C (Adsterra's fields,
 * EXADS' endpoint) only once the campaign's source is switched to "push verified"; an undo takes
 * the zone off with HilltopAds' removeFromBlackList and Adsterra's /linking/blacklist/delete, and
 * says to do it by hand at ExoClick. Fakes of each API answer here, from their documentation.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import { DB } from '../campaign/campaign-helpers'
import { captureLog, mockBackend, ORIGIN, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'push-admin-token'
const KEY = 'hk-secret-api-key-0042'
const ADSTERRA_KEY = 'adsterra-secret-token-0042'
const EXO_KEY = 'exo-permanent-token-0042'
const EXO_BEARER = 'exo-session-bearer-0042'
const SECRETS = [KEY, ADSTERRA_KEY, EXO_KEY, EXO_BEARER]
const ENV: Env = {
  ...TEST_ENV,
  ADMIN_TOKEN: TOKEN,
  HILLTOPADS_API_KEY: KEY,
  ADSTERRA_API_TOKEN: ADSTERRA_KEY,
  EXOCLICK_API_TOKEN: EXO_KEY,
}
const ADMIN = adminClient(ENV, { ip: '192.0.2.63' })
const HOUR = new Date(Date.now() - 2 * 3_600_000).toISOString().slice(0, 13)
const BLACKLIST = 'https://hilltopads.com/api/advertiser/addToBlackList'
const REMOVE = 'https://hilltopads.com/api/advertiser/removeFromBlackList'
const ADSTERRA_ADD = 'https://api3.adsterratools.com/advertiser/linking/blacklist.json'
const ADSTERRA_DELETE = 'https://api3.adsterratools.com/advertiser/linking/blacklist/delete.json'
const EXO_LOGIN = 'https://api.exoclick.com/v2/login'
const EXO_CAMPAIGN = 'https://api.exoclick.com/v2/campaigns/445566'

afterEach(() => vi.restoreAllMocks())

const admin = (path: string, env = ENV) => ADMIN.get(path, { env })

function post(path: string, fields: Record<string, string>, tokenFrom: string) {
  return ADMIN.post(path, fields, { tokenFrom })
}

async function runCron(env = ENV) {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: RULES_CRON })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

/** Calls made to HilltopAds' black list. */
function pushes(sent: ReturnType<typeof mockBackend>) {
  return sent.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).startsWith(BLACKLIST),
  )
}

/** Each campaign: payout 1.00, a zone that spent 5× it without a signup (cut), by two names. */
beforeAll(async () => {
  await DB.batch(
    ['zp_hill', 'zp_exo', 'zp_adst'].flatMap((campaign) => [
      DB.prepare(
        `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
         VALUES (?1, 'https://t.example/p?c={cid}', 1000000, 'signup', ?2)`,
      ).bind(campaign, new Date().toISOString()),
      DB.prepare(
        // 400 people each; 5× payout spent, past the strict cut (4.6×) a push needs.
        `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
         VALUES (?1, 'landing', ?2, '778899', 400, 5000000, 400),
         (?1, 'landing', ?2, 'zone-x', 400, 5000000, 400)`,
      ).bind(HOUR, campaign),
    ]),
  )
  const report = (campaign: string) => `/admin/report?by=sub1&campaign=${campaign}`
  for (const [campaign, source] of [
    ['zp_hill', 'hilltopads'],
    ['zp_exo', 'exoclick'],
    ['zp_adst', 'adsterra'],
  ] as const) {
    const saved = await post(
      '/admin/campaign-source',
      { campaign, source, source_campaign_id: '445566' },
      report(campaign),
    )
    expect(saved.status).toBe(303)
  }
})

describe('a rule that pushes zones to the source’s black list', () => {
  it('previews the push for a HilltopAds zone id, and says why the others are skipped', async () => {
    const saved = await post(
      '/admin/rules',
      { scope: 'zp_*', judge: 'cut', action: 'push', cooldown_hours: '24' },
      '/admin/rules',
    )
    expect(saved.status).toBe(303)
    const id = (await DB.prepare(`SELECT id FROM zone_rules WHERE action = 'push'`).first('id'))!
    const preview = textOf(await (await admin(`/admin/rules?preview=${id}`)).text())
    expect(preview).toMatch(/778899 zp_hill push to the HilltopAds black list spent 5\.0×/)
    expect(preview).toMatch(/zone-x zp_hill skip: cannot push: not a HilltopAds zone id/)
    expect(preview).toMatch(
      /778899 zp_exo skip: cannot push: ExoClick’s push request is graded C \(verify first\)/,
    )
    expect(preview).toMatch(
      /778899 zp_adst skip: cannot push: Adsterra’s push request is graded C \(verify first\)/,
    )
  })

  it('enabled, calls addToBlackList once per zone, logging the request without its key', async () => {
    const id = (await DB.prepare(`SELECT id FROM zone_rules WHERE action = 'push'`).first('id'))!
    await DB.prepare('UPDATE zone_rules SET enabled = 1 WHERE id = ?1').bind(id).run()
    const sent = mockBackend(() => new Response(`{"result":"ok","echo":"${KEY}"}`))
    await runCron()
    await runCron()
    const calls = pushes(sent)
    expect(calls).toHaveLength(1)
    // Adsterra and ExoClick, keys set but "push verified" off: never called.
    const urls = sent.mock.calls.map(([input]) =>
      String(input instanceof Request ? input.url : input),
    )
    expect(urls.filter((url) => url.includes('adsterratools') || url.includes('exoclick'))).toEqual(
      [],
    )
    const [input, init] = calls[0]!
    expect(init?.method).toBe('POST')
    const url = new URL(String(input))
    expect(url.searchParams.get('key')).toBe(KEY)
    expect(url.searchParams.get('campaignId')).toBe('445566')
    expect(url.searchParams.get('sourceId')).toBe('778899')
    const log = await DB.prepare(
      `SELECT campaign, value, action, outcome FROM rule_actions WHERE action = 'push'`,
    ).all()
    expect(log.results).toEqual([
      {
        campaign: 'zp_hill',
        value: '778899',
        action: 'push',
        outcome: `sent 200: POST ${BLACKLIST}?campaignId=445566&sourceId=778899 answered {"result":"ok","echo":"…"}`,
      },
    ])
    const page = await (await admin('/admin/rules')).text()
    expect(page).not.toContain(KEY)
    expect(textOf(page)).toContain('sent 200: POST https://hilltopads.com/api/advertiser/')
  })

  it('undoes a push with HilltopAds’ removeFromBlackList, its answer in the log without the key', async () => {
    const action = (await DB.prepare(`SELECT id FROM rule_actions WHERE action = 'push'`).first(
      'id',
    ))!
    const sent = mockBackend(() => new Response(`{"result":"ok","echo":"${KEY}"}`))
    const undone = await post('/admin/rules/undo', { id: String(action) }, '/admin/rules')
    expect(undone.status).toBe(303)
    expect(undone.headers.get('Location')).toBe('/admin/rules?done=undone-push')
    const removals = sent.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).startsWith(REMOVE),
    )
    expect(removals).toHaveLength(1)
    const [input, init] = removals[0]!
    expect(init?.method).toBe('DELETE')
    const url = new URL(String(input))
    expect(url.searchParams.get('key')).toBe(KEY)
    expect(url.searchParams.get('campaignId')).toBe('445566')
    expect(url.searchParams.get('sourceId')).toBe('778899')
    const outcome = String(
      await DB.prepare('SELECT outcome FROM rule_actions WHERE id = ?1')
        .bind(action)
        .first('outcome'),
    )
    expect(outcome).toContain(
      `; undo sent 200: DELETE ${REMOVE}?campaignId=445566&sourceId=778899 answered {"result":"ok","echo":"…"}`,
    )
    const page = await (await admin('/admin/rules?done=undone-push')).text()
    expect(page).not.toContain(KEY)
    expect(textOf(page)).toContain('the source took the zone off the campaign’s black list')
    expect(pushes(sent)).toHaveLength(0)
    // Within the cool-down, the zone is not pushed again.
    await runCron()
    expect(pushes(sent)).toHaveLength(0)
  })

  it('sends nothing without the HILLTOPADS_API_KEY secret, and logs why', async () => {
    await DB.prepare(`DELETE FROM rule_actions`).run()
    const sent = mockBackend(() => new Response('ok'))
    await runCron({ ...ENV, HILLTOPADS_API_KEY: undefined })
    expect(pushes(sent)).toHaveLength(0)
    const outcome = await DB.prepare(
      `SELECT outcome FROM rule_actions WHERE action = 'push'`,
    ).first('outcome')
    expect(outcome).toBe('not sent: the HILLTOPADS_API_KEY secret is not set')
  })
})

/** What a fake source API saw: method, URL, headers and body of each call. */
interface Seen {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

/**
 * Fakes of Adsterra's advertiser API (X-API-Key; POST /linking/blacklist.json and
 * /linking/blacklist/delete.json with a JSON body) and ExoClick's (POST /v2/login {api_token} →
 * a Bearer token; PUT /v2/campaigns/{id}), each echoing its secrets back to prove they are cut
 * out; HilltopAds answers ok.
 */
function fakeSources() {
  const seen: Seen[] = []
  mockBackend(async (req) => {
    const body = req.method === 'GET' ? '' : await req.text()
    seen.push({
      method: req.method,
      url: req.url,
      headers: Object.fromEntries(req.headers),
      body,
    })
    if (req.url === ADSTERRA_ADD || req.url === ADSTERRA_DELETE) {
      if (req.headers.get('X-API-Key') !== ADSTERRA_KEY) return new Response('{}', { status: 401 })
      return Response.json({ status: 'ok', key: ADSTERRA_KEY })
    }
    if (req.url === EXO_LOGIN) {
      const { api_token } = JSON.parse(body) as { api_token: string }
      if (api_token !== EXO_KEY) return new Response('{}', { status: 401 })
      return Response.json({ type: 'Bearer', token: EXO_BEARER, expires_in: 43200 })
    }
    if (req.url === EXO_CAMPAIGN) {
      if (req.headers.get('Authorization') !== `Bearer ${EXO_BEARER}`) {
        return new Response('{}', { status: 401 })
      }
      return Response.json({ id: 445566, echo: `${EXO_KEY} ${EXO_BEARER}` })
    }
    return new Response('{"result":"ok"}')
  })
  return seen
}

/** Switches "push verified" on for a campaign's saved source (its report page's form). */
async function verify(campaign: string, source: string) {
  const saved = await post(
    '/admin/campaign-source',
    { campaign, source, source_campaign_id: '445566', push_verified: 'on' },
    `/admin/report?by=sub1&campaign=${campaign}`,
  )
  expect(saved.status).toBe(303)
}

async function actionOf(campaign: string) {
  return (await DB.prepare(
    `SELECT id, outcome FROM rule_actions WHERE action = 'push' AND campaign = ?1`,
  )
    .bind(campaign)
    .first<{ id: number; outcome: string }>())!
}

describe('pushes graded C, once verified', () => {
  it('pushes to Adsterra’s black list with its X-API-Key, then an undo deletes it there, the key in no log, page or audit row', async () => {
    const log = captureLog()
    await verify('zp_adst', 'adsterra')
    const seen = fakeSources()
    await runCron()
    const adds = seen.filter((call) => call.url === ADSTERRA_ADD)
    expect(adds).toHaveLength(1)
    expect(adds[0]!.method).toBe('POST')
    expect(adds[0]!.headers['x-api-key']).toBe(ADSTERRA_KEY)
    expect(JSON.parse(adds[0]!.body)).toEqual({ campaign_id: 445566, placement_ids: [778899] })
    const pushed = await actionOf('zp_adst')
    expect(pushed.outcome).toBe(
      `sent 200: POST ${ADSTERRA_ADD} {"campaign_id":445566,"placement_ids":[778899]} answered {"status":"ok","key":"…"}`,
    )
    const undone = await post('/admin/rules/undo', { id: String(pushed.id) }, '/admin/rules')
    expect(undone.headers.get('Location')).toBe('/admin/rules?done=undone-push')
    const deletes = seen.filter((call) => call.url === ADSTERRA_DELETE)
    expect(deletes).toHaveLength(1)
    expect(deletes[0]!.headers['x-api-key']).toBe(ADSTERRA_KEY)
    expect(JSON.parse(deletes[0]!.body)).toEqual({ campaign_id: 445566, placement_ids: [778899] })
    expect((await actionOf('zp_adst')).outcome).toContain(
      `; undo sent 200: POST ${ADSTERRA_DELETE} {"campaign_id":445566,"placement_ids":[778899]}`,
    )
    const page = await (await admin('/admin/rules')).text()
    const rows = JSON.stringify((await DB.prepare('SELECT * FROM rule_actions').all()).results)
    const logged = JSON.stringify(log)
    for (const secret of SECRETS) {
      expect(page).not.toContain(secret)
      expect(rows).not.toContain(secret)
      expect(logged).not.toContain(secret)
    }
  })

  it('blocks an ExoClick zone with PUT /v2/campaigns/{id} after its login, and says an undo there is by hand', async () => {
    const log = captureLog()
    await verify('zp_exo', 'exoclick')
    const seen = fakeSources()
    await runCron()
    const logins = seen.filter((call) => call.url === EXO_LOGIN)
    expect(logins).toHaveLength(1)
    expect(JSON.parse(logins[0]!.body)).toEqual({ api_token: EXO_KEY })
    const puts = seen.filter((call) => call.url === EXO_CAMPAIGN)
    expect(puts).toHaveLength(1)
    expect(puts[0]!.method).toBe('PUT')
    expect(puts[0]!.headers.authorization).toBe(`Bearer ${EXO_BEARER}`)
    expect(JSON.parse(puts[0]!.body)).toEqual({ zones: [{ id: 778899, type: 'blocked' }] })
    const pushed = await actionOf('zp_exo')
    expect(pushed.outcome).toBe(
      `sent 200: PUT ${EXO_CAMPAIGN} {"zones":[{"id":778899,"type":"blocked"}]} answered {"id":445566,"echo":"… …"}`,
    )
    const before = seen.length
    const undone = await post('/admin/rules/undo', { id: String(pushed.id) }, '/admin/rules')
    expect(undone.headers.get('Location')).toBe('/admin/rules?done=undone-push-by-hand')
    expect(seen.slice(before).filter((call) => !call.url.startsWith(ORIGIN))).toEqual([])
    expect((await actionOf('zp_exo')).outcome).toContain(
      '; undo by hand: ExoClick documents no removal; take 778899 off its black list there',
    )
    const page = textOf(await (await admin('/admin/rules?done=undone-push-by-hand')).text())
    expect(page).toContain('this source documents no removal from its black list')
    const rows = JSON.stringify((await DB.prepare('SELECT * FROM rule_actions').all()).results)
    for (const secret of SECRETS) {
      expect(rows).not.toContain(secret)
      expect(JSON.stringify(log)).not.toContain(secret)
    }
  })

  it('keeps the switch per campaign source: saving the source without it stops the pushes again', async () => {
    const saved = await post(
      '/admin/campaign-source',
      { campaign: 'zp_adst', source: 'adsterra', source_campaign_id: '445566' },
      '/admin/report?by=sub1&campaign=zp_adst',
    )
    expect(saved.status).toBe(303)
    const id = (await DB.prepare(`SELECT id FROM zone_rules WHERE action = 'push'`).first('id'))!
    const preview = textOf(await (await admin(`/admin/rules?preview=${id}`)).text())
    expect(preview).toMatch(/778899 zp_adst skip: cannot push: Adsterra’s push request is graded C/)
    expect(preview).toMatch(
      /778899 zp_exo skip: already pushed to the ExoClick black list|778899 zp_exo skip: acted on/,
    )
  })
})
