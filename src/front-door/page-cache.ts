/**
 * The one render cache. A page whose HTML depends only on the configuration, the 18+ state, the
 * neutral-title choice and the path is rendered by React once per isolate; its response (headers
 * as the app produced them, security headers included) is kept under a key derived from exactly
 * those four, and
 * the worker's front door answers later requests from here before Hono runs: once a page is
 * cached, routing and middleware cost more than the page itself. Slots are filled per request.
 */
import type { MiddlewareHandler } from 'hono'
import { getPath } from 'hono/utils/url'
import { configKey } from '../config'
import type { AppEnv } from '../http/app-env'
import type { Env } from '../env'
import { isAgeConfirmed, isNeutralTitle } from '../http/cookies'
import { LruCache } from '../shared/lru-cache'
import { fillPage, SlotRequest, type SlottedHtml } from '../http/slots'
import type { Subid } from '../shared/island-contract'

interface CachedPage {
  html: SlottedHtml
  /** The tag its Layout gave when it was rendered: what a landing on it is credited to. */
  subid: Subid | undefined
  /** Every slot depends only on the session seed: a session's filled page may be kept. */
  sessionOnly: boolean
  headers: Headers
  gzipHeaders: Headers
  /** What one copy of its headers holds, estimated (see headersBytes). */
  headersBytes: number
  /** A page without slots, gzipped once on its second request (never on a cold first one). */
  gzip?: Blob
  gzipping?: boolean
}

/**
 * What the render cache may hold, in bytes, by its own accounting: pages (their HTML, gzipped
 * copies and headers) and filled pages' gzipped copies, each with an estimate of what an entry
 * costs around its bytes. The isolate has 128 MB; a bound by count let 13,700 requests for
 * spellings of real paths pin 70 MB. Pages get most of it: a page costs a React render to make
 * again, a filled copy only a gzip, so sessions' copies never push pages out.
 */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024
const FILLED_GZIP_BYTES = 8 * 1024 * 1024
/** An entry's objects around its bytes (record, Headers, Map slot): an estimate. */
const ENTRY_OVERHEAD_BYTES = 512

const PAGES = new LruCache<CachedPage>(PAGE_CACHE_BYTES)
/**
 * Filled pages, gzipped after their first view: a session's city list (keyed by its seed), or a
 * page's short per-request fills (keyed by what they hold).
 */
const FILLED_GZIP = new LruCache<Blob>(FILLED_GZIP_BYTES)

/** The render cache's accounting: bytes held now, and its bound. */
export function renderCacheBytes(): { pages: number; filled: number; limit: number } {
  return {
    pages: PAGES.weight,
    filled: FILLED_GZIP.weight,
    limit: PAGES.limit + FILLED_GZIP.limit,
  }
}

/**
 * Bounds this isolate's render cache to `pages` and `filled` bytes (PAGE_CACHE_BYTES and 8 MB
 * unless told): a test proves the bound holds once reached at a size reached in hundreds of
 * requests rather than 13,400 (docs/testing.md, "Smallest size that shows it").
 */
export function boundRenderCache(pages = PAGE_CACHE_BYTES, filled = FILLED_GZIP_BYTES): void {
  PAGES.bound(pages)
  FILLED_GZIP.bound(filled)
}

/**
 * The key: what a cacheable page's HTML depends on, read from the request. GET only. The path is
 * the one the router matches (Hono's getPath: percent-decoded as decodeURI does, `%25` and
 * reserved characters kept), so every spelling of one page (`/state/%43alifornia`) shares its
 * entry, and two spellings share one only when the router cannot tell them apart.
 */
function pageKey(request: Request, env: Env, variant = ''): string | undefined {
  if (request.method !== 'GET') return undefined
  const cookies = request.headers.get('Cookie')
  const confirmed = isAgeConfirmed(cookies) ? 1 : 0
  const neutral = isNeutralTitle(cookies) ? 1 : 0
  const key = `${configKey(env)}|${confirmed}|${neutral}|${getPath(request)}`
  // A test's arm is a copy of its own (lander-tests/choose-arm.ts): never another arm's.
  return variant ? `${key}|${variant}` : key
}

/** What a page holds by the cache's accounting: bytes of its HTML, copies, headers, key. */
function pageBytes(key: string, page: CachedPage): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length * 2 + page.headersBytes * 2
  for (const segment of page.html.segments) bytes += segment.size
  bytes += page.gzip?.size ?? 0
  return bytes
}

/** A Headers' names and values, with an estimate of each header's own overhead. */
function headersBytes(headers: Headers): number {
  let bytes = 0
  for (const [name, value] of headers) bytes += name.length + value.length + 32
  return bytes
}

/** A cached page found for a request, with its key. */
interface FoundPage {
  key: string
  page: CachedPage
}

/**
 * This request's cached page (with its key), or undefined to let the app answer; `variant` is
 * the copy of the page its test's arm shows (ArmChoice.variant).
 */
export function findCachedPage(
  request: Request,
  env: Env,
  variant?: string,
): FoundPage | undefined {
  const key = pageKey(request, env, variant)
  if (key === undefined) return undefined
  const page = PAGES.get(key)
  return page ? { key, page } : undefined
}

/**
 * A cached page's answer to this request, slots filled; `setCookies` are Set-Cookie values to
 * send with it (a campaign landing's, a test's arm).
 */
export function answerCachedPage(
  { key, page }: FoundPage,
  request: Request,
  ctx: ExecutionContext,
  setCookies: readonly string[] = NO_COOKIES,
): Response {
  const acceptsGzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')
  if (page.html.fills.length === 0) {
    if (page.gzip && acceptsGzip) return respond(page, page.gzip, true, setCookies)
    if (acceptsGzip && !page.gzipping) {
      // Compressed once, sent as it is (Cloudflare's edge would otherwise compress every time).
      page.gzipping = true
      ctx.waitUntil(
        gzipBlob(page.html.segments[0]!).then((blob) => {
          page.gzip = blob
          PAGES.reweigh(key, page, pageBytes(key, page))
        }),
      )
    }
    return respond(page, page.html.segments[0]!, false, setCookies)
  }
  const slots = new SlotRequest(request)
  // A session's page (its city list): known by its seed, so a gzipped copy is found unfilled.
  const sessionKey = page.sessionOnly ? `${key}|${slots.seed()}` : undefined
  if (sessionKey && !slots.sessionCookie() && acceptsGzip) {
    const gzip = FILLED_GZIP.get(sessionKey)
    if (gzip) return respond(page, gzip, true, setCookies)
  }
  const filled = fillPage(page.html, slots)
  const cookie = filled.sessionCookie
  // Fills that many visitors share ("near me") repeat: filled, gzipped copies are kept by them.
  const variantKey = cookie ? undefined : (sessionKey ?? sharedVariantKey(key, page, filled.fills))
  if (variantKey && !sessionKey && acceptsGzip) {
    const gzip = FILLED_GZIP.get(variantKey)
    if (gzip) return respond(page, gzip, true, setCookies)
  }
  const body = filled.body()
  if (variantKey && acceptsGzip) {
    ctx.waitUntil(
      gzipBlob(body).then((blob) =>
        FILLED_GZIP.set(variantKey, blob, ENTRY_OVERHEAD_BYTES + variantKey.length * 2 + blob.size),
      ),
    )
  }
  if (!cookie) return respond(page, body, false, setCookies)
  // A new session's first page: rare enough to copy the headers for.
  const headers = new Headers(page.headers)
  headers.append('Set-Cookie', cookie)
  for (const value of setCookies) headers.append('Set-Cookie', value)
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

const NO_COOKIES: readonly string[] = []

/**
 * A cached page's response, with `setCookies` when given. The Response constructor copies the
 * page's headers into the response's own (the Fetch standard's "fill"), so the cookie is appended
 * to that copy and never reaches the cached Headers: the cache keeps nothing of one visitor. A
 * second `new Headers(base)` made for the cookie cost about 8 µs a landing, most of
 * what counting added to a cached landing (bench/profile.ts).
 */
function respond(
  page: CachedPage,
  body: Blob,
  gzipped: boolean,
  setCookies: readonly string[],
): Response {
  const headers = gzipped ? page.gzipHeaders : page.headers
  const response = new Response(body, { headers, encodeBody: gzipped ? 'manual' : 'automatic' })
  for (const value of setCookies) response.headers.append('Set-Cookie', value)
  return response
}

/** A Blob's bytes gzipped (off the response path: callers pass it to waitUntil). */
function gzipBlob(blob: Blob): Promise<Blob> {
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
    const variant = c.get('arm')?.variant
    const key = pending && c.res.status === 200 ? pageKey(c.req.raw, c.env, variant) : undefined
    if (!pending || key === undefined) return
    const headers = new Headers(c.res.headers)
    headers.delete('Set-Cookie')
    headers.delete('Content-Length')
    const gzipHeaders = new Headers(headers)
    gzipHeaders.set('Content-Encoding', 'gzip')
    const { html } = pending
    const subid = c.get('subid')
    const sessionOnly = html.fills.every((slot) => slot.varies === 'session')
    const page = {
      html,
      subid,
      sessionOnly,
      headers,
      gzipHeaders,
      headersBytes: headersBytes(headers),
    }
    PAGES.set(key, page, pageBytes(key, page))
  }
}
