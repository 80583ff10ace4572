/**
 * The worker's front door: complete responses of memoized pages, answered before the Hono app
 * runs. Once a page is memoized, routing and middleware cost more than the page itself; the
 * headers they produced (security headers included) are kept with the entry and reused as they are.
 */
import { siteConfig } from '../config'
import type { Env } from '../env'
import { isAgeConfirmed } from '../http/age-gate'
import { readSessionSeed } from '../http/session-seed'
import { LruCache } from './lru-cache'
import { gzipBlob, PAGE_MEMO, PAGE_MEMO_LIMIT, pageBody } from './memoized-page'

/** Set by renderPage on a response the front door may remember; never leaves the worker. */
export const MEMO_KEY_HEADER = 'x-page-memo'

interface RememberedResponse {
  pageKey: string
  headers: Headers
  /** The same headers for the gzipped body. */
  gzipHeaders: Headers
}

const RESPONSES = new LruCache<RememberedResponse>(PAGE_MEMO_LIMIT)
const SESSION_GZIP_LIMIT = 2000

/** What a page's HTML depends on: configuration, the 18+ cookie and the path. GET only. */
function requestKey(request: Request, env: Env, cookieHeader: string): string | undefined {
  if (request.method !== 'GET') return undefined
  return `${siteConfig(env).fingerprint}|${isAgeConfirmed(cookieHeader)}|${pathOf(request.url)}`
}

/** The path of an absolute URL as the runtime normalized it, without parsing a URL object. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const query = url.indexOf('?', start)
  return url.slice(start, query === -1 ? undefined : query)
}

/**
 * A session's own version of a page with slots (its city list), gzipped after its first view:
 * it does not change for that session, so later views cost no more than any memoized page.
 */
const SESSION_GZIP = new LruCache<Blob>(SESSION_GZIP_LIMIT)

/** The remembered response for this request, or undefined to let the app answer. */
export function answerFromMemo(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Response | undefined {
  const cookieHeader = request.headers.get('Cookie') ?? ''
  const key = requestKey(request, env, cookieHeader)
  const remembered = key ? RESPONSES.get(key) : undefined
  const page = remembered && PAGE_MEMO.get(remembered.pageKey)
  if (!remembered || !page) return undefined
  // A page with per-session slots needs the visitor's seed; without one, the app sets it.
  const seed = page.fills ? readSessionSeed(cookieHeader) : undefined
  if (page.fills && !seed) return undefined
  const acceptsGzip = /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')
  const sessionKey = seed && `${remembered.pageKey}|${seed}`
  // Compressed once, sent as it is (Cloudflare's edge would otherwise compress every time).
  const gzip = sessionKey ? SESSION_GZIP.get(sessionKey) : page.gzip
  if (gzip && acceptsGzip) {
    return new Response(gzip, {
      status: 200,
      headers: remembered.gzipHeaders,
      encodeBody: 'manual',
    })
  }
  const body = pageBody(page, () => seed!)
  if (sessionKey && acceptsGzip) {
    ctx.waitUntil(gzipBlob(body).then((blob) => SESSION_GZIP.set(sessionKey, blob)))
  }
  return new Response(body, { status: 200, headers: remembered.headers })
}

/** Strips the internal marker and remembers a memoizable response for the next requests. */
export function rememberResponse(request: Request, env: Env, response: Response): Response {
  const pageKey = response.headers.get(MEMO_KEY_HEADER)
  if (!pageKey) return response
  response.headers.delete(MEMO_KEY_HEADER)
  const key = requestKey(request, env, request.headers.get('Cookie') ?? '')
  if (key && response.status === 200 && !response.headers.has('Set-Cookie')) {
    const headers = new Headers(response.headers)
    const gzipHeaders = new Headers(headers)
    gzipHeaders.set('Content-Encoding', 'gzip')
    RESPONSES.set(key, { pageKey, headers, gzipHeaders })
  }
  return response
}
