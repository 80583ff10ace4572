/** The single way every route answers with an error page: 404s, and 405 for odd methods. */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../env'
import { NotFoundPage } from '../pages/NotFoundPage'
import { renderPage } from '../render/render-page'

export function errorPage(
  c: Context<AppEnv>,
  status: 404 | 405,
  heading: string,
  message?: string,
  headers: Record<string, string> = {},
  help?: ReactNode,
) {
  return renderPage(c, <NotFoundPage heading={heading} message={message} help={help} />, {
    status,
    headers: { 'X-Robots-Tag': 'noindex', ...headers },
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
