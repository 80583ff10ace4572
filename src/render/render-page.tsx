/**
 * The one renderer: turns a page element into a Response (status, headers, body, slots
 * filled, the page handed to the render cache, the 500 fallback). Routes never call
 * react-dom/server themselves.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactElement } from 'react'
import { fillChrome } from '../components/chrome-html'
import { renderToString } from '../markup/render-to-string'
import { RETURN_SLOT, returnFieldSlot } from '../components/AgeGate'
import { siteConfig, withOffer } from '../config'
import type { AppEnv } from '../http/app-env'
import { ErrorPage, SERVER_ERROR_FALLBACK_HTML } from '../pages/ErrorPage'
import { logError } from '../shared/log'
import { SiteContext, type SiteContextValue } from '../site/site-context'
import { fillPage, SlotRequest, splitAtSlots, type SlottedHtml, type Slots } from '../http/slots'

export interface RenderOptions {
  status?: ContentfulStatusCode
  headers?: Record<string, string>
  /**
   * Keep the page in the render cache. Only for pages whose HTML depends on nothing but the
   * configuration, the 18+ state and the path (everything else goes in slots).
   */
  cache?: boolean
  /** Per-request HTML spliced in where a <Slot name> stands, e.g. a city's ad list. */
  slots?: Slots
}

const HTML_CONTENT_TYPE = 'text/html; charset=utf-8'
const DOCTYPE = '<!DOCTYPE html>'

/** Renders a page element to an HTML response, whole (and cached if asked). */
export async function renderPage(
  c: Context<AppEnv>,
  page: ReactElement,
  options: RenderOptions = {},
): Promise<Response> {
  const arm = c.get('arm')?.arm
  const site: SiteContextValue = {
    // An offer arm sends its visitors to its own partner: the page's links are built from here.
    config: withOffer(siteConfig(c.env), arm),
    ageConfirmed: c.get('ageConfirmed') ?? false,
    neutralTitle: c.get('neutralTitle') ?? false,
    path: c.req.path,
    ...(arm && { variant: arm }),
    rendered: {},
  }
  // c.body() keeps headers the request already set (cookies) on the response.
  // Vary: the front door may send cached pages gzipped.
  const headers = { 'Content-Type': HTML_CONTENT_TYPE, Vary: 'Accept-Encoding', ...options.headers }
  const status = options.status ?? 200
  const tree = <SiteContext.Provider value={site}>{page}</SiteContext.Provider>
  // The 18+ form's return URL is the visitor's own: a slot on every gated page.
  const slots: Slots | undefined = site.ageConfirmed
    ? options.slots
    : { ...options.slots, [RETURN_SLOT]: returnFieldSlot }

  // Rendered whole, in one synchronous pass of React's string renderer: a cached page is kept
  // whole anyway, pages here are small enough that streaming them gains the visitor nothing,
  // and the pass has filled in what the page says of itself (its tag) when it returns. The HTML
  // is the streaming renderer's (test/worker/front-door/render-cache.test.tsx), which the worker
  // does not carry at all (markup/react-string-renderer.cjs, loaded on the first render).
  let text: string
  try {
    // The string renderer leaves out the doctype the streaming one writes before <html>.
    text = `${DOCTYPE}${fillChrome(renderToString(tree), site.rendered)}`
  } catch (error) {
    return renderServerError(c, error)
  }
  const html = splitAtSlots(text, slots ?? {})
  c.set('subid', site.rendered.subid)
  if (options.cache) c.set('pageForCache', { html })
  return respond(c, html, status, headers)
}

/** The page with its slots filled for this request (and the session cookie if one was made). */
function respond(
  c: Context<AppEnv>,
  html: SlottedHtml,
  status: ContentfulStatusCode,
  headers: Record<string, string>,
): Response {
  const page = fillPage(html, new SlotRequest(c.req.raw))
  if (page.sessionCookie) c.header('Set-Cookie', page.sessionCookie, { append: true })
  return c.body(page.body(), status, headers)
}

/** The 500 page: React first, a constant string if React itself is what failed. */
export async function renderServerError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  logRenderError(error)
  const arm = c.get('arm')?.arm
  const site: SiteContextValue = {
    // An offer arm sends its visitors to its own partner: the page's links are built from here.
    config: withOffer(siteConfig(c.env), arm),
    ageConfirmed: true,
    neutralTitle: c.get('neutralTitle') ?? false,
    path: c.req.path,
    ...(arm && { variant: arm }),
    rendered: {},
  }
  const init = { status: 500, headers: { 'Content-Type': HTML_CONTENT_TYPE } }
  try {
    const html = fillChrome(
      renderToString(
        <SiteContext.Provider value={site}>
          <ErrorPage />
        </SiteContext.Provider>,
      ),
      site.rendered,
    )
    return new Response(`${DOCTYPE}${html}`, init)
  } catch {
    return new Response(SERVER_ERROR_FALLBACK_HTML, init)
  }
}

function logRenderError(error: unknown): void {
  // The stack goes to the operator's log only, never to the visitor.
  logError('render', { error: error instanceof Error ? error.stack : String(error) })
}
