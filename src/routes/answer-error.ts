/** The app's error handler: an HTTPException answers with its own status, anything else is a 500. */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../http/app-env'
import { logError } from '../shared/log'
import { renderServerError } from '../render/render-page'
import { errorPage, isApiRequest } from './not-found'

/** Headings for the statuses Hono's middleware and our routes throw; others get the generic one. */
const HEADINGS: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Not authorized',
  403: 'Forbidden',
  404: 'Page not found',
  405: 'Method not allowed',
  408: 'Request timed out',
  413: 'Request too large',
  414: 'Address too long',
  415: 'Unsupported content type',
  429: 'Too many requests',
  503: 'Service unavailable',
  504: 'Request timed out',
}
const GENERIC_HEADING = 'Request not completed'
const MESSAGE = 'This request could not be answered. Please go back and try again.'

/**
 * Like Hono's own default handler, an HTTPException keeps its status (body-limit's 413, a
 * timeout's 504...); the visitor gets a real page, or JSON under /api/, never the exception's
 * message, which may carry internals. Any other error is a fault of ours: the 500 page.
 */
export function answerError(error: Error, c: Context<AppEnv>): Response | Promise<Response> {
  if (!(error instanceof HTTPException)) return renderServerError(c, error)
  const status = isErrorStatus(error.status) ? error.status : 500
  if (status >= 500) {
    logError('http-error', { status, message: error.message })
  }
  const heading = HEADINGS[status] ?? GENERIC_HEADING
  const headers = keptHeaders(error)
  if (isApiRequest(c)) return c.json({ error: `${heading}.` }, status, headers)
  return errorPage(c, status, heading, MESSAGE, headers)
}

/**
 * The exception's own response headers that the status needs to mean anything (basic-auth's
 * WWW-Authenticate, a Retry-After, a 405's Allow); the rest of that response is dropped.
 */
const KEPT_HEADERS = ['WWW-Authenticate', 'Retry-After', 'Allow']

function keptHeaders(error: HTTPException): Record<string, string> {
  const source = error.getResponse().headers
  const kept: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = source.get(name)
    if (value !== null) kept[name] = value
  }
  return kept
}

function isErrorStatus(status: number): status is ContentfulStatusCode {
  return Number.isInteger(status) && status >= 400 && status <= 599
}
