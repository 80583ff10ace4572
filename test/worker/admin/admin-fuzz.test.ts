/**
 * Hostile input on every operator route: the dashboard, the report and its CSVs, the report API
 * with its bearer token, and every form posted with a valid login and CSRF token, each parameter
 * given impossible dates, huge numbers, prototype names, CR/LF, NUL, RTL marks, emoji and very
 * long strings. Every answer is 2xx, 3xx or 4xx, never 5xx, and comes within a stated budget. A
 * representative matrix, not a cartesian product: each hostile value in every parameter at once,
 * then each parameter alone with one value (an early 400 would hide the parameters after it).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Env } from '../../../src/env'
import { DASHBOARD_TABLES } from '../../../src/admin/dashboard/dashboard-sorts'
import { FILTER_DIMENSIONS } from '../../../src/reports/report-data'
import { sortParams } from '../../../src/admin/ui/table-sort'
import { ALERTS_TABLES } from '../../../src/admin/alerts/AlertsPage'
import { POSTBACK_TABLES } from '../../../src/admin/postbacks/PostbacksPage'
import { RULES_TABLES } from '../../../src/admin/rules/RulesPage'
import { TESTS_TABLES } from '../../../src/admin/tests/TestsPage'
import { ALERT_KIND_NAMES } from '../../../src/alerts/alert-kinds'
import { DB } from '../campaign/campaign-helpers'
import { mockBackend, ORIGIN, request, TEST_ENV } from '../helpers'
import { adminAuth } from '../../support/basic-auth'

const TOKEN = 'fuzz-admin-token'
const API = 'fuzz-api-token-0123456789'
/**
 * Without the aggregators: asking each shard for its unflushed rows is most of a dashboard
 * request's time (their rows are unflushed-cap.test.ts's subject), and no parameter reaches them
 * unchecked.
 */
const ENV = {
  ...TEST_ENV,
  ADMIN_TOKEN: TOKEN,
  REPORT_API_TOKEN: API,
  COUNT_AGGREGATOR: undefined,
} as unknown as Env
const OWNER = adminAuth(TOKEN)
const BEARER = `Bearer ${API}`
const DAY = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)

/**
 * Each request's budget, answer and body: far past an honest answer (tens of ms, a second at load
 * 20), so only a request that never ends reaches it. A loop that never yields cannot be raced
 * (the test runs in the worker's isolate): the bounds by construction stop those.
 */
const REQUEST_BUDGET_MS = 10_000
/** A budget for a test of many requests (about a hundred each, ~20 ms apiece when quiet). */
const MATRIX_BUDGET_MS = 120_000

const HOSTILE = [
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '-1',
  '1e308',
  '-5',
  '__proto__',
  'constructor',
  'toString',
  'a\r\nSet-Cookie: x=1',
  'a\u0000b',
  '\u202Eevil\u202C',
  '😀',
  '%E0%A4%A',
  'x'.repeat(3000),
  ' ',
]

/** Dates and ranges that looped, crashed or were never real days. */
const DATES: Record<string, string>[] = [
  { to: '9999-12-31' },
  { from: '9999-12-31' },
  { from: '0000-01-01' },
  { to: '0000-01-01' },
  { from: '0000-01-01', to: '9999-12-31' },
  { from: '2000-01-01', to: '2099-12-31' },
  { from: '1970-01-01', to: '1970-01-01' },
  { from: '2099-12-31', to: '2099-12-31' },
  { from: '2026-02-30', to: '2026-02-31' },
  { from: '+010000-01-01' },
  { to: '9999-12-31', tz: 'Pacific/Kiritimati' },
  { from: '0000-01-01', to: '0000-01-01', tz: 'America/New_York' },
]

const FILTERS = ['from', 'to', 'tz', 'campaign']
const sortsOf = (tables: object) => Object.keys(tables).flatMap((t) => Object.values(sortParams(t)))
const REPORT_PARAMS = [
  ...FILTERS,
  'by',
  'sort',
  'dir',
  'confidence',
  'min_landings',
  'max_roi',
  ...FILTER_DIMENSIONS,
]

interface Route {
  path: string
  /** A valid query the hostile values are put into, so parsing goes past its first checks. */
  base: Record<string, string>
  params: readonly string[]
  authorization?: string
}

const DATED: Route[] = [
  {
    path: '/admin',
    base: {},
    params: [
      ...FILTERS,
      ...['sort', 'order', 'page', 'then', 'link_page', 'link_city', 'link_source', 'link_extra'],
      'link_tag',
      ...sortsOf(DASHBOARD_TABLES),
    ],
  },
  {
    path: '/admin/report',
    base: { by: 'sub1', campaign: 'fz_main' },
    params: [...REPORT_PARAMS, 'then', 'saved'],
  },
  { path: '/admin/report.csv', base: { by: 'sub1', campaign: 'fz_main' }, params: REPORT_PARAMS },
  {
    path: '/admin/api/report',
    base: { by: 'sub1', campaign: 'fz_main' },
    params: REPORT_PARAMS,
    authorization: BEARER,
  },
  {
    path: '/admin/blocklist.txt',
    base: { by: 'sub1', campaign: 'fz_main' },
    params: REPORT_PARAMS,
  },
  { path: '/admin/export.csv', base: {}, params: FILTERS },
  { path: '/admin/revenue.csv', base: {}, params: FILTERS },
]

const UNDATED: Route[] = [
  { path: '/admin/rules', base: {}, params: ['preview', 'done', ...sortsOf(RULES_TABLES)] },
  {
    path: '/admin/postbacks',
    base: {},
    params: ['campaign', 'preset', 'saved', 'deleted', 'page', ...sortsOf(POSTBACK_TABLES)],
  },
  { path: '/admin/postbacks/delete', base: { campaign: 'fz_main' }, params: ['campaign'] },
  { path: '/admin/tests', base: {}, params: ['started', 'ended', ...sortsOf(TESTS_TABLES)] },
  { path: '/admin/tests.csv', base: {}, params: ['page'] },
  { path: '/admin/alerts', base: {}, params: ['done', ...sortsOf(ALERTS_TABLES)] },
  { path: '/admin/partners', base: {}, params: ['done'] },
  { path: '/admin/connections', base: {}, params: ['done'] },
]

interface Form {
  path: string
  /** The page whose form token the post carries. */
  page: string
  base: Record<string, string>
  fields: readonly string[]
}

const FORMS: Form[] = [
  {
    path: '/admin/costs',
    page: '/admin/report?by=sub1&campaign=fz_main',
    base: { campaign: 'fz_main', model: 'cpm', rate: '1', back: '/admin/report?by=sub1' },
    fields: ['campaign', 'model', 'rate', 'bid', 'back'],
  },
  {
    path: '/admin/campaign-source',
    page: '/admin/report?by=sub1&campaign=fz_main',
    base: { campaign: 'fz_main', source: '', back: '/admin/report?by=sub1' },
    fields: ['campaign', 'source', 'tz', 'source_campaign_id', 'back'],
  },
  {
    path: '/admin/rules',
    page: '/admin/rules',
    base: { scope: 'fz_*', by: 'sub1', judge: 'cut', action: 'blocklist' },
    fields: [
      ...['scope', 'by', 'judge', 'action', 'min_spend_payouts', 'min_landings', 'max_signups'],
      ...['max_roi', 'min_bot_percent', 'window_days', 'cooldown_hours', 'webhook_url', 'enabled'],
    ],
  },
  {
    path: '/admin/rules/change',
    page: '/admin/rules',
    base: { op: 'disable' },
    fields: ['id', 'op'],
  },
  { path: '/admin/rules/undo', page: '/admin/rules', base: {}, fields: ['id'] },
  {
    path: '/admin/postbacks',
    page: '/admin/postbacks',
    base: { campaign: 'fz_new', template: 'https://t.example/p?c={cid}', payout: '1' },
    fields: ['campaign', 'template', 'payout', 'fire'],
  },
  {
    path: '/admin/postbacks/test',
    page: '/admin/postbacks',
    base: { campaign: 'fz_none' },
    fields: ['campaign'],
  },
  {
    path: '/admin/postbacks/delete',
    page: '/admin/postbacks',
    base: { campaign: 'fz_none', confirm: 'yes' },
    fields: ['campaign', 'confirm'],
  },
  {
    path: '/admin/tests',
    page: '/admin/tests',
    base: { name: 'fuzz', scope: 'all', page: 'state', difference: 'copy', baseline: '2' },
    fields: [
      ...['name', 'scope', 'tag', 'page', 'difference', 'baseline', 'lift', 'weightA', 'weightB'],
      ...['weightC', 'headlineB', 'ctaB', 'orderB', 'partnerUrlB', 'partnerSignupUrlB'],
    ],
  },
  { path: '/admin/tests/end', page: '/admin/tests', base: {}, fields: ['test', 'keep'] },
  {
    path: '/admin/alerts',
    page: '/admin/alerts',
    base: {},
    fields: ALERT_KIND_NAMES.flatMap((kind) =>
      ['enabled', 'threshold', 'sleep'].map((part) => `${kind}_${part}`),
    ),
  },
  { path: '/admin/alerts/test', page: '/admin/alerts', base: {}, fields: [] },
  {
    path: '/admin/partners',
    page: '/admin/partners',
    base: { url: 'https://partner.example/join', preset: '' },
    fields: ['url', 'preset'],
  },
  {
    path: '/admin/partners/rates',
    page: '/admin/partners',
    base: { currency: 'EUR', rate: '1.1' },
    fields: ['currency', 'rate'],
  },
  {
    path: '/admin/connections',
    page: '/admin/connections',
    base: { id: 'fz_conn', source: 'exoclick', secret_name: 'EXOCLICK_API_TOKEN', currency: 'USD' },
    fields: ['id', 'source', 'secret_name', 'tz', 'currency', 'account_ref', 'verify_first'],
  },
  ...['delete', 'sync', 'test'].map((op) => ({
    path: `/admin/connections/${op}`,
    page: '/admin/connections',
    base: { id: 'fz_conn' },
    fields: ['id'],
  })),
]

/** Parameter names that are prototype members, given beside the real ones. */
const HOSTILE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

/** The answer and its whole body within REQUEST_BUDGET_MS; rejects past it. */
async function withinBudget(label: string, send: () => Promise<Response>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${label}: no answer within ${REQUEST_BUDGET_MS} ms`)),
      REQUEST_BUDGET_MS,
    )
  })
  try {
    return await Promise.race([
      (async () => {
        const res = await send()
        return { status: res.status, body: await res.text() }
      })(),
      budget,
    ])
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

function get(path: string, authorization = OWNER) {
  return request(path, { confirmed: false, headers: { Authorization: authorization } }, ENV)
}

function post(path: string, body: URLSearchParams) {
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
      body: body.toString(),
    },
    ENV,
  )
}

const tokens = new Map<string, string>()
/** The form token of the page at `path`, read once. */
async function tokenOf(path: string): Promise<string> {
  let token = tokens.get(path)
  if (!token) {
    const html = await (await get(path)).text()
    token = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
    if (!token) throw new Error(`${path} has no form token`)
    tokens.set(path, token)
  }
  return token
}

/** Each query of the matrix: every parameter at once with each value, then each alone. */
function queries(base: Record<string, string>, params: readonly string[]): URLSearchParams[] {
  const all = HOSTILE.map((value) => {
    const query = new URLSearchParams(base)
    for (const name of params) query.set(name, value)
    for (const name of HOSTILE_NAMES) query.set(name, value)
    return query
  })
  const alone = params.map((name, i) => {
    const query = new URLSearchParams(base)
    query.set(name, HOSTILE[i % HOSTILE.length]!)
    return query
  })
  return [...all, ...alone]
}

/** The requests that answered 5xx, each as `status label`; [] when none did. */
async function serverErrors(requests: [string, () => Promise<Response>][]): Promise<string[]> {
  const failed: string[] = []
  for (const [label, send] of requests) {
    const { status } = await withinBudget(label, send)
    if (status < 200 || status >= 500) failed.push(`${status} ${label.slice(0, 300)}`)
  }
  return failed
}

function getRequests(route: Route, extra: URLSearchParams[] = []) {
  const all = [...queries(route.base, route.params), ...extra]
  return all.map((query): [string, () => Promise<Response>] => {
    const path = `${route.path}?${query}`
    return [`GET ${path}`, () => get(path, route.authorization)]
  })
}

afterEach(() => vi.restoreAllMocks())

beforeAll(async () => {
  await DB.batch([
    DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros) VALUES
       (?1, 'landing', 'fz_main', 'z-1', 120, 1200000),
       (?1, 'signup_created', 'fz_main', 'z-1', 2, 0)`,
    ).bind(`${DAY}T09`),
    DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('fz_main', 'https://t.example/p?c={cid}', 1000000, 'signup', ?1)`,
    ).bind(new Date().toISOString()),
  ])
})

describe('the report API with a date that looped forever', () => {
  it('answers 400 with the reason for to=9999-12-31', async () => {
    const { status, body } = await withinBudget('to=9999-12-31', () =>
      get('/admin/api/report?by=sub1&to=9999-12-31', BEARER),
    )
    expect(status).toBe(400)
    expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/“to” date/) })
  })

  it('answers 400 with the reason for from=0000-01-01', async () => {
    const { status, body } = await withinBudget('from=0000-01-01', () =>
      get('/admin/api/report?by=sub1&from=0000-01-01', BEARER),
    )
    expect(status).toBe(400)
    expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/“from” date/) })
  })

  it('answers both within a second', async () => {
    for (const query of ['to=9999-12-31', 'from=0000-01-01']) {
      const started = Date.now()
      const { status } = await withinBudget(query, () =>
        get(`/admin/api/report?by=sub1&${query}`, BEARER),
      )
      expect(status, query).toBe(400)
      expect(Date.now() - started, query).toBeLessThan(1_000)
    }
  })

  it('answers 400 for to=0000-01-01, whose 30 days before are no days at all', async () => {
    const { status } = await withinBudget('to=0000-01-01', () =>
      get('/admin/api/report?by=sub1&to=0000-01-01', BEARER),
    )
    expect(status).toBe(400)
  })
})

describe('the dashboard with a date outside the window', () => {
  it('answers 400 with a page that says which date and what it showed instead', async () => {
    const { status, body } = await withinBudget('dashboard to=9999-12-31', () =>
      get('/admin?to=9999-12-31'),
    )
    expect(status).toBe(400)
    expect(body).toMatch(/The “to” date/)
    expect(body).toMatch(/<h1/)
  })
})

describe('__proto__ and other prototype names in admin parameters', () => {
  const routes = [...DATED, ...UNDATED]
  it(
    'answer 4xx or 2xx on every GET route, in every parameter, never 5xx',
    async () => {
      const requests = routes.flatMap((route) =>
        route.params.flatMap((name) =>
          ['__proto__', 'constructor', 'toString'].map(
            (value): [string, () => Promise<Response>] => {
              const query = new URLSearchParams({ ...route.base, [name]: value })
              const path = `${route.path}?${query}`
              return [`GET ${path}`, () => get(path, route.authorization)]
            },
          ),
        ),
      )
      expect(await serverErrors(requests)).toEqual([])
    },
    MATRIX_BUDGET_MS,
  )

  it(
    'answer 4xx or 3xx in every posted field, never 5xx',
    async () => {
      mockBackend(() => new Response('ok'))
      const requests: [string, () => Promise<Response>][] = []
      for (const form of FORMS) {
        const csrf = await tokenOf(form.page)
        for (const name of [...form.fields, ...HOSTILE_NAMES]) {
          const body = new URLSearchParams({ ...form.base, csrf, [name]: '__proto__' })
          requests.push([`POST ${form.path} ${body}`, () => post(form.path, body)])
        }
      }
      expect(await serverErrors(requests)).toEqual([])
    },
    MATRIX_BUDGET_MS,
  )
})

describe('__proto__ and other prototype names where a parameter names one of a few values', () => {
  /** The parameters of each route that take a date, a zone, a number or a name from a list. */
  const REPORTS = ['from', 'to', 'tz', 'by', 'sort', 'dir', 'confidence']
  // The block list's fields are read by the report page (its form) and blocklist.txt alone.
  const BLOCKLIST = [...REPORTS, 'min_landings', 'max_roi']
  const CLOSED: [Route, readonly string[]][] = [
    [DATED[0]!, ['from', 'to', 'tz', 'page', ...sortsOf(DASHBOARD_TABLES)]],
    [DATED[1]!, BLOCKLIST],
    [DATED[2]!, REPORTS],
    [DATED[3]!, REPORTS],
    [DATED[4]!, BLOCKLIST],
    [DATED[5]!, ['from', 'to', 'tz']],
    [DATED[6]!, ['from', 'to', 'tz']],
  ]
  it(
    'answer 4xx on every route, in every such parameter',
    async () => {
      const answered: string[] = []
      for (const [route, names] of CLOSED) {
        for (const name of names) {
          for (const value of ['__proto__', 'constructor', 'toString']) {
            const path = `${route.path}?${new URLSearchParams({ ...route.base, [name]: value })}`
            const { status } = await withinBudget(path, () => get(path, route.authorization))
            if (status < 400 || status >= 500) answered.push(`${status} ${path}`)
          }
        }
      }
      expect(answered).toEqual([])
    },
    MATRIX_BUDGET_MS,
  )
})

describe('page numbers and ids past their bounds', () => {
  it('answer 400 with the reason on the dashboard and the postbacks page', async () => {
    for (const path of ['/admin?page=1e308', '/admin/postbacks?page=1e308']) {
      const { status, body } = await withinBudget(path, () => get(path))
      expect(status, path).toBe(400)
      expect(body, path).toMatch(/page= must be a whole number/)
    }
  })

  it('answer 400 to a rule change whose id is no row id', async () => {
    const csrf = await tokenOf('/admin/rules')
    const body = new URLSearchParams({ csrf, id: '1e308', op: 'delete' })
    const { status } = await withinBudget('rules/change', () => post('/admin/rules/change', body))
    expect(status).toBe(400)
  })
})

describe('hostile values in every admin GET parameter', () => {
  for (const route of DATED) {
    it(
      `never answer 5xx on ${route.path}`,
      async () => {
        const dates = DATES.map((dates) => new URLSearchParams({ ...route.base, ...dates }))
        expect(await serverErrors(getRequests(route, dates))).toEqual([])
      },
      MATRIX_BUDGET_MS,
    )
  }

  it(
    'never answer 5xx on the rules, postbacks and tests pages',
    async () => {
      expect(await serverErrors(UNDATED.flatMap((route) => getRequests(route)))).toEqual([])
    },
    MATRIX_BUDGET_MS,
  )

  it('never answer 5xx to a query that is not even well-formed percent-encoding', async () => {
    const raw = '/admin/api/report?by=sub1&from=%E0%A4%A&to=%ZZ&%=%&&&=&campaign=%00'
    const { status } = await withinBudget(raw, () => get(raw, BEARER))
    expect(status).toBe(400)
  })
})

describe('hostile values in every posted form field', () => {
  it(
    'never answer 5xx, with a valid login and form token',
    async () => {
      mockBackend(() => new Response('ok'))
      const requests: [string, () => Promise<Response>][] = []
      for (const form of FORMS) {
        const csrf = await tokenOf(form.page)
        for (const body of queries(form.base, form.fields)) {
          body.set('csrf', csrf)
          requests.push([`POST ${form.path} ${body}`, () => post(form.path, body)])
        }
      }
      expect(await serverErrors(requests)).toEqual([])
    },
    MATRIX_BUDGET_MS,
  )
})
