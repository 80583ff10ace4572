/**
 * The one render cache. A page whose HTML depends only on the configuration, the 18+ state and
 * the path is rendered by React once per isolate; its response (headers as the app produced
 * them, security headers included) is kept under a key derived from exactly those three, and
 * the worker's front door answers later requests from here before Hono runs: once a page is
 * cached, routing and middleware cost more than the page itself. Slots are filled per request.
 */
import type { MiddlewareHandler } from 'hono'
import { configKey } from '../config'
import type { AppEnv } from '../http/app-env'
import type { Env } from '../env'
import { isAgeConfirmed } from '../http/age-gate'
import { pathOf } from '../http/request-url'
import { LruCache } from '../shared/lru-cache'
import { fillSlots, SlotRequest, type SlottedHtml } from '../http/slots'

interface CachedPage {
  html: SlottedHtml
  /** Every slot depends only on the session seed: a session's filled page may be kept. */
  sessionOnly: boolean
  headers: Headers
  gzipHeaders: Headers
  /** A page without slots, gzipped once on its second request (never on a cold first one). */
  gzip?: Blob
  gzipping?: boolean
  /** Its headers with a Set-Cookie added (see respond). */
  withCookie?: LruCache<Headers>
}

/** Pages kept per isolate (about 30 KB each), least recently used dropped first. */
const PAGE_CACHE_LIMIT = 400
const PAGES = new LruCache<CachedPage>(PAGE_CACHE_LIMIT)
/**
 * Filled pages, gzipped after their first view: a session's city list (keyed by its seed), or a
 * page's short per-request fills (keyed by what they hold).
 */
const FILLED_GZIP = new LruCache<Blob>(2000)

/** The key: what a cacheable page's HTML depends on, read from the request. GET only. */
export function pageKey(request: Request, env: Env): string | undefined {
  if (request.method !== 'GET') return undefined
  const confirmed = isAgeConfirmed(request.headers.get('Cookie'))
  return `${configKey(env)}|${confirmed ? 1 : 0}|${pathOf(request.url)}`
}

/**
 * The front door: this request's cached response, or undefined to let the app answer.
 * `setCookie` is a Set-Cookie value to send with it (a campaign landing's).
 */
export function serveCachedPage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  setCookie?: string,
): Response | undefined {
  const key = pageKey(request, env)
  const page = key === undefined ? undefined : PAGES.get(key)
  if (!page) return undefined
  const acceptsGzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')
  if (page.html.fills.length === 0) {
    if (page.gzip && acceptsGzip) return respond(page, page.gzip, true, setCookie)
    if (acceptsGzip && !page.gzipping) {
      // Compressed once, sent as it is (Cloudflare's edge would otherwise compress every time).
      page.gzipping = true
      ctx.waitUntil(gzipBlob(page.html.segments[0]!).then((blob) => (page.gzip = blob)))
    }
    return respond(page, page.html.segments[0]!, false, setCookie)
  }
  const slots = new SlotRequest(request)
  // A session's page (its city list): known by its seed, so a gzipped copy is found unfilled.
  const sessionKey = page.sessionOnly ? `${key}|${slots.seed()}` : undefined
  const cookie = slots.sessionCookie()
  if (sessionKey && !cookie && acceptsGzip) {
    const gzip = FILLED_GZIP.get(sessionKey)
    if (gzip) return respond(page, gzip, true, setCookie)
  }
  const fills = page.html.fills.map((slot) => slot.fill(slots))
  // Fills that many visitors share ("near me") repeat: filled, gzipped copies are kept by them.
  const variantKey = cookie ? undefined : (sessionKey ?? sharedVariantKey(key!, page, fills))
  if (variantKey && !sessionKey && acceptsGzip) {
    const gzip = FILLED_GZIP.get(variantKey)
    if (gzip) return respond(page, gzip, true, setCookie)
  }
  const body = fillSlots(page.html, slots, fills)
  if (variantKey && acceptsGzip) {
    ctx.waitUntil(gzipBlob(body).then((blob) => FILLED_GZIP.set(variantKey, blob)))
  }
  if (!cookie) return respond(page, body, false, setCookie)
  // A new session's first page: rare enough to copy the headers for.
  const headers = new Headers(page.headers)
  headers.append('Set-Cookie', cookie)
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return new Response(body, { headers })
}

/** Fills short enough to key a gzipped copy by; a longer one is not worth keeping. */
const VARIANT_FILL_LIMIT = 512

/** The key of a filled page whose slots are all 'shared', or undefined. */
function sharedVariantKey(key: string, page: CachedPage, fills: string[]): string | undefined {
  if (!page.html.fills.every((slot) => slot.varies === 'shared')) return undefined
  const variant = fills.join('\u0000')
  return variant.length <= VARIANT_FILL_LIMIT ? `${key}|${variant}` : undefined
}

/**
 * A cached page's response, with `setCookie` when given. The headers with a given cookie are
 * kept too (a few per page: a campaign's landings share one value): reading and appending to a
 * response's headers on every landing cost about 3 µs of CPU (test/bench/README.md).
 */
function respond(page: CachedPage, body: Blob, gzipped: boolean, setCookie?: string): Response {
  const base = gzipped ? page.gzipHeaders : page.headers
  const headers = setCookie ? withSetCookie(page, base, gzipped, setCookie) : base
  return new Response(body, { headers, encodeBody: gzipped ? 'manual' : 'automatic' })
}

/** Headers with one Set-Cookie added, per page, a bounded number of cookie values each. */
const COOKIE_HEADERS_PER_PAGE = 8

function withSetCookie(page: CachedPage, base: Headers, gzipped: boolean, cookie: string): Headers {
  page.withCookie ??= new LruCache<Headers>(COOKIE_HEADERS_PER_PAGE)
  const key = gzipped ? `gzip|${cookie}` : cookie
  let headers = page.withCookie.get(key)
  if (!headers) {
    headers = new Headers(base)
    headers.append('Set-Cookie', cookie)
    page.withCookie.set(key, headers)
  }
  return headers
}

/** A Blob's bytes gzipped (off the response path: callers pass it to waitUntil). */
export function gzipBlob(blob: Blob): Promise<Blob> {
  return new Response(blob.stream().pipeThrough(new CompressionStream('gzip'))).blob()
}

/**
 * Keeps the response renderPage marked as cacheable, with the headers the whole app gave it
 * (so this middleware comes first). Never a Set-Cookie: those belong to one visitor.
 */
export function cachePages(): MiddlewareHandler<AppEnv> {
  return async function cachePages(c, next) {
    await next()
    const pending = c.get('pageForCache')
    const key = pending && c.res.status === 200 ? pageKey(c.req.raw, c.env) : undefined
    if (!pending || key === undefined) return
    const headers = new Headers(c.res.headers)
    headers.delete('Set-Cookie')
    headers.delete('Content-Length')
    const gzipHeaders = new Headers(headers)
    gzipHeaders.set('Content-Encoding', 'gzip')
    const { html } = pending
    const sessionOnly = html.fills.every((slot) => slot.varies === 'session')
    PAGES.set(key, { html, sessionOnly, headers, gzipHeaders })
  }
}
