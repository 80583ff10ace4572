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
import { ErrorPage, SERVER_ERROR_FALLBACK_HTML } from '../pages/ErrorPage'
import { HtmlCache } from './html-cache'
import { SiteContext, type SiteContextValue } from './site-context'

export interface RenderOptions {
  status?: ContentfulStatusCode
  headers?: Record<string, string>
  /**
   * Memoizes the page's HTML under this key (with the configuration and the age-gate state).
   * Only for pages whose HTML depends on nothing but the key.
   */
  cacheKey?: string
  /**
   * Per-request HTML spliced into the memoized page where a <Slot name> stands, e.g. a
   * session's ad list. Requires cacheKey.
   */
  slots?: Record<string, () => string>
}

const HTML_CACHE = new HtmlCache()
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
  const headers = { 'Content-Type': HTML_CONTENT_TYPE, ...options.headers }
  const status = options.status ?? 200
  const key =
    options.cacheKey && `${site.config.fingerprint}|${site.ageConfirmed}|${options.cacheKey}`

  const cached = key ? HTML_CACHE.get(key) : undefined
  if (cached !== undefined) {
    return c.body(fillSlots(cached, options.slots), status, headers)
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
    const html = await new Response(stream).text()
    HTML_CACHE.set(key, html)
    return c.body(fillSlots(html, options.slots), status, headers)
  }
  // Stream the first render to the visitor while a copy fills the memo.
  const [toVisitor, toCache] = stream.tee()
  const memo = new Response(toCache).text().then((html) => HTML_CACHE.set(key, html))
  waitUntil(c, memo)
  return c.body(toVisitor, status, headers)
}

/** The marker a <Slot name> renders; fillSlots replaces it. */
export function slotMarker(name: string): string {
  return `<template data-slot="${name}"></template>`
}

function fillSlots(html: string, slots: RenderOptions['slots']): string {
  if (!slots) return html
  let filled = html
  for (const [name, fill] of Object.entries(slots))
    filled = filled.replace(slotMarker(name), fill())
  return filled
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
  console.error('render failed', error instanceof Error ? error.stack : String(error))
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise)
  } catch {
    // app.request() in tests has no execution context; the promise still settles.
  }
}
