/**
 * The marketer's click id on a landing or /go link: the id its traffic source or tracker gave
 * this click, to be handed back in the one postback a created signup sends. It travels only in
 * the visitor's signed `camp` cookie and that postback; nothing on the server keeps it.
 */
import { getQueryParam } from 'hono/utils/url'
import { isUnfilledMacro } from '../core'

/** The names traffic sources and trackers use for it, first found wins. */
const CLICK_ID_PARAMS = ['cid', 'clickid', 'click_id', 'externalid'] as const

/**
 * RFC 3986's unreserved characters (what stays the same in any URL), at most 512: sources send
 * ids of several hundred (ExoClick's `{conversions_tracking}` about 350). Anything else is
 * rejected, not cleaned (counted as `cid_rejected`, link-problems.ts).
 */
export const CLICK_ID_PATTERN = /^[A-Za-z0-9._~-]{1,512}$/

/**
 * The value when it is a valid click id, else undefined: an unfilled macro with a click id's
 * characters (`__CLICK_ID__`) too, so it is never kept in the cookie nor sent in a postback.
 */
export function clickId(value: unknown): string | undefined {
  return typeof value === 'string' && CLICK_ID_PATTERN.test(value) && !isUnfilledMacro(value)
    ? value
    : undefined
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

/** What a link's click id parameter says: none, a click id, an unfilled macro, or unusable. */
type ClickIdReading = 'none' | 'valid' | 'macro' | 'rejected'

/** The reading of a link's query (name → first value, decoded), first parameter found wins. */
export function clickIdReading(
  query: Readonly<Record<string, string | undefined>>,
): ClickIdReading {
  for (const name of CLICK_ID_PARAMS) {
    const value = query[name]
    if (value === undefined) continue
    if (clickId(value)) return 'valid'
    // An empty value is a source that had nothing to fill in: no click id, not a broken one.
    if (value === '') return 'none'
    return isUnfilledMacro(value) ? 'macro' : 'rejected'
  }
  return 'none'
}
