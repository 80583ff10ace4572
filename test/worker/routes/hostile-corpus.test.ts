/**
 * The hostile corpus: malformed and overlong encodings, control characters in every
 * path segment, query, header and form field, dot segments, prototype names, huge and chunked
 * bodies, odd content types and odd methods, over every route, through the worker's real entry.
 * Every answer must be a real page, JSON error or safe redirect: no 5xx, no stack trace, no
 * unescaped reflection, and nothing ever forwarded to the backend.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import worker from '../../../src/index'
import { ORIGIN, TEST_ENV, VALID_SIGNUP } from '../helpers'
import { GO_PATH, PRIVACY_PATH, TERMS_PATH } from '../../../src/shared/paths'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

interface Case {
  label: string
  method: string
  path: string
  headers?: Record<string, string>
  /** A factory: stream bodies can be sent only once. */
  body?: () => BodyInit
}

/** Reflected raw, either would run in the page. */
const SCRIPT = '<script>alert(1)</script>'
const SVG = '"><svg onload=alert(1)>'
const REFLECTION = /<script>alert|<svg onload/i
const STACK_TRACE = /\bat .+\.(?:ts|tsx|js):\d+|Error: /

/** Path segments and query values that break decoders, parsers, lookups or pages. */
const HOSTILE_SEGMENTS = [
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%0A',
  '%0D%0ASet-Cookie:%20x=1',
  '%09',
  '%7F',
  '%1B%5B31m',
  '%E2%80%AE',
  '%E2%80%8B',
  '%EF%BB%BF',
  '..',
  '%2e%2e',
  '..%2f..%2fetc',
  '%2F',
  '%5C',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  encodeURIComponent(SCRIPT),
  encodeURIComponent(SVG),
  '-1',
  '1e3',
  '0x10',
  'NaN',
]

/** The GET routes, each with a `$` where its hostile parameter goes. */
const GET_TEMPLATES = [
  '/state/$',
  '/city/$/Houston',
  '/city/Texas/$',
  '/city/Texas/Houston/$',
  '/city/Texas/Houston/ad/$',
  '/about-nightgator/$',
  '/escort-alligator-101/$',
  '/$',
  `${GO_PATH}?sub=$`,
  '/state/Texas?$=$',
  '/search?q=$',
  '/search?q=$&state=$',
  '/api/cities?q=$',
  '/admin?from=$&to=$&campaign=$&sort=$',
]
/** Every route, for odd methods and hostile headers. */
const ROUTES = [
  '/',
  '/state/Texas',
  '/city/Texas/Houston',
  '/city/Texas/Houston/3',
  '/city/Texas/Houston/ad/3',
  '/signup',
  '/success',
  TERMS_PATH,
  PRIVACY_PATH,
  '/robots.txt',
  '/sitemap.xml',
  GO_PATH,
  '/about-nightgator',
  '/escort-alligator-101/behind-the-scales',
  '/age-check',
  '/api/signup',
  '/search?q=houston',
  '/api/cities?q=hou',
  '/admin',
  '/admin/export.csv',
]
const ODD_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'MKCOL', 'LOCK', 'COPY']

const HOSTILE_HEADERS: Record<string, string>[] = [
  { Cookie: 'age_ok=1\u0001; sid=../../etc' },
  { Cookie: `__proto__=1; constructor=1; sid=${'f'.repeat(5000)}` },
  { Cookie: `age_ok=${encodeURIComponent(SCRIPT)}; sid=${encodeURIComponent(SVG)}` },
  { Cookie: 'age_ok=%; sid=%E0%A4%A; =; ;;' },
  { 'Accept-Encoding': 'gzip;q=\u0001, br, x'.repeat(100) },
  { Accept: `${SCRIPT}\t${'x'.repeat(8000)}` },
  { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
  { Origin: 'null', 'Sec-Fetch-Site': 'same-origin\u0007' },
  { 'CF-Connecting-IP': '::::::::::' },
  { 'Content-Type': `text/html; charset=${'x'.repeat(3000)}` },
]

/** One invalid value per field: each signup below fails validation, so none is forwarded. */
const HOSTILE_FIELDS: [keyof typeof VALID_SIGNUP, unknown][] = [
  ['email', `${SCRIPT}@example.org`],
  ['email', `a${SVG}@example.org`],
  ['email', 'vis\u0000itor@example.org'],
  ['email', 'vis\u202eitor@example.org'],
  ['email', 'visitor@example.org\r\nBcc: x@example.org'],
  ['email', `${'a'.repeat(300)}@example.org`],
  ['email', ['visitor@example.org']],
  ['email', { toString: 'x' }],
  ['password', '\u0000'.repeat(10)],
  ['password', '          '],
  ['password', `abc\u0007def${SCRIPT}`],
  ['password', 'x'.repeat(100_000).slice(0, 3000)],
  ['password', ['a-good-password']],
  ['age', '1e1'],
  ['age', -1],
  ['age', Infinity],
  ['age', '0x12'],
  ['age', 'NaN'],
  ['age', [34]],
  ['consent', 'no'],
  ['consent', SCRIPT],
  ['affiliate_subid', '__proto__'],
  ['affiliate_subid', 'constructor'],
  ['affiliate_subid', 'toString'],
  ['affiliate_subid', SCRIPT],
  ['affiliate_subid', 'city\u0000'],
  ['website', 'http://spam.example'],
]

const JSON_TRICKS = [
  '{"__proto__":{"isAdmin":true},"email":"x"}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `{"email":"visitor@example.org","email":"${SCRIPT}"}`,
  '[{"email":"visitor@example.org"}]',
  '"string"',
  '1e999',
  '{"email":',
  '\u0000\u0001\u0002',
  `{${'"a":{'.repeat(5000)}`,
  '',
]

const FORM_TRICKS = [
  'email=a&email=b&email[]=c',
  'email%00=x&password%0A=y',
  '%E0%A4%A=%&%%=%',
  `return=${encodeURIComponent(SCRIPT)}`,
  'return=%2F%0A%2Fx',
  'return=%2Fx%0D%0ASet-Cookie%3A+evil%3D1',
  'return=%2F%09%2Fevil.example.net',
  'return=%2F%5C%09%5Cevil.example.net',
  'return=%2F%00',
  '&&&===',
  `${'x='.repeat(2000)}`,
]

const CONTENT_TYPES = [
  'text/plain',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded; charset=utf-7',
  'application/xml',
  '',
  '*/*',
]

const POST_ROUTES = ['/age-check', '/signup', '/api/signup']

let ipCounter = 0
/** A fresh client per signup, so the rate limit never hides what validation does. */
function freshIp(): string {
  ipCounter += 1
  return `100.${64 + (ipCounter >> 16)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

function signupHeaders(contentType: string): Record<string, string> {
  return { 'Content-Type': contentType, Origin: ORIGIN, 'CF-Connecting-IP': freshIp() }
}

/** A body of `bytes` bytes streamed in 16 KB chunks, without a Content-Length. */
function chunked(bytes: number, fill = 'x'): () => BodyInit {
  return () => {
    const chunk = new TextEncoder().encode(fill.repeat(16 * 1024))
    let sent = 0
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
  }
}

function buildCorpus(): Case[] {
  const cases: Case[] = []
  for (const template of GET_TEMPLATES) {
    for (const segment of HOSTILE_SEGMENTS) {
      cases.push({ label: template, method: 'GET', path: template.replaceAll('$', segment) })
    }
  }
  for (const path of ROUTES) {
    for (const method of ODD_METHODS) cases.push({ label: 'odd method', method, path })
    cases.push({ label: 'HEAD', method: 'HEAD', path })
  }
  for (const path of ROUTES) {
    for (const headers of HOSTILE_HEADERS) {
      cases.push({ label: `header ${Object.keys(headers)[0]}`, method: 'GET', path, headers })
    }
  }
  for (const [field, value] of HOSTILE_FIELDS) {
    const json = JSON.stringify({ ...VALID_SIGNUP, [field]: value })
    cases.push({
      label: `JSON field ${field}`,
      method: 'POST',
      path: '/api/signup',
      headers: signupHeaders('application/json'),
      body: () => json,
    })
    // A form carries strings only: typed values are JSON-only tricks.
    if (typeof value !== 'string') continue
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(VALID_SIGNUP).map(([k, v]) => [k, String(v)])),
      [field]: value,
    }).toString()
    cases.push({
      label: `form field ${field}`,
      method: 'POST',
      path: '/signup',
      headers: signupHeaders('application/x-www-form-urlencoded'),
      body: () => form,
    })
  }
  for (const body of JSON_TRICKS) {
    cases.push({
      label: 'JSON trick',
      method: 'POST',
      path: '/api/signup',
      headers: signupHeaders('application/json'),
      body: () => body,
    })
  }
  for (const path of POST_ROUTES) {
    for (const body of FORM_TRICKS) {
      const headers = signupHeaders('application/x-www-form-urlencoded')
      cases.push({ label: 'form trick', method: 'POST', path, headers, body: () => body })
    }
    for (const type of CONTENT_TYPES) {
      // Under age: if the worker reads this type at all, validation still stops it.
      const body = JSON.stringify({ ...VALID_SIGNUP, age: 12 })
      cases.push({
        label: `type ${type}`,
        method: 'POST',
        path,
        headers: signupHeaders(type),
        body: () => body,
      })
    }
    const form = signupHeaders('application/x-www-form-urlencoded')
    cases.push({
      label: 'huge body',
      method: 'POST',
      path,
      headers: form,
      body: () => 'x'.repeat(2 << 20),
    })
    cases.push({
      label: 'chunked 8 MB',
      method: 'POST',
      path,
      headers: form,
      body: chunked(8 << 20),
    })
    cases.push({
      label: 'chunked NULs',
      method: 'POST',
      path,
      headers: form,
      body: chunked(256 << 10, '\u0000'),
    })
  }
  for (const path of ['/state/Texas', '/', '/no-such-page']) {
    const headers = { 'Content-Type': 'application/json' }
    cases.push({
      label: 'POST chunked to a GET route',
      method: 'POST',
      path,
      headers,
      body: chunked(8 << 20),
    })
  }
  return cases
}

const CORPUS = buildCorpus()
const PARTNER_ORIGIN = new URL(TEST_ENV.PARTNER_URL).origin

let backend: MockInstance<typeof fetch>
beforeAll(() => {
  backend = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}))
  // Operator log lines are expected (bad requests are logged by nothing, failures by JSON lines).
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterAll(() => vi.restoreAllMocks())

/** Sends a case through the worker's own fetch handler (front door, then the app). */
async function send(test: Case): Promise<Response> {
  const headers = new Headers(test.headers)
  if (!headers.has('Cookie')) headers.set('Cookie', 'age_ok=1')
  const request = new Request(`${ORIGIN}${test.path}`, {
    method: test.method,
    headers,
    body: test.body?.(),
    redirect: 'manual',
  })
  const ctx = createExecutionContext()
  const response = await worker.fetch(request as IncomingRequest, TEST_ENV, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

/** The body as a browser reads it: the front door sends memoized pages gzipped as they are. */
function textOf(res: Response): Promise<string> {
  if (res.headers.get('Content-Encoding') !== 'gzip' || !res.body) return res.text()
  return new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).text()
}

/** What every answer must be, whatever was sent. */
async function expectSafeAnswer(test: Case, res: Response) {
  const name = `${test.label}: ${test.method} ${test.path.slice(0, 80)}`
  expect(res.status, name).toBeLessThan(500)
  for (const [header, value] of res.headers) {
    expect(value, `${name}: ${header}`).not.toMatch(REFLECTION)
  }
  const body = await textOf(res)
  expect(body, name).not.toMatch(REFLECTION)
  expect(body, name).not.toMatch(STACK_TRACE)
  if (res.status >= 300 && res.status < 400) {
    const target = new URL(res.headers.get('Location')!, ORIGIN)
    expect([ORIGIN, PARTNER_ORIGIN], `${name}: Location ${target}`).toContain(target.origin)
    return
  }
  if (test.method === 'HEAD') return expect(body, name).toBe('')
  const type = res.headers.get('Content-Type') ?? ''
  if (test.path.startsWith('/api/')) {
    expect(type, name).toContain('application/json')
    const json = JSON.parse(body)
    // An error names itself; the one successful JSON answer is /api/cities' suggestion list.
    if (res.status >= 400) expect(typeof json.error, name).toBe('string')
    else expect(Array.isArray(json.suggestions), name).toBe(true)
  } else if (type.includes('text/html')) {
    expect(body.match(/<h1[^>]*>/g), name).toHaveLength(1)
  } else {
    // robots.txt and sitemap.xml, the only other answers.
    expect(['/robots.txt', '/sitemap.xml'], name).toContain(
      new URL(`${ORIGIN}${test.path}`).pathname,
    )
  }
}

describe('the hostile corpus', () => {
  it('has at least 200 cases over every route, against the mocked backend', () => {
    expect(globalThis.fetch).toBe(backend)
    expect(CORPUS.length).toBeGreaterThanOrEqual(200)
    for (const route of ROUTES) {
      expect(
        CORPUS.some((test) => test.path === route),
        route,
      ).toBe(true)
    }
  })

  const byLabel = new Map<string, Case[]>()
  for (const test of CORPUS) {
    const group = test.label.split(' ')[0]!
    byLabel.set(group, [...(byLabel.get(group) ?? []), test])
  }
  for (const [group, cases] of byLabel) {
    it(`answers every "${group}" case (${cases.length}) with a page, JSON error or safe redirect`, async () => {
      for (const test of cases) {
        await expectSafeAnswer(test, await send(test))
        expect(backend, `${test.label}: forwarded to the backend`).not.toHaveBeenCalled()
      }
    })
  }
})
