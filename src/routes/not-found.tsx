/** The single way every route answers with an error page: 404s, and 405 for odd methods. */
import type { Context } from 'hono'
import type { AppEnv } from '../env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { NotFoundPage } from '../pages/NotFoundPage'
import { renderPage } from '../render/render-page'

export function errorPage(
  c: Context<AppEnv>,
  status: 404 | 405,
  heading: string,
  message?: string,
  headers: Record<string, string> = {},
) {
  return renderPage(c, <NotFoundPage heading={heading} message={message} />, {
    status,
    headers: { ...robotsHeader(ROBOTS.noindex), ...headers },
  })
}

export function notFound(c: Context<AppEnv>, heading = 'Page not found', message?: string) {
  return errorPage(c, 404, heading, message)
}
