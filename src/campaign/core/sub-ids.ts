/**
 * The sub-ids of a campaign link: `sub1` … `sub5`, the traffic source's placement
 * macros (zone, site, creative, …). One rule for landings, /go, the `camp` cookie and the
 * partner token. They name a placement, never a visitor (the Privacy Policy says so).
 */
import { isUnfilledMacro } from './unfilled-macro'

/** Letters, digits, '_', '-' and '.', at most 64: anything else is dropped, not cleaned. */
export const SUB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/

export const SUB_NAMES = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const
export type SubName = (typeof SUB_NAMES)[number]

/** The five sub-ids, '' for each one the link did not give (or gave in a form we drop). */
export type SubIds = Record<SubName, string>

export const NO_SUB_IDS: SubIds = Object.freeze({
  sub1: '',
  sub2: '',
  sub3: '',
  sub4: '',
  sub5: '',
})

/**
 * The value when it is a valid sub-id, else '': an unfilled macro with a value's characters
 * (`__zoneid__`) too, which is counted as `unreplaced_<sub>` instead (link-problems.ts).
 */
export function subId(value: unknown): string {
  return typeof value === 'string' && SUB_ID_PATTERN.test(value) && !isUnfilledMacro(value)
    ? value
    : ''
}

/** Whether any sub-id is set. */
export function hasSubIds(subs: SubIds): boolean {
  return (
    subs.sub1 !== '' || subs.sub2 !== '' || subs.sub3 !== '' || subs.sub4 !== '' || subs.sub5 !== ''
  )
}

/**
 * The sub-ids of a link's query, parsed once (name → first value, decoded, as Hono's c.req.query()
 * and getQueryParam(url) give it): landings and /go read every parameter they need from one pass.
 */
export function subIdsOf(query: Readonly<Record<string, string | undefined>>): SubIds {
  const { sub1, sub2, sub3, sub4, sub5 } = query
  if (!sub1 && !sub2 && !sub3 && !sub4 && !sub5) return NO_SUB_IDS
  return {
    sub1: subId(sub1),
    sub2: subId(sub2),
    sub3: subId(sub3),
    sub4: subId(sub4),
    sub5: subId(sub5),
  }
}
