/** Shared helpers of the worker tests: requests against the app, with or without the age cookie. */
import { env } from 'cloudflare:workers'
import app from '../../src/app'
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

export function request(path: string, options: GetOptions = {}, testEnv: Env = TEST_ENV) {
  const cookies = [options.confirmed === false ? '' : 'age_ok=1', options.cookie ?? '']
  const headers = new Headers(options.headers)
  const cookie = cookies.filter(Boolean).join('; ')
  if (cookie) headers.set('Cookie', cookie)
  return app.request(
    `${ORIGIN}${path}`,
    { method: options.method ?? 'GET', headers, body: options.body, redirect: 'manual' },
    testEnv,
  )
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
