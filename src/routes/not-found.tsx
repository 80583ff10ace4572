/** The single way every route answers with an error page: 404s, 405 for odd methods, other 4xx. */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ReactNode } from 'react'
import type { AppEnv } from '../http/app-env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { NotFoundPage } from '../pages/NotFoundPage'
import { renderPage } from '../render/render-page'

export function errorPage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  heading: string,
  message?: string,
  headers: Record<string, string> = {},
  help?: ReactNode,
) {
  return renderPage(c, <NotFoundPage heading={heading} message={message} help={help} />, {
    status,
    headers: { ...robotsHeader(ROBOTS.noindex), ...headers },
  })
}

/** A 404 page; `help` (closest names, a state link) stands above the search box. */
export function notFound(
  c: Context<AppEnv>,
  heading = 'Page not found',
  message?: string,
  help?: ReactNode,
) {
  return errorPage(c, 404, heading, message, {}, help)
}

/** Whether the request is for the JSON API, whose errors are JSON rather than pages. */
export function isApiRequest(c: Context<AppEnv>): boolean {
  return c.req.path.startsWith('/api/')
}

/**
 * The 405 answer of Hono's method-not-allowed middleware: the page (JSON under /api/) with the
 * methods the router really has for this path in Allow.
 */
export async function methodNotAllowedPage(c: Context<AppEnv>, methods: string[]) {
  // The 404 rendered before the middleware knew better is never sent: stop its stream.
  await c.res.body?.cancel().catch(() => {})
  const headers = { Allow: methods.join(', ') }
  if (isApiRequest(c)) return c.json({ error: 'Method not allowed.' }, 405, headers)
  return errorPage(
    c,
    405,
    'Method not allowed',
    'This address does not take that kind of request.',
    headers,
  )
}
