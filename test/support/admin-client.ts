/**
 * The worker tests' one admin client: signs in to /admin with Basic auth as the owner or the
 * viewer, fetches pages, and posts forms with the CSRF token read from the page's own form (never
 * computed here: how tokens are made is the worker's business, and may change).
 */
import type { Env } from '../../src/env'
import { ORIGIN, request } from '../worker/helpers'
import { adminAuth, type AdminRole } from './basic-auth'

export interface AdminClientOptions {
  /** Who signs in (default the owner, with env.ADMIN_TOKEN; the viewer with ADMIN_VIEWER_TOKEN). */
  as?: AdminRole
  /** The client's address (CF-Connecting-IP); a fresh one per request when absent. */
  ip?: string
}

export interface AdminRequestOptions {
  /** Headers over the client's own (an Origin, another Authorization). */
  headers?: Record<string, string>
  /** Another environment for this request than the client's. */
  env?: Env
  method?: string
}

export interface AdminPostOptions extends AdminRequestOptions {
  /**
   * The page whose form posting to the path gives the `csrf` field; without it the fields carry
   * their own (a token read earlier, or a forged one).
   */
  tokenFrom?: string
}

/**
 * The `csrf` value of the form in `html` that posts to `action` (its path, query aside), or of
 * the page's first form with one when `action` is undefined. Throws when there is none.
 */
export function formTokenIn(html: string, action?: string): string {
  for (const [form] of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)) {
    const target = /\baction="([^"]*)"/.exec(form)?.[1]?.replace(/&amp;/g, '&').split(/[?#]/)[0]
    if (action !== undefined && target !== action) continue
    const token = /name="csrf" value="([^"]+)"/.exec(form)?.[1]
    if (token) return token
  }
  throw new Error(`no form ${action === undefined ? '' : `posting to ${action} `}with a csrf field`)
}

export interface AdminClient {
  /** The headers it signs in with: Authorization, and CF-Connecting-IP when it has an address. */
  readonly headers: Record<string, string>
  /** A request to the worker, signed in (GET unless told). */
  get(path: string, options?: AdminRequestOptions): Promise<Response>
  /** A page's HTML, signed in. */
  page(path: string, options?: AdminRequestOptions): Promise<string>
  /** The CSRF token of the form on `page` posting to `action` (the page's first form if none). */
  formToken(page: string, action?: string, options?: AdminRequestOptions): Promise<string>
  /** A form posted same-origin (unless options.headers say otherwise). */
  post(
    path: string,
    fields: Record<string, string> | URLSearchParams,
    options?: AdminPostOptions,
  ): Promise<Response>
}

/** An admin client of `env` (its ADMIN_TOKEN or ADMIN_VIEWER_TOKEN is the password). */
export function adminClient(env: Env, options: AdminClientOptions = {}): AdminClient {
  const as = options.as ?? 'owner'
  const password = (as === 'owner' ? env.ADMIN_TOKEN : env.ADMIN_VIEWER_TOKEN) ?? ''
  const headers: Record<string, string> = { Authorization: adminAuth(password, as) }
  if (options.ip) headers['CF-Connecting-IP'] = options.ip

  function get(path: string, opts: AdminRequestOptions = {}): Promise<Response> {
    return request(
      path,
      { method: opts.method, headers: { ...headers, ...opts.headers }, confirmed: false },
      opts.env ?? env,
    )
  }
  async function page(path: string, opts: AdminRequestOptions = {}): Promise<string> {
    return (await get(path, opts)).text()
  }
  async function formToken(from: string, action?: string, opts: AdminRequestOptions = {}) {
    return formTokenIn(await page(from, opts), action)
  }
  async function post(
    path: string,
    fields: Record<string, string> | URLSearchParams,
    opts: AdminPostOptions = {},
  ): Promise<Response> {
    // A URLSearchParams can repeat a field (a checkbox group).
    const body = new URLSearchParams(fields)
    if (opts.tokenFrom !== undefined) {
      body.set('csrf', await formToken(opts.tokenFrom, path.split(/[?#]/)[0], opts))
    }
    return request(
      path,
      {
        confirmed: false,
        method: 'POST',
        headers: {
          ...headers,
          Origin: ORIGIN,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...opts.headers,
        },
        body: body.toString(),
      },
      opts.env ?? env,
    )
  }
  return { headers, get, page, formToken, post }
}
