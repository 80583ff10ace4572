/**
 * Shared helpers of the worker tests: requests through the worker's real entry (front door,
 * then the app) with an execution context, with or without the age cookie.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../../src/index'
import type { Env } from '../../src/env'

export const ORIGIN = 'https://nightgator.test'
/** wrangler.toml's bindings with test/vitest.config.ts's overrides, typed by `wrangler types`. */
export const TEST_ENV: Env = env

export interface GetOptions {
  /** Send the 18+ confirmation cookie (default true). */
  confirmed?: boolean
  cookie?: string
  method?: string
  headers?: Record<string, string>
  body?: BodyInit
}

type IncomingRequest = Parameters<typeof worker.fetch>[0]

/** Sends a request to the worker and waits for the work it left running (ctx.waitUntil). */
export async function fetchWorker(request: Request, testEnv: Env = TEST_ENV): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request as IncomingRequest, testEnv, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

export function request(path: string, options: GetOptions = {}, testEnv: Env = TEST_ENV) {
  const cookies = [options.confirmed === false ? '' : 'age_ok=1', options.cookie ?? '']
  const headers = new Headers(options.headers)
  const cookie = cookies.filter(Boolean).join('; ')
  if (cookie) headers.set('Cookie', cookie)
  const url = path.startsWith('http') ? path : `${ORIGIN}${path}`
  const init: RequestInit = { method: options.method ?? 'GET', headers, redirect: 'manual' }
  if (options.body !== undefined) Object.assign(init, { body: options.body, duplex: 'half' })
  return fetchWorker(new Request(url, init), testEnv)
}

/** The page's text with tags stripped and entities that React emits decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

export function count(html: string, pattern: RegExp): number {
  return (
    html.match(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    )?.length ?? 0
  )
}

/** The inner text of each <h1>. */
export function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!).trim())
}
