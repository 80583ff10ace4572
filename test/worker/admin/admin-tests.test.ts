/** /admin/tests: started from the form with checked arms, listed with verdicts, ended, exported. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { ORIGIN, request, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const DB = env.DB!
const TOKEN = 'tests-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV)

const getPage = (path = '/admin/tests') => ADMIN.get(path)

/** The token of the tests page's first form. */
const formToken = () => ADMIN.formToken('/admin/tests')

function post(path: string, fields: Record<string, string>, origin = ORIGIN) {
  return ADMIN.post(path, fields, { headers: { Origin: origin } })
}

const FORM = {
  name: 'City call to action',
  scope: 'prefix',
  tag: 'pop_',
  page: 'city',
  difference: 'copy',
  baseline: '5',
  lift: '20',
  weightA: '50',
  weightB: '50',
  ctaB: 'Create a Free Account',
}

/** Adds `n` of an event to an arm's counters. */
async function addCounts(arm: string, event: string, n: number) {
  await DB.prepare(
    `INSERT INTO campaign_counts (hour, event, campaign, arm, count) VALUES ('2026-11-27T10', ?, '', ?, ?)`,
  )
    .bind(event, arm, n)
    .run()
}

describe('/admin/tests', () => {
  it('starts a test from the form and lists it with its planned visitors per arm', async () => {
    const res = await post('/admin/tests', { ...FORM, csrf: await formToken() })
    expect(res.status).toBe(303)
    const id = new URL(res.headers.get('Location')!, ORIGIN).searchParams.get('started')!
    const text = textOf(await (await getPage(`/admin/tests?started=${id}`)).text())
    expect(text).toContain(`Test ${id} started.`)
    expect(text).toContain('for campaigns starting pop_; running')
    expect(text).toMatch(/Planned: [\d,]+ visitors per arm/)
    expect(text).toContain('Arm B against A: no verdict yet; each arm needs 100 more visitors')
  })

  it('refuses arm copy that breaks the product rules, saying why, and saves nothing', async () => {
    const before = await DB.prepare('SELECT COUNT(*) AS n FROM lander_tests').first<{ n: number }>()
    const res = await post('/admin/tests', {
      ...FORM,
      ctaB: 'Message Verified Girls',
      csrf: await formToken(),
    })
    expect(res.status).toBe(400)
    const text = textOf(await res.text())
    expect(text).toContain('Arm B: the call to action')
    const after = await DB.prepare('SELECT COUNT(*) AS n FROM lander_tests').first<{ n: number }>()
    expect(after).toEqual(before)
  })

  it.each([
    ['look-alike letters', 'V\u0435r\u0456f\u0456\u0435d Escorts'],
    ['soft hyphens', 'Ve\u00ADri\u00ADfied Escorts'],
    ['letters spelt out', 'V e r i f i e d Escorts'],
  ])('refuses arm copy disguised with %s, as the plain word is refused', async (_, ctaB) => {
    const count = () => DB.prepare('SELECT COUNT(*) AS n FROM lander_tests').first<{ n: number }>()
    const before = await count()
    const res = await post('/admin/tests', { ...FORM, ctaB, csrf: await formToken() })
    expect(res.status).toBe(400)
    expect(textOf(await res.text())).toContain('Arm B: the call to action')
    expect(await count()).toEqual(before)
  })

  it.each(['https://*', 'https://offer.example;sandbox/join', 'https://user:pw@offer.example/'])(
    'refuses %s as an offer arm’s partner address, saying why, and saves nothing',
    async (url) => {
      const count = () =>
        DB.prepare('SELECT COUNT(*) AS n FROM lander_tests').first<{ n: number }>()
      const before = await count()
      const res = await post('/admin/tests', {
        ...FORM,
        difference: 'offer',
        ctaB: '',
        partnerUrlB: url,
        csrf: await formToken(),
      })
      expect(res.status).toBe(400)
      expect(textOf(await res.text())).toContain('Arm B: a partner address is')
      expect(await count()).toEqual(before)
    },
  )

  it('keeps only the fields of the test’s difference, and lists a row of a difference the code does not know as nothing', async () => {
    const res = await post('/admin/tests', {
      ...FORM,
      name: 'Order only',
      page: 'state',
      difference: 'order',
      ctaB: 'Join Free',
      orderB: 'intro-first',
      csrf: await formToken(),
    })
    expect(res.status).toBe(303)
    const id = new URL(res.headers.get('Location')!, ORIGIN).searchParams.get('started')!
    const row = await DB.prepare('SELECT difference, arms FROM lander_tests WHERE id = ?')
      .bind(Number(id))
      .first<{ difference: string; arms: string }>()
    expect(row?.difference).toBe('order')
    expect(JSON.parse(row!.arms)).toEqual([
      { letter: 'A', weight: 50 },
      { letter: 'B', weight: 50, order: 'intro-first' },
    ])
    // D1 no longer checks the difference (migration 0200): the record does, as a row is read.
    await DB.prepare(
      `INSERT INTO lander_tests (name, scope, page_type, difference, arms, baseline_rate, minimum_lift, created)
       VALUES ('From a later version', 'all', 'city', 'footer', '[{"letter":"A","weight":50},{"letter":"B","weight":50}]', 0.05, 0.2, '2026-12-03T00:00:00Z')`,
    ).run()
    const page = await getPage()
    expect(page.status).toBe(200)
    const text = textOf(await page.text())
    expect(text).toContain('Order of the page (introduction first) on state pages')
    expect(text).not.toContain('From a later version')
  })

  it('refuses a post from another site or without the page’s token', async () => {
    expect(
      (await post('/admin/tests', { ...FORM, csrf: await formToken() }, 'https://evil.test'))
        .status,
    ).toBe(403)
    expect((await post('/admin/tests', { ...FORM, csrf: 'forged' })).status).toBe(403)
  })

  it('shows an effect with its interval, ends with one click keeping the winner, and exports the CSV', async () => {
    const started = await post('/admin/tests', {
      ...FORM,
      name: 'Winner',
      page: 'home',
      ctaB: 'Join Free in a Minute',
      csrf: await formToken(),
    })
    const id = new URL(started.headers.get('Location')!, ORIGIN).searchParams.get('started')!
    await addCounts(`${id}A`, 'arm_assigned', 10_000)
    await addCounts(`${id}A`, 'signup_created', 500)
    await addCounts(`${id}B`, 'arm_assigned', 10_000)
    await addCounts(`${id}B`, 'signup_created', 800)
    const text = textOf(await (await getPage()).text())
    expect(text).toMatch(
      /Arm B against A: converts better, \+3\.00 points \(\+60 %\), interval \+[\d.]+ points to \+[\d.]+ points\./,
    )

    const ended = await post('/admin/tests/end', { test: id, keep: 'B', csrf: await formToken() })
    expect(ended.status).toBe(303)
    const row = await DB.prepare('SELECT status, kept, final FROM lander_tests WHERE id = ?')
      .bind(id)
      .first<{ status: string; kept: string; final: string }>()
    expect(row).toMatchObject({ status: 'kept', kept: 'B' })
    expect(JSON.parse(row!.final)[1]).toMatchObject({ key: `${id}B`, figures: { signups: 800 } })

    // The kept arm is the page for the scope now: shown without a cookie, counted under no arm.
    const inScope = await request('/?sub=pop_after', {
      headers: { 'User-Agent': 'Mozilla/5.0 Chrome/131' },
    })
    expect(await inScope.text()).toContain('Join Free in a Minute')
    expect(inScope.headers.getSetCookie().some((c) => c.startsWith('arm='))).toBe(false)
    expect(await (await request('/')).text()).not.toContain('Join Free in a Minute')

    const csv = await (await getPage('/admin/tests.csv')).text()
    const [header, ...lines] = csv.trim().split('\r\n')
    expect(
      header!.startsWith(
        'test,arm,weight,landings,gate_passed,clicks,signups,revenue,cost,signup_rate,decision',
      ),
    ).toBe(true)
    expect(lines).toContain(`${id},B,50,0,0,0,800,0.00,0.00,0.080000,kept,10000,0,kept,Winner`)
    expect(lines).toContain(`${id},A,50,0,0,0,500,0.00,0.00,0.050000,not kept,10000,0,kept,Winner`)
  })
})
