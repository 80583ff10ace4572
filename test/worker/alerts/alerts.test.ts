/**
 * Alerts (/admin/alerts): the 10-minute cron sends each kind turned on to the destinations set by
 * secrets (a JSON webhook, Slack, Telegram), once per sleep time, logs every one, and never puts a
 * postback URL, a source's key, a click id or a destination's token in an alert, a page or the log.
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { RULES_CRON } from '../../../src/zone-rules/run-rules'
import { saveAlertSettings } from '../../../src/alerts/alert-store'
import { ALERT_KINDS, type AlertKind } from '../../../src/alerts/alert-kinds'
import { saveTemplate } from '../../../src/campaign/conversions/postback-store'
import { postSignup, request, TEST_ENV, textOf, VALID_SIGNUP } from '../helpers'
import { campCookie, DB, IPHONE, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { adminClient } from '../../support/admin-client'
import { FakeSources } from '../../support/fake-sources'
import { readConnection, saveConnection } from '../../../src/cost-sync/cost-store'
import { syncConnection } from '../../../src/cost-sync/cost-sync'

const TOKEN = 'alerts-admin-token'
const VIEWER = 'alerts-viewer-token'
const WEBHOOK = 'https://alerts.example.com/hook?key=alert-webhook-key'
const SLACK = 'https://hooks.slack.com/services/T000/B000/slack-secret-part'
const BOT_TOKEN = '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQ'
const ENV: Env = {
  ...TEST_ENV,
  ADMIN_TOKEN: TOKEN,
  ADMIN_VIEWER_TOKEN: VIEWER,
  ALERT_WEBHOOK_URL: WEBHOOK,
}
const ADMIN = adminClient(ENV, { ip: '192.0.2.71' })
const SOURCE = 'https://tracker.test/pb'
const SOURCE_KEY = 'source-api-key-123'
const SECRETS = [WEBHOOK, 'alert-webhook-key', SLACK, 'slack-secret-part', BOT_TOKEN, SOURCE_KEY]

afterEach(() => vi.restoreAllMocks())

interface Sent {
  url: string
  body: unknown
}

/** Every request the worker sends: alerts recorded, the source answering postbacks `answer`. */
function mockNetwork(answer = 'ERROR: unknown key') {
  const alerts: Sent[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init)
    if (req.url.startsWith(SOURCE)) return new Response(answer)
    if (req.url.startsWith('https://backend.test')) return Response.json({})
    alerts.push({ url: req.url, body: await req.json() })
    return new Response('ok')
  })
  return alerts
}

async function turnOn(kind: AlertKind, threshold: number = ALERT_KINDS[kind].threshold.default) {
  await saveAlertSettings(
    DB,
    [{ kind, enabled: true, threshold, sleepMinutes: ALERT_KINDS[kind].sleepMinutes }],
    new Date(),
  )
}

async function cron(at: Date, env: Env = ENV) {
  const controller = createScheduledController({ scheduledTime: at, cron: RULES_CRON })
  const ctx = createExecutionContext()
  worker.scheduled(controller, env, ctx)
  await waitOnExecutionContext(ctx)
}

/** A page, or a form posted same-origin when `init` has a body. */
function admin(path: string, init: { method?: string; body?: string } = {}, env: Env = ENV) {
  return init.body === undefined
    ? ADMIN.get(path, { method: init.method, env })
    : ADMIN.post(path, new URLSearchParams(init.body), { env })
}

/** The token of the first form on `path`. */
const csrfOf = (path = '/admin/alerts', env: Env = ENV) => ADMIN.formToken(path, undefined, { env })

/** The hour the postbacks of now are counted under, and a moment `minutes` into it. */
const into = (hour: string, minutes: number) =>
  new Date(Date.parse(`${hour}:00:00Z`) + minutes * 60_000)

describe('an alert on postbacks a source refuses', () => {
  it('goes to the webhook when the source answers ERROR to most postbacks in an hour, once per sleep time, with nothing secret in it', async () => {
    await saveTemplate(DB, {
      campaign: 'al_refused',
      template: `${SOURCE}?key=${SOURCE_KEY}&cid={cid}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    await turnOn('postbacks_refused')
    const alerts = mockNetwork()
    const cids: string[] = []
    for (let i = 0; i < 6; i++) {
      const cid = `al-click-${i}-abcdef`
      cids.push(cid)
      const landed = await visit(`/state/Texas?sub=al_refused&cid=${cid}`)
      await postSignup(VALID_SIGNUP, {
        cookie: campCookie(landed.res)!.split(';')[0]!,
        agent: IPHONE,
      })
    }
    const { hour } = (await DB.prepare(
      "SELECT hour FROM postback_outcomes WHERE campaign = 'al_refused' AND outcome = 'failed'",
    ).first<{ hour: string }>())!
    await cron(into(hour, 30))
    expect(alerts.map((a) => a.url)).toEqual([WEBHOOK])
    const body = alerts[0]!.body as Record<string, string>
    expect(body).toMatchObject({ kind: 'postbacks_refused', subject: 'campaign:al_refused' })
    expect(body.text).toContain('6 of 6 failed')
    const said = JSON.stringify(body)
    for (const secret of [...SECRETS, ...cids]) expect(said).not.toContain(secret)
    // Asleep: the next runs within the hour send nothing more.
    await cron(into(hour, 40))
    await cron(into(hour, 80))
    expect(alerts).toHaveLength(1)
    // Once its sleep (60 min) is over, and the failures still in the last hour, again.
    await cron(into(hour, 95))
    expect(alerts).toHaveLength(2)
    // The log on the page says what was sent, where to in words only.
    const page = await (await admin('/admin/alerts')).text()
    expect(textOf(page)).toContain('Postbacks of al_refused to its traffic source: 6 of 6 failed')
    expect(textOf(page)).toContain('webhook sent 200')
    for (const secret of [...SECRETS, ...cids]) expect(page).not.toContain(secret)
  })

  it('sends nothing while the source accepts them, or with no destination set', async () => {
    await saveTemplate(DB, {
      campaign: 'al_fine',
      template: `${SOURCE}?cid={cid}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    await turnOn('postbacks_refused')
    const alerts = mockNetwork('OK')
    for (let i = 0; i < 6; i++) {
      const landed = await visit(`/state/Texas?sub=al_fine&cid=fine-${i}-abcdef`)
      await postSignup(VALID_SIGNUP, {
        cookie: campCookie(landed.res)!.split(';')[0]!,
        agent: IPHONE,
      })
    }
    await cron(new Date())
    expect(alerts.filter((a) => JSON.stringify(a.body).includes('al_fine'))).toEqual([])
    await cron(new Date(), { ...ENV, ALERT_WEBHOOK_URL: undefined })
    expect(alerts.filter((a) => JSON.stringify(a.body).includes('al_fine'))).toEqual([])
  })
})

describe('an alert on spend without a conversion', () => {
  it('names the campaign and the zone that spent 3× its payout today with no signup', async () => {
    await saveTemplate(DB, {
      campaign: 'al_spend',
      template: `${SOURCE}?cid={cid}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    await turnOn('spend_without_conversion')
    const alerts = mockNetwork('OK')
    for (let i = 0; i < 4; i++) await visit('/state/Texas?sub=al_spend&sub1=z-burn&cost=1')
    await visit('/state/Texas?sub=al_spend&sub1=z-cheap&cost=0.5')
    await flushAggregators()
    await cron(new Date())
    const texts = alerts.map((a) => (a.body as { text: string }).text)
    expect(texts).toEqual([
      'Campaign al_spend spent 4.50 today (4.5× its payout of 1.00) with no conversion.',
      'Zone z-burn of al_spend spent 4.00 today (4.0× its payout of 1.00) with no conversion.',
    ])
  })
})

describe('an alert on the rules’ actions', () => {
  it('lists what the zone rules did in the last 10 minutes', async () => {
    await turnOn('rule_actions')
    const alerts = mockNetwork()
    const now = new Date()
    await DB.prepare(
      `INSERT INTO rule_actions (rule_id, campaign, dimension, value, action, reason, outcome, at)
       VALUES (7, 'al_rules', 'sub1', 'z-9', 'block', 'cut', 'blocked', ?1)`,
    )
      .bind(new Date(now.getTime() - 60_000).toISOString())
      .run()
    await cron(now)
    expect(alerts.map((a) => (a.body as { text: string }).text)).toEqual([
      'Zone rules acted 1 time in the last 10 minutes: rule 7 block sub1 z-9 of al_rules. The audit log is on /admin/rules.',
    ])
  })
})

describe('an alert on partner postbacks refused', () => {
  it('names each campaign and reason refused at least the threshold today, once per sleep time, with no token or word in it', async () => {
    await turnOn('partner_postbacks_refused', 3)
    const alerts = mockNetwork()
    const forged = ['forged-token-1', 'forged-token-2', 'forged-token-3']
    for (const token of forged) {
      const res = await request(
        `/postback/${TEST_ENV.POSTBACK_SECRET}?token=${token}&txid=TX-SECRET&payout=1`,
      )
      expect(res.status).toBe(400)
    }
    const now = new Date()
    const day = now.toISOString().slice(0, 10)
    await DB.prepare(
      `INSERT INTO postback_refusals (day, campaign, problem, word, count)
       VALUES (?1, 'al_partner', 'unmapped_status', 'frobnicate', 4),
       (?1, 'al_partner', 'currency', 'EUR', 2)`,
    )
      .bind(day)
      .run()
    await cron(now)
    const mine = () =>
      alerts.filter((a) => (a.body as { kind: string }).kind === 'partner_postbacks_refused')
    const texts = mine().map((a) => (a.body as { text: string }).text)
    expect(texts).toEqual([
      '4 partner postbacks of al_partner refused today (UTC) for a status word this site does not know. What was sent is on /admin/postbacks.',
      '3 partner postbacks refused today (UTC) for a token this site did not issue (or none). What was sent is on /admin/postbacks.',
    ])
    const said = JSON.stringify(alerts)
    for (const secret of [...forged, 'TX-SECRET', 'frobnicate']) expect(said).not.toContain(secret)
    // Asleep for 6 hours: the next runs send nothing more.
    await cron(new Date(now.getTime() + 10 * 60_000))
    await cron(new Date(now.getTime() + 5 * 3_600_000))
    expect(mine()).toHaveLength(2)
    const { results } = await DB.prepare(
      "SELECT subject FROM alert_log WHERE kind = 'partner_postbacks_refused' ORDER BY id",
    ).all()
    expect(results).toEqual([
      { subject: 'refused:al_partner:unmapped_status' },
      { subject: 'refused:(none):bad_token' },
    ])
    // The bad tokens are on /admin/postbacks under no campaign, with none of the token kept.
    const postbacks = await (await admin('/admin/postbacks')).text()
    expect(textOf(postbacks)).toMatch(/no campaign\s*bad_token[^\n]*\(token\)\s*3/)
    const kept = JSON.stringify((await DB.prepare('SELECT * FROM postback_refusals').all()).results)
    for (const secret of [...forged, 'TX-SECRET']) {
      expect(postbacks).not.toContain(secret)
      expect(kept).not.toContain(secret)
    }
  })
})

describe('the alerts page', () => {
  it('saves the alerts from its form, refuses a threshold out of range with the reason, and is read-only for the viewer', async () => {
    const csrf = await csrfOf()
    const fields = (threshold: string) =>
      new URLSearchParams({
        csrf,
        postbacks_refused_enabled: 'on',
        postbacks_refused_threshold: threshold,
        postbacks_refused_sleep: '30',
        spend_without_conversion_threshold: '3',
        spend_without_conversion_sleep: '240',
        rule_actions_threshold: '1',
        rule_actions_sleep: '10',
        partner_postbacks_refused_threshold: '10',
        partner_postbacks_refused_sleep: '360',
        cost_pull_failed_threshold: '2',
        cost_pull_failed_sleep: '120',
      }).toString()
    const bad = await admin('/admin/alerts', { method: 'POST', body: fields('7') })
    expect(bad.status).toBe(400)
    expect(textOf(await bad.text())).toContain('must be from 0.05 to 1')
    const saved = await admin('/admin/alerts', { method: 'POST', body: fields('0.8') })
    expect(saved.status).toBe(303)
    const { results } = await DB.prepare(
      "SELECT kind, enabled, threshold, sleep_minutes AS sleep FROM alert_settings WHERE kind = 'postbacks_refused'",
    ).all()
    expect(results).toEqual([{ kind: 'postbacks_refused', enabled: 1, threshold: 0.8, sleep: 30 }])
    const forged = await admin('/admin/alerts', {
      method: 'POST',
      body: 'postbacks_refused_enabled=on',
    })
    expect(forged.status).toBe(403)
    const viewer = adminClient(ENV, { as: 'viewer', ip: '192.0.2.72' })
    const asViewer = await viewer.post('/admin/alerts', new URLSearchParams(fields('0.5')))
    expect(asViewer.status).toBe(403)
  })

  it('sends a test alert to Slack and Telegram in their own shapes, and shows which are set, never their URL or token', async () => {
    const env: Env = {
      ...ENV,
      ALERT_WEBHOOK_URL: undefined,
      ALERT_SLACK_WEBHOOK_URL: SLACK,
      ALERT_TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      ALERT_TELEGRAM_CHAT_ID: '-1001234567',
    }
    const alerts = mockNetwork()
    const csrf = await csrfOf('/admin/alerts', env)
    const tested = await admin('/admin/alerts/test', { method: 'POST', body: `csrf=${csrf}` }, env)
    expect(tested.status).toBe(303)
    expect(alerts).toEqual([
      { url: SLACK, body: { text: expect.stringContaining('A test alert') } },
      {
        url: `https://api.telegram.org/bot${BOT_TOKEN}/sendMessage`,
        body: {
          chat_id: '-1001234567',
          text: expect.stringContaining('A test alert'),
          disable_web_page_preview: true,
        },
      },
    ])
    const page = await (await admin('/admin/alerts', {}, env)).text()
    const text = textOf(page)
    expect(text).toContain('Slack incoming webhook: set')
    expect(text).toContain('JSON webhook: not set')
    expect(text).toContain('slack sent 200; telegram sent 200')
    for (const secret of SECRETS) expect(page).not.toContain(secret)
    // A test alert is logged but puts nothing to sleep: no subject waits behind it.
    const asleep = await DB.prepare(
      "SELECT count(*) AS n FROM alert_sleep WHERE kind = 'test'",
    ).first<{ n: number }>()
    expect(asleep?.n).toBe(0)
  })

  it('never sends to a private address, saying why in the log', async () => {
    const env: Env = { ...ENV, ALERT_WEBHOOK_URL: 'https://127.0.0.1/hook' }
    const alerts = mockNetwork()
    const csrf = await csrfOf('/admin/alerts', env)
    await admin('/admin/alerts/test', { method: 'POST', body: `csrf=${csrf}` }, env)
    expect(alerts).toEqual([])
    const text = textOf(await (await admin('/admin/alerts', {}, env)).text())
    expect(text).toContain(
      'webhook not sent: ALERT_WEBHOOK_URL is not an https URL of a public host',
    )
  })
})

describe('an alert on a failed cost pull', () => {
  const KEY = 'adsterra-alert-key-4f2e'
  const SYNC_ENV = { ...ENV, ADSTERRA_API_KEY: KEY } as Env

  /** An Adsterra connection with yesterday queued, pulled by the sync (not the cron). */
  async function connectAdsterra(id: string, now: Date) {
    const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
    await saveConnection(
      DB,
      {
        id,
        source: 'adsterra',
        accountRef: '4711',
        secretName: 'ADSTERRA_API_KEY',
        timeZone: 'UTC',
        currency: 'USD',
        verifyFirst: false,
      },
      { from: day, to: day },
      now.toISOString(),
    )
  }

  async function pull(id: string, fake: FakeSources, at: Date) {
    return syncConnection(SYNC_ENV, DB, (await readConnection(DB, id))!, at, fake.fetch)
  }

  /** A fake Adsterra refusing the key with an answer that names it (cut by the sync). */
  function refusing() {
    const fake = new FakeSources()
    fake.tokens.set('adsterra', 'another-key')
    for (let i = 0; i < 4; i++)
      fake.once(() => new Response(`denied for key ${KEY}`, { status: 401 }))
    return fake
  }

  it('names the connection whose pulls failed twice in a row, with its status and HTTP code, once per sleep time, never the key or the answer', async () => {
    const now = new Date()
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
    await connectAdsterra('al-adsterra', now)
    await connectAdsterra('al-healthy', now)
    const healthy = new FakeSources()
    healthy.tokens.set('adsterra', KEY)
    await turnOn('cost_pull_failed')
    expect((await pull('al-adsterra', refusing(), at(0)))?.status).toBe('auth_failed')
    expect((await pull('al-healthy', healthy, at(0)))?.status).toBe('ok')
    const alerts = mockNetwork()
    const mine = () =>
      alerts.filter((a) => (a.body as { kind: string }).kind === 'cost_pull_failed')
    // One failed pull is not yet an alert (the default asks for two in a row).
    await cron(at(5))
    expect(mine()).toEqual([])
    expect((await pull('al-adsterra', refusing(), at(10)))?.status).toBe('auth_failed')
    await cron(at(15))
    expect(mine().map((a) => a.url)).toEqual([WEBHOOK])
    expect(mine()[0]!.body).toMatchObject({
      kind: 'cost_pull_failed',
      subject: 'pull:al-adsterra',
      text: expect.stringContaining(
        'The cost pull of al-adsterra (Adsterra, account 4711) failed 2 times in a row',
      ),
    })
    const text = (mine()[0]!.body as { text: string }).text
    expect(text).toContain('auth_failed (HTTP 401)')
    expect(text).toContain('secret ADSTERRA_API_KEY')
    const said = JSON.stringify(alerts.map((a) => a.body))
    for (const secret of [...SECRETS, KEY, 'denied for key']) expect(said).not.toContain(secret)
    expect(said).not.toContain('al-healthy')
    // Asleep for its sleep time (120 min): a third failure sends nothing more.
    expect((await pull('al-adsterra', refusing(), at(20)))?.status).toBe('auth_failed')
    await cron(at(25))
    await cron(at(125))
    expect(mine()).toHaveLength(1)
    // Awake, with the pulls still failing in the last hour: again.
    expect((await pull('al-adsterra', refusing(), at(130)))?.status).toBe('auth_failed')
    expect((await pull('al-adsterra', refusing(), at(140)))?.status).toBe('auth_failed')
    await cron(at(145))
    expect(mine()).toHaveLength(2)
    // Every alert sent is in the log, and the page shows it without the key.
    const { results } = await DB.prepare(
      "SELECT subject FROM alert_log WHERE kind = 'cost_pull_failed' ORDER BY id",
    ).all()
    expect(results).toEqual([{ subject: 'pull:al-adsterra' }, { subject: 'pull:al-adsterra' }])
    const page = await (await admin('/admin/alerts')).text()
    expect(textOf(page)).toContain('The cost pull of al-adsterra (Adsterra, account 4711)')
    expect(page).not.toContain(KEY)
  })

  it('sends nothing for a 429 the next pull got past, or for failures over an hour old', async () => {
    const now = new Date()
    await connectAdsterra('al-paused', now)
    await connectAdsterra('al-stale', now)
    const run = (account: string, status: string, http: number | null, minutesAgo: number) =>
      DB.prepare(
        `INSERT INTO cost_sync_runs (run_id, source, account, started, finished, status,
           http_status, error) VALUES (?1, 'adsterra', ?2, ?3, ?3, ?4, ?5, 'words')`,
      ).bind(crypto.randomUUID(), account, now.getTime() - minutesAgo * 60_000, status, http)
    await DB.batch([
      run('al-paused', 'rate_limited', 429, 40),
      run('al-paused', 'ok', 200, 20),
      run('al-paused', 'rate_limited', 429, 5),
      run('al-stale', 'failed', 500, 90),
      run('al-stale', 'failed', 500, 80),
    ])
    await turnOn('cost_pull_failed')
    const alerts = mockNetwork()
    await cron(now)
    expect(alerts.filter((a) => (a.body as { kind: string }).kind === 'cost_pull_failed')).toEqual(
      [],
    )
  })
})
