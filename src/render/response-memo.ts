/**
 * The worker's front door: complete responses of memoized pages, answered before the Hono app
 * runs. Once a page is memoized, routing and middleware cost more than the page itself; the
 * headers they produced (security headers included) are kept with the entry and reused as they are.
 */
import { parse } from 'hono/utils/cookie'
import { siteConfig } from '../config'
import type { Env } from '../env'
import { AGE_COOKIE } from '../http/age-gate'
import { readSessionSeed } from '../http/session-seed'
import { LruCache } from './lru-cache'
import { PAGE_MEMO, PAGE_MEMO_LIMIT, pageBody } from './memoized-page'

/** Set by renderPage on a response the front door may remember; never leaves the worker. */
export const MEMO_KEY_HEADER = 'x-page-memo'

interface RememberedResponse {
  pageKey: string
  headers: Headers
  /** The same headers for the gzipped body. */
  gzipHeaders: Headers
}

const RESPONSES = new LruCache<RememberedResponse>(PAGE_MEMO_LIMIT)

/** What a page's HTML depends on: configuration, the 18+ cookie and the path. GET only. */
function requestKey(request: Request, env: Env): string | undefined {
  if (request.method !== 'GET') return undefined
  const cookies = parse(request.headers.get('Cookie') ?? '', AGE_COOKIE)
  const { pathname } = new URL(request.url)
  return `${siteConfig(env).fingerprint}|${cookies[AGE_COOKIE] === '1'}|${pathname}`
}

/** The remembered response for this request, or undefined to let the app answer. */
export function answerFromMemo(request: Request, env: Env): Response | undefined {
  const key = requestKey(request, env)
  const remembered = key ? RESPONSES.get(key) : undefined
  const page = remembered && PAGE_MEMO.get(remembered.pageKey)
  if (!remembered || !page) return undefined
  // A page with per-session slots needs the visitor's seed; without one, the app sets it.
  const seed = readSessionSeed(request.headers.get('Cookie'))
  if (page.fills && !seed) return undefined
  if (page.gzip && /\bgzip\b/.test(request.headers.get('Accept-Encoding') ?? '')) {
    // Already compressed once: sent as it is (Cloudflare's edge would otherwise compress per request).
    return new Response(page.gzip, {
      status: 200,
      headers: remembered.gzipHeaders,
      encodeBody: 'manual',
    })
  }
  return new Response(
    pageBody(page, () => seed!),
    { status: 200, headers: remembered.headers },
  )
}

/** Strips the internal marker and remembers a memoizable response for the next requests. */
export function rememberResponse(request: Request, env: Env, response: Response): Response {
  const pageKey = response.headers.get(MEMO_KEY_HEADER)
  if (!pageKey) return response
  response.headers.delete(MEMO_KEY_HEADER)
  const key = requestKey(request, env)
  if (key && response.status === 200 && !response.headers.has('Set-Cookie')) {
    const headers = new Headers(response.headers)
    const gzipHeaders = new Headers(headers)
    gzipHeaders.set('Content-Encoding', 'gzip')
    RESPONSES.set(key, { pageKey, headers, gzipHeaders })
  }
  return response
}
