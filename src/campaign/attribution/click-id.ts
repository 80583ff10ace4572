/**
 * The marketer's click id on a landing or /go link: the id its traffic source or tracker gave
 * this click, to be handed back in the one postback a created signup sends. It travels only in
 * the visitor's signed `camp` cookie and that postback; nothing on the server keeps it.
 */
import { getQueryParam } from 'hono/utils/url'

/** The names traffic sources and trackers use for it, first found wins. */
const CLICK_ID_PARAMS = ['cid', 'clickid', 'click_id', 'externalid'] as const

/** RFC 3986's unreserved characters, at most 128: anything else is ignored, not cleaned. */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]{1,128}$/

/** The value when it is a valid click id, else undefined. */
export function clickId(value: unknown): string | undefined {
  return typeof value === 'string' && CLICK_ID_PATTERN.test(value) ? value : undefined
}

/** The click id in a request URL, or undefined (read without a URLSearchParams, as sub is). */
export function readClickId(url: string): string | undefined {
  if (!url.includes('id=')) return undefined
  for (const name of CLICK_ID_PARAMS) {
    const value = getQueryParam(url, name)
    if (typeof value === 'string') return clickId(value)
  }
  return undefined
}
