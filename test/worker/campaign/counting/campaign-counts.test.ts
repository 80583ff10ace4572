import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../../../src/index'
import type { Env } from '../../../../src/env'
import { findPersonalData } from '../../../support/d1-privacy-scan'
import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_MAX_AGE } from '../../../../src/http/cookies'
import type { StoredCount } from '../../../../src/campaign/counting/count-store'
import { MEMO_LIMIT } from '../../../../src/campaign/core/user-agent'
import PRIVACY from '../../../../src/data/legal/privacy'
import { DEFAULT_TAGS_PER_DAY } from '../../../../src/campaign/counting/count-store'
import { CountAggregator } from '../../../../src/campaign/aggregator/count-aggregator'
import { DEFAULT_RETENTION_DAYS } from '../../../../src/campaign/aggregator/prune-counts'
import {
  answerJson,
  mockBackend,
  ORIGIN,
  postSignup,
  postSignupForm,
  TEST_ENV,
  textOf,
  VALID_SIGNUP,
  VALID_SIGNUP_FORM,
} from '../../helpers'
import {
  campCookie,
  campFor,
  campPattern,
  DB,
  DESKTOP,
  GOOGLEBOT,
  type IncomingRequest,
  IPAD,
  IPHONE,
  listTag,
  rowsFor,
  TODAY,
  total,
  visit,
} from '../campaign-helpers'
import { GO_PATH, PRIVACY_PATH } from '../../../../src/shared/paths'
import { COUNT_TIMEOUT_MS } from '../../../../src/campaign/counting/count-batch'
import { PAGE_TYPES } from '../../../support/page-types'

afterEach(() => vi.restoreAllMocks())

describe('clicks on /go', () => {
  it('counts each click with its campaign, page "go", country and device class', async () => {
    await visit(`${GO_PATH}?sub=click_a`, {
      headers: { 'User-Agent': IPHONE },
      cf: { country: 'US' },
    })
    await visit(`${GO_PATH}?sub=click_a`, {
      headers: { 'User-Agent': IPHONE },
      cf: { country: 'US' },
    })
    await visit(`${GO_PATH}?sub=click_a`, { headers: { 'User-Agent': IPAD } })
    // Visitors without a cookie: each click is also its visitor's first of the day, and each a
    // click on the campaign's direct link.
    expect(await rowsFor('click_a')).toEqual([
      { day: TODAY(), event: 'click', page: 'go', country: 'US', device: 'phone', count: 2 },
      { day: TODAY(), event: 'click', page: 'go', country: '', device: 'tablet', count: 1 },
      { day: TODAY(), event: 'direct_click', page: 'go', country: 'US', device: 'phone', count: 2 },
      { day: TODAY(), event: 'direct_click', page: 'go', country: '', device: 'tablet', count: 1 },
      { day: TODAY(), event: 'unique_click', page: 'go', country: 'US', device: 'phone', count: 2 },
      { day: TODAY(), event: 'unique_click', page: 'go', country: '', device: 'tablet', count: 1 },
    ])
  })

  it('counts a click without a campaign, or with an invalid one, under the empty campaign', async () => {
    const before = await rowsFor('')
    const clicksBefore = before.find((r) => r.event === 'click' && r.device === 'desktop')?.count
    await visit(GO_PATH)
    await visit(`${GO_PATH}?sub=%3Cscript%3E`)
    const after = (await rowsFor('')).find((r) => r.event === 'click' && r.device === 'desktop')
    expect(after!.count).toBe((clicksBefore ?? 0) + 2)
    expect(await rowsFor('<script>')).toEqual([])
  })

  it('never changes the redirect, and sets the campaign cookie (a later signup counts)', async () => {
    const { res } = await visit(`${GO_PATH}?sub=click_b`)
    expect(res.status).toBe(302)
    expect(new URL(res.headers.get('Location')!).searchParams.get('sub')).toBe('click_b')
    // v3: the click's UTC day, no sub-ids, no click id (a second click today is not unique).
    const day = TODAY().replaceAll('-', '')
    expect(campCookie(res)).toMatch(
      new RegExp(`^camp=v3\\.click_b\\.go\\.${day}\\.\\.\\.[A-Za-z0-9_-]{22};`),
    )
  })
})

describe('landings with ?sub=', () => {
  it('sets the camp cookie (30 days, HttpOnly, Lax, Secure on https) and counts the page tag', async () => {
    const { res } = await visit('/state/Vermont?sub=land_a', { cf: { country: 'CA' } })
    expect(res.status).toBe(200)
    expect(campCookie(res)).toMatch(
      /^camp=v1\.land_a\.state\.[A-Za-z0-9_-]{22}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(await rowsFor('land_a')).toEqual([
      { day: TODAY(), event: 'landing', page: 'state', country: 'CA', device: 'desktop', count: 1 },
    ])
  })

  it('credits each kind of page with the tag its signup form carries, rendered or from the cache', async () => {
    for (const [i, { name, path }] of PAGE_TYPES.entries()) {
      const { body } = await visit(path)
      const tag = /name="affiliate_subid" value="([a-z-]+)"/.exec(body)![1]
      const query = path.includes('?') ? '&' : '?'
      // HEAD never reaches the front door: the app renders the page (and counts a bot landing,
      // under the tag's name once a person made it known).
      await listTag(`rendered_${i}`)
      await visit(`${path}${query}sub=rendered_${i}`, { method: 'HEAD' })
      // A GET after a GET: a cacheable page is answered by the front door.
      await visit(`${path}${query}sub=cached_${i}`)
      expect(
        (await rowsFor(`rendered_${i}`)).map((r) => [r.event, r.page]),
        name,
      ).toEqual([['bot', tag]])
      expect(
        (await rowsFor(`cached_${i}`)).map((r) => [r.event, r.page]),
        name,
      ).toEqual([['landing', tag]])
    }
    // Every page type rendered and read back twice: about 4.5 s on a quiet machine.
  }, 30_000)

  it('gives a memoized page its cookie and count, with the memoized bytes, plain and gzipped', async () => {
    const plain = []
    for (let i = 0; i < 3; i++) plain.push((await visit('/state/Ohio')).body)
    expect(new Set(plain).size).toBe(1)
    const first = await visit('/state/Ohio?sub=memo_a')
    const second = await visit('/state/Ohio?sub=memo_a')
    for (const { res, body } of [first, second]) {
      expect(body).toBe(plain[0])
      expect(campCookie(res)).toMatch(campPattern('memo_a'))
      expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'")
    }
    const gzipped = await visit('/state/Ohio?sub=memo_a', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(campCookie(gzipped.res)).toMatch(campPattern('memo_a'))
    expect(await rowsFor('memo_a')).toEqual([
      { day: TODAY(), event: 'landing', page: 'state', country: '', device: 'desktop', count: 3 },
    ])
    // The front door still answers the page without the campaign, cookie-free, plain and gzipped.
    expect(campCookie((await visit('/state/Ohio')).res)).toBeUndefined()
    const later = await visit('/state/Ohio', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(campCookie(later.res)).toBeUndefined()
  })

  it('sends a gzipped memoized page with the cookie, its bytes unchanged', async () => {
    for (let i = 0; i < 3; i++) await visit('/state/Iowa')
    const plain = (await visit('/state/Iowa')).body
    // The render cache compresses a page on its first gzip-accepting request; the next is gzipped.
    let res: Response | undefined
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext()
      const request = new Request(`${ORIGIN}/state/Iowa?sub=gzip_a`, {
        headers: { Cookie: 'age_ok=1', 'Accept-Encoding': 'gzip', 'User-Agent': DESKTOP },
      })
      res = await worker.fetch(request as IncomingRequest, TEST_ENV, ctx)
      await waitOnExecutionContext(ctx)
    }
    res = res!
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(campCookie(res)).toMatch(campPattern('gzip_a'))
    const unzipped = res.body!.pipeThrough(new DecompressionStream('gzip'))
    expect(await new Response(unzipped).text()).toBe(plain)
  })

  it('gives each campaign landing on a memoized page its own cookie, and no one else any', async () => {
    for (let i = 0; i < 3; i++) await visit('/state/Idaho')
    // Gzipped on its first gzip-accepting request: from then on it is sent gzipped.
    await visit('/state/Idaho', { headers: { 'Accept-Encoding': 'gzip' } })
    for (let round = 0; round < 2; round++) {
      for (const campaign of ['kept_a', 'kept_b', 'kept_c']) {
        for (const encoding of ['identity', 'gzip']) {
          const { res } = await visit(`/state/Idaho?sub=${campaign}`, {
            headers: { 'Accept-Encoding': encoding },
          })
          expect(res.headers.getSetCookie(), `${campaign} ${encoding}`).toEqual([
            expect.stringMatching(campPattern(campaign)),
          ])
          expect(res.headers.get('Content-Encoding'), `${campaign} ${encoding}`).toBe(
            encoding === 'gzip' ? 'gzip' : null,
          )
        }
      }
      const plain = await visit('/state/Idaho', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(plain.res.headers.getSetCookie()).toEqual([])
      // A crawler landing is counted as a bot and is not tagged.
      const crawler = await visit('/state/Idaho?sub=kept_a', {
        headers: { 'User-Agent': GOOGLEBOT },
      })
      expect(crawler.res.headers.getSetCookie()).toEqual([])
    }
    // Secure only on https: the same campaign over http gets its cookie without it.
    const ctx = createExecutionContext()
    const insecure = await worker.fetch(
      new Request('http://localhost/state/Idaho?sub=kept_a', {
        headers: { Cookie: 'age_ok=1', 'User-Agent': DESKTOP },
      }) as IncomingRequest,
      TEST_ENV,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(campCookie(insecure)).toMatch(campPattern('kept_a'))
    expect(campCookie(insecure)).not.toMatch(/Secure/)
    expect((await rowsFor('kept_b')).map((r) => [r.event, r.count])).toEqual([['landing', 4]])
  })

  it('gives a first visit that lands on a session page both its session and campaign cookies', async () => {
    const path = '/city/Texas/Houston'
    for (let i = 0; i < 3; i++)
      await visit(path, { cookie: 'sid=0123456789abcdef0123456789abcdef' })
    const { res, body } = await visit(`${path}?sub=first_visit_a`)
    expect(res.status).toBe(200)
    expect(body).toContain('Houston')
    const names = res.headers.getSetCookie().map((cookie) => cookie.split('=')[0])
    expect(names.sort()).toEqual(['camp', 'sid'])
    expect((await rowsFor('first_visit_a')).map((r) => [r.event, r.page])).toEqual([
      ['landing', 'city'],
    ])
  })

  it('ignores invalid sub values: no cookie, nothing counted', async () => {
    const before = await total()
    for (const sub of ['a b', 'x'.repeat(65), '<script>', 'a&b=c', 'ünïcode', '']) {
      const { res } = await visit(`/state/Vermont?sub=${encodeURIComponent(sub)}`)
      expect(res.status, sub).toBe(200)
      expect(campCookie(res), sub).toBeUndefined()
    }
    expect(await total()).toBe(before)
  })

  it('renews the cookie on a reload with the same campaign without counting a second landing', async () => {
    const first = await visit('/hookups-101?sub=reload_a')
    const cookie = campCookie(first.res)!.split(';')[0]!
    const again = await visit('/hookups-101?sub=reload_a', { cookie })
    expect(campCookie(again.res)).toMatch(campPattern('reload_a'))
    expect((await rowsFor('reload_a'))[0]!.count).toBe(1)
  })

  it('counts nothing for non-page answers (robots.txt) or other methods', async () => {
    const before = await total()
    const robots = await visit('/robots.txt?sub=other_a')
    expect(campCookie(robots.res)).toBeUndefined()
    await visit('/state/Vermont?sub=other_a', { method: 'POST' })
    expect(await total()).toBe(before)
  })
})

describe('a burst of landings', () => {
  it('is sent to its aggregator as one add of aggregate rows, every landing counted', async () => {
    const adds: number[] = []
    const namespace = TEST_ENV.COUNT_AGGREGATOR!
    const watched = {
      idFromName: (name: string) => namespace.idFromName(name),
      get(id: DurableObjectId) {
        const stub = namespace.get(id)
        return {
          add(rows: StoredCount[]) {
            adds.push(rows.length)
            return stub.add(rows)
          },
        }
      },
    } as unknown as Env['COUNT_AGGREGATOR']
    const counting = { ...TEST_ENV, COUNT_AGGREGATOR: watched }
    for (let i = 0; i < 3; i++) await visit('/state/Maine', { env: counting })
    // Answered by the front door without awaiting: all twelve are counted in the same turn.
    const landings = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        visit('/state/Maine?sub=burst_a', {
          env: counting,
          // One address (a shared one): a batch's rows add up per client before they are sent.
          headers: {
            'CF-Connecting-IP': '192.0.2.200',
            ...(i % 3 === 0 ? { 'User-Agent': IPHONE } : {}),
          },
          cf: { country: 'US' },
        }),
      ),
    )
    expect(landings.every(({ res }) => campCookie(res) !== undefined)).toBe(true)
    expect(adds).toEqual([2])
    const day = TODAY()
    expect(await rowsFor('burst_a')).toEqual([
      { day, event: 'landing', page: 'state', country: 'US', device: 'desktop', count: 8 },
      { day, event: 'landing', page: 'state', country: 'US', device: 'phone', count: 4 },
    ])
    // A later landing opens a new batch, adding to the same row.
    await visit('/state/Maine?sub=burst_a', { env: counting, cf: { country: 'US' } })
    expect(adds).toEqual([2, 1])
    expect((await rowsFor('burst_a'))[0]!.count).toBe(9)
  })
})

describe('a campaign link to a non-canonical address', () => {
  it('keeps its tag through the 301: the landing gets the cookie and one count', async () => {
    const redirect = await visit('/state/texas?sub=moved_a')
    expect(redirect.res.status).toBe(301)
    expect(campCookie(redirect.res)).toBeUndefined()
    const location = redirect.res.headers.get('Location')!
    expect(location).toBe('/state/Texas?sub=moved_a')
    const landing = await visit(location)
    expect(landing.res.status).toBe(200)
    expect(campCookie(landing.res)).toMatch(campPattern('moved_a'))
    expect(await rowsFor('moved_a')).toEqual([
      { day: TODAY(), event: 'landing', page: 'state', country: '', device: 'desktop', count: 1 },
    ])
  })
})

describe('CAMPAIGN_COUNTS = "off"', () => {
  it('counts nothing and sets no camp cookie, while pages, /go and signups answer as usual', async () => {
    const off = { ...TEST_ENV, CAMPAIGN_COUNTS: 'off' }
    const before = await total()
    const landing = await visit('/state/Ohio?sub=off_a', { env: off })
    expect(landing.res.status).toBe(200)
    expect(campCookie(landing.res)).toBeUndefined()
    const click = await visit(`${GO_PATH}?sub=off_a`, { env: off })
    expect(click.res.status).toBe(302)
    mockBackend(answerJson(200, { redirectUrl: 'https://partner.example.com/welcome' }))
    expect(
      (await postSignup(VALID_SIGNUP, { cookie: await campFor('off_a'), agent: IPHONE, env: off }))
        .status,
    ).toBe(200)
    expect(await total()).toBe(before)
    expect(await rowsFor('off_a')).toEqual([])
  })
})

describe('without CAMPAIGN_SECRET', () => {
  it('sets no cookie, counts landings, counts signups as no campaign and logs it once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const unsigned = { ...TEST_ENV, CAMPAIGN_SECRET: undefined }
    for (let i = 0; i < 2; i++) {
      const landing = await visit('/state/Ohio?sub=nosecret_a', { env: unsigned })
      expect(landing.res.status).toBe(200)
      expect(campCookie(landing.res)).toBeUndefined()
    }
    mockBackend(answerJson(200, {}))
    await postSignup(VALID_SIGNUP, {
      cookie: await campFor('nosecret_a'),
      agent: IPHONE,
      env: unsigned,
    })
    expect((await rowsFor('nosecret_a')).map((r) => [r.event, r.count])).toEqual([['landing', 2]])
    const lines = errors.mock.calls.map(([line]) => String(line))
    expect(lines.filter((line) => line.includes('campaign_secret_missing'))).toHaveLength(1)
  })
})

describe('bots and HEAD requests', () => {
  it('count as the separate bot event, never as clicks or landings, and get no cookie', async () => {
    await listTag('bot_a')
    await visit(`${GO_PATH}?sub=bot_a`, { headers: { 'User-Agent': GOOGLEBOT } })
    const crawled = await visit('/state/Texas?sub=bot_a', { headers: { 'User-Agent': GOOGLEBOT } })
    const head = await visit('/state/Texas?sub=bot_a', { method: 'HEAD' })
    await visit(`${GO_PATH}?sub=bot_a`, { method: 'HEAD' })
    expect(crawled.res.status).toBe(200)
    expect(campCookie(crawled.res)).toBeUndefined()
    expect(campCookie(head.res)).toBeUndefined()
    expect(await rowsFor('bot_a')).toEqual([
      { day: TODAY(), event: 'bot', page: 'go', country: '', device: '', count: 2 },
      { day: TODAY(), event: 'bot', page: 'state', country: '', device: '', count: 2 },
    ])
  })
})

describe('prefetches and prerenders', () => {
  it('count as bot and get no cookie, on landings and on /go', async () => {
    await listTag('prefetch_a')
    const prefetches: Record<string, string>[] = [
      { 'Sec-Purpose': 'prefetch' },
      { 'Sec-Purpose': 'prefetch;prerender' },
      { Purpose: 'prefetch' },
      // An empty Sec-Purpose does not hide the Purpose beside it.
      { 'Sec-Purpose': '', Purpose: 'prefetch' },
      { 'X-Moz': 'prefetch' },
    ]
    for (const headers of prefetches) {
      const landing = await visit('/state/Texas?sub=prefetch_a', { headers })
      expect(landing.res.status).toBe(200)
      expect(campCookie(landing.res), JSON.stringify(headers)).toBeUndefined()
      await visit(`${GO_PATH}?sub=prefetch_a`, { headers })
    }
    expect(await rowsFor('prefetch_a')).toEqual([
      { day: TODAY(), event: 'bot', page: 'go', country: '', device: '', count: 5 },
      { day: TODAY(), event: 'bot', page: 'state', country: '', device: '', count: 5 },
    ])
    // The navigation that follows a prefetch is a person's landing.
    const person = await visit('/state/Texas?sub=prefetch_a')
    expect(campCookie(person.res)).toMatch(campPattern('prefetch_a'))
  })
})

describe('signup events', () => {
  it('counts the attempt and its outcome against the visitor’s campaign and the page tag', async () => {
    mockBackend(answerJson(200, { redirectUrl: 'https://partner.example.com/welcome' }))
    const res = await postSignup(VALID_SIGNUP, { cookie: await campFor('signup_a'), agent: IPHONE })
    expect(res.status).toBe(200)
    mockBackend(answerJson(409, { error: 'That email is already registered.' }))
    expect(
      (await postSignup(VALID_SIGNUP, { cookie: await campFor('signup_a'), agent: IPHONE })).status,
    ).toBe(409)
    mockBackend(answerJson(503, {}))
    expect(
      (await postSignup(VALID_SIGNUP, { cookie: await campFor('signup_a'), agent: IPHONE })).status,
    ).toBe(502)
    // Refused by validation: answered, not counted (campaign-navigations.test.ts).
    expect(
      (
        await postSignup(
          { ...VALID_SIGNUP, age: 17 },
          { cookie: await campFor('signup_a'), agent: IPHONE },
        )
      ).status,
    ).toBe(400)
    const row = (event: string, count: number) => ({
      day: TODAY(),
      event,
      page: 'city',
      country: '',
      device: 'phone',
      count,
    })
    expect(await rowsFor('signup_a')).toEqual([
      row('signup_attempt', 3),
      row('signup_created', 1),
      row('signup_rejected', 1),
      row('signup_unavailable', 1),
    ])
  })

  it('counts the no-JavaScript form’s signups too', async () => {
    mockBackend(answerJson(200, {}))
    const res = await postSignupForm(VALID_SIGNUP_FORM, {
      cookie: await campFor('signup_form'),
      agent: DESKTOP,
    })
    expect(res.status).toBe(303)
    expect((await rowsFor('signup_form')).map((r) => [r.event, r.page, r.count])).toEqual([
      ['signup_attempt', 'signup-page', 1],
      ['signup_created', 'signup-page', 1],
    ])
  })

  it('attributes signups to the last campaign landed from', async () => {
    const first = await visit('/?sub=first_a')
    const firstCookie = campCookie(first.res)!.split(';')[0]!
    const second = await visit('/state/Utah?sub=last_b', { cookie: firstCookie })
    const lastCookie = campCookie(second.res)!.split(';')[0]!
    expect(`${lastCookie};`).toMatch(campPattern('last_b', 'state'))
    mockBackend(answerJson(200, {}))
    await postSignup(VALID_SIGNUP, { cookie: lastCookie, agent: IPHONE })
    expect((await rowsFor('last_b')).map((r) => r.event)).toEqual([
      'landing',
      'signup_attempt',
      'signup_created',
    ])
    expect((await rowsFor('first_a')).map((r) => r.event)).toEqual(['landing'])
  })

  it('saves them at once, and once, when an aggregator saved a first try whose answer was lost', async () => {
    mockBackend(answerJson(200, {}))
    const real = CountAggregator.prototype.addOnce
    let tries = 0
    vi.spyOn(CountAggregator.prototype, 'addOnce').mockImplementation(async function (
      this: CountAggregator,
      ...args: Parameters<CountAggregator['addOnce']>
    ) {
      await real.apply(this, args)
      if (++tries === 1) throw new Error('Network connection lost.')
    })
    await postSignup(VALID_SIGNUP, { cookie: await campFor('signup_once'), agent: IPHONE })
    expect(tries).toBe(2)
    vi.restoreAllMocks()
    expect((await rowsFor('signup_once')).map((r) => [r.event, r.count])).toEqual([
      ['signup_attempt', 1],
      ['signup_created', 1],
    ])
  })

  it('counts a signup under no campaign when its cookie is unsigned, tampered or not ours', async () => {
    mockBackend(answerJson(200, {}))
    const signed = (await campFor('forged_a')).slice('camp='.length)
    const [version, , page, signature] = signed.split('.')
    const before = (await rowsFor('')).filter((r) => r.event === 'signup_attempt')
    const forged = [
      'camp=forged_a',
      'camp=%3Cx%3E',
      `camp=${version}.forged_b.${page}.${signature}`,
      `camp=${version}.forged_a.home.${signature}`,
      `camp=${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`,
      `camp=v2.forged_a.${page}.${signature}`,
    ]
    for (const cookie of forged) await postSignup(VALID_SIGNUP, { cookie, agent: IPHONE })
    for (const campaign of ['forged_a', 'forged_b', '<x>']) {
      expect(await rowsFor(campaign), campaign).toEqual([])
    }
    const after = (await rowsFor('')).filter((r) => r.event === 'signup_attempt')
    const sum = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0)
    expect(sum(after) - sum(before)).toBe(forged.length)
  })
})

describe('failing counting bindings change nothing for the visitor', () => {
  const failingDb = (batch: () => Promise<unknown>) =>
    ({
      prepare: () => ({ bind: () => ({}) }),
      batch,
    }) as unknown as D1Database
  const aggregatorsAnswering = (add: () => Promise<void>) =>
    ({ idFromName: () => ({}), get: () => ({ add }) }) as unknown as Env['COUNT_AGGREGATOR']
  const broken: [string, Env, string[][]][] = [
    [
      // A missing aggregator binding is logged once per isolate; signups log each loss.
      'missing bindings',
      { ...TEST_ENV, DB: undefined, COUNT_AGGREGATOR: undefined },
      [['landing'], ['signup_attempt', 'signup_created']],
    ],
    [
      'an aggregator and a D1 that fail',
      {
        ...TEST_ENV,
        DB: failingDb(() => Promise.reject(new Error('D1_ERROR'))),
        COUNT_AGGREGATOR: aggregatorsAnswering(() => Promise.reject(new Error('reset'))),
      },
      [
        ['landing'],
        ['click', 'unique_click', 'direct_click'],
        ['signup_attempt', 'signup_created'],
      ],
    ],
  ]

  for (const [name, brokenEnv, logged] of broken) {
    it(`answers exactly as when they work, and logs what was lost, with ${name}`, async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      for (let i = 0; i < 3; i++) await visit('/state/Nevada')
      const good = await visit('/state/Nevada?sub=fail_a')
      const bad = await visit('/state/Nevada?sub=fail_a', { env: brokenEnv })
      expect(bad.res.status).toBe(200)
      expect(bad.body).toBe(good.body)
      expect(campCookie(bad.res)).toBe(campCookie(good.res))
      const go = await visit(`${GO_PATH}?sub=fail_a`, { env: brokenEnv })
      expect(go.res.status).toBe(302)
      expect(go.res.headers.get('Location')).toContain('sub=fail_a')
      mockBackend(answerJson(200, { redirectUrl: 'https://partner.example.com/welcome' }))
      const signup = await postSignup(VALID_SIGNUP, {
        cookie: await campFor('fail_a'),
        agent: IPHONE,
        env: brokenEnv,
      })
      expect(signup.status).toBe(200)
      // The partner's page, with the visitor's campaign and its token (site-links.test.ts).
      expect(JSON.parse(await signup.text())).toEqual({
        redirectUrl: expect.stringMatching(
          /^https:\/\/partner\.example\.com\/welcome\?sub=fail_a&aff_sub=fail_a\.\d{10}\.state\.[\w.-]+$/,
        ),
      })
      const lines = errors.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('campaign_count_failed'))
      expect(lines.map((line) => JSON.parse(line).events)).toEqual(logged)
    })
  }

  it('gives up on a hanging aggregator after its timeout without holding the answer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const hanging = {
      ...TEST_ENV,
      // The deployed deadline, not the tests' (test/vitest.config.ts).
      COUNT_TIMEOUT_MS: String(COUNT_TIMEOUT_MS),
      COUNT_AGGREGATOR: aggregatorsAnswering(() => new Promise(() => {})),
    }
    const countLines = () =>
      errors.mock.calls.map(([l]) => String(l)).filter((l) => l.includes('campaign_count'))
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`${ORIGIN}${GO_PATH}?sub=hang_a`, {
        redirect: 'manual',
        headers: { 'User-Agent': DESKTOP },
      }) as IncomingRequest,
      hanging,
      ctx,
    )
    expect(res.status).toBe(302)
    // Answered before the count gave up on the aggregator (its timeout logs the loss): the answer
    // waited for none of it, however slow the machine.
    expect(countLines()).toEqual([])
    await waitOnExecutionContext(ctx)
    const line = countLines()[0]
    expect(JSON.parse(line!)).toEqual({
      event: 'campaign_count_failed',
      events: ['click', 'unique_click', 'direct_click'],
      count: 3,
      error: 'timed out',
    })
    // Waits out the count's 3 s timeout (COUNT_TIMEOUT_MS), most of the 5 s default: its own
    // budget, for a busy machine.
  }, 30_000)
})

describe('the privacy scan', () => {
  it('finds a planted IP, email, user agent or cookie value in any table', async () => {
    await DB.exec('CREATE TABLE planted (value TEXT)')
    try {
      for (const value of ['203.0.113.9', 'a@example.org', DESKTOP, 'camp=x', '2001:db8::1']) {
        await DB.prepare('INSERT INTO planted VALUES (?)').bind(value).run()
      }
      const findings = await findPersonalData(DB)
      for (const what of ['IPv4', 'email', 'user agent', 'cookie', 'IPv6']) {
        expect(
          findings.some((f) => f.startsWith('planted.value') && f.includes(what)),
          what,
        ).toBe(true)
      }
    } finally {
      await DB.exec('DROP TABLE planted')
    }
  })
})

describe('the Privacy Policy', () => {
  it('names the camp cookie, its 30 days, and says the counters are totals only', async () => {
    const { body } = await visit(PRIVACY_PATH)
    const text = textOf(body)
    expect(text).toContain(
      `The ${CAMPAIGN_COOKIE} cookie is set only when you open a page through a link`,
    )
    expect(CAMPAIGN_COOKIE_MAX_AGE).toBe(30 * 24 * 60 * 60)
    expect(text).toMatch(/holds that tag, .* and nothing else about you, for 30 days/)
    // The tag does reach D1's counters: the policy says so instead of "never stored".
    expect(text).not.toMatch(/never stored on our side/)
    expect(text).toContain(
      "The campaign tag, which is about the link and not about you, is added to that campaign's hourly totals",
    )
    expect(text).toContain('no copy of the cookie, and nothing about you, is kept.')
    expect(text).toContain('These counters are totals only.')
    // The per-isolate memo of user agents' classes (src/campaign/core/user-agent.ts), as it is.
    expect(text).toContain(
      `each server keeps in its memory, while it runs, a list of up to ${MEMO_LIMIT.toLocaleString('en-US')} recently seen user agents and which kind each is, linked to no visit`,
    )
    // What is signed, capped and pruned (src/campaign/attribution/campaign-cookie.ts, count-store.ts,
    // prune-counts.ts), as it is.
    expect(text).toContain('a signature by which the site recognises a cookie it set itself')
    expect(text).toContain(
      `At most ${DEFAULT_TAGS_PER_DAY.toLocaleString('en-US')} different campaign tags are counted per day`,
    )
    expect(text).toContain(`we keep them for ${DEFAULT_RETENTION_DAYS} days`)
    expect(text).toContain('not pages or images another site loads in the background')
    expect(body).toContain(`<time dateTime="${PRIVACY.lastUpdated}">`)
  })
})
