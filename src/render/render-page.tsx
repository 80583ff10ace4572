/**
 * The one renderer: turns a page element into a Response (status, headers, streamed body,
 * memoized HTML, the 500 fallback). Routes never call react-dom/server themselves.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactElement } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import { siteConfig } from '../config'
import type { AppEnv } from '../env'
import { sessionSeed } from '../http/session-seed'
import { ErrorPage, SERVER_ERROR_FALLBACK_HTML } from '../pages/ErrorPage'
import { logError } from '../shared/log'
import { memoizePage, PAGE_MEMO, pageBody, type SlotFill } from './memoized-page'
import { MEMO_KEY_HEADER } from './response-memo'
import { SiteContext, type SiteContextValue } from './site-context'

export interface RenderOptions {
  status?: ContentfulStatusCode
  headers?: Record<string, string>
  /**
   * Memoizes the page's HTML under this key (with the configuration and the age-gate state).
   * Only for pages whose HTML depends on nothing but the key (and its slots).
   */
  cacheKey?: string
  /** Per-session HTML spliced in where a <Slot name> stands, e.g. a city's ad list. */
  slots?: Record<string, SlotFill>
}

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8'

/** Renders a page element to a streamed (or memoized) HTML response. */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactElement,
  options: RenderOptions = {},
): Promise<Response> {
  const site: SiteContextValue = {
    config: siteConfig(c.env),
    ageConfirmed: c.get('ageConfirmed') ?? false,
    path: c.req.path,
  }
  // c.body() keeps headers the request already set (cookies) on the response.
  // Vary: the front door may send memoized pages gzipped.
  const headers = { 'Content-Type': HTML_CONTENT_TYPE, Vary: 'Accept-Encoding', ...options.headers }
  const status = options.status ?? 200
  const key =
    options.cacheKey && `${site.config.fingerprint}|${site.ageConfirmed}|${options.cacheKey}`
  const seed = () => sessionSeed(c)

  const memoized = key ? PAGE_MEMO.get(key) : undefined
  if (key && memoized) {
    // Tells the worker's front door it may answer this URL itself from now on.
    c.header(MEMO_KEY_HEADER, key)
    return c.body(pageBody(memoized, seed), status, headers)
  }

  let stream: ReadableStream<Uint8Array>
  try {
    stream = await renderToReadableStream(
      <SiteContext.Provider value={site}>{page}</SiteContext.Provider>,
      { onError: logRenderError },
    )
  } catch (error) {
    return renderServerError(c, error)
  }

  if (!key) return c.body(stream, status, headers)
  if (options.slots) {
    await memoizePage(key, await new Response(stream).text(), options.slots)
    return c.body(pageBody(PAGE_MEMO.get(key)!, seed), status, headers)
  }
  // Stream the first render to the visitor while a copy fills the memo.
  const [toVisitor, toMemo] = stream.tee()
  waitUntil(
    c,
    new Response(toMemo).text().then((html) => memoizePage(key, html)),
  )
  return c.body(toVisitor, status, headers)
}

/** The 500 page: React first, a constant string if React itself is what failed. */
export async function renderServerError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  logRenderError(error)
  const site: SiteContextValue = { config: siteConfig(c.env), ageConfirmed: true, path: c.req.path }
  const init = { status: 500, headers: { 'Content-Type': HTML_CONTENT_TYPE } }
  try {
    const stream = await renderToReadableStream(
      <SiteContext.Provider value={site}>
        <ErrorPage />
      </SiteContext.Provider>,
    )
    return new Response(stream, init)
  } catch {
    return new Response(SERVER_ERROR_FALLBACK_HTML, init)
  }
}

function logRenderError(error: unknown): void {
  // The stack goes to the operator's log only, never to the visitor.
  logError('render', { error: error instanceof Error ? error.stack : String(error) })
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise)
  } catch {
    // app.request() in tests has no execution context; the promise still settles.
  }
}
