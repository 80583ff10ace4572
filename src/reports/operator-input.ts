/**
 * What an operator's request may carry, checked in one place: days (real calendar days in a
 * fixed window), ranges (at most the counts' retention), and whole numbers (pages, ids, counts)
 * within stated bounds; and the day arithmetic on 'YYYY-MM-DD' every admin screen uses. Every
 * loop over days is bounded by what these let through (docs/decisions/025-operator-input-limits.md).
 */

/** The first and last day a request may name: far past the retention either side of today. */
const FIRST_DAY = '2000-01-01'
const LAST_DAY = '2099-12-31'
/** Longest range a page, CSV or API answer covers: the counts' default retention (400 days). */
export const MAX_RANGE_DAYS = 400
/**
 * Days a walk over a range's days may take: a range, its previous period of the same length and
 * the days a default reaches back, with room; past it the walk stops (zone-days.ts).
 */
export const MAX_WALK_DAYS = 3 * MAX_RANGE_DAYS

const DAY_MS = 86_400_000
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export type Read<T> = { ok: true; value: T } | { ok: false; error: string }

/** Whether `value` is a real calendar day ('2026-02-30' is not), in any four-digit year. */
function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && dayOf(Date.parse(`${value}T00:00:00Z`)) === value
}

/** A day a request names: a calendar day from FIRST_DAY to LAST_DAY, else why not. */
export function readDay(value: string, name: string): Read<string> {
  if (!isCalendarDay(value)) {
    return { ok: false, error: `${name} is not a date (YYYY-MM-DD).` }
  }
  if (value < FIRST_DAY || value > LAST_DAY) {
    return { ok: false, error: `${name} must be a day from ${FIRST_DAY} to ${LAST_DAY}.` }
  }
  return { ok: true, value }
}

/**
 * A whole number a request names (a page, an id, a count), in digits only, from `min` to `max`;
 * '1e308', '-5', '0x10' and ' 2' are not.
 */
export function readWholeNumber(
  value: string,
  name: string,
  { min, max }: { min: number; max: number },
): Read<number> {
  const number = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
  if (!(number >= min && number <= max)) {
    return { ok: false, error: `${name} must be a whole number from ${min} to ${max}.` }
  }
  return { ok: true, value: number }
}

/** What `read` gave, or `fallback`, its error (and that `instead` was used) added to `errors`. */
export function orDefault<T>(read: Read<T>, fallback: T, instead: string, errors: string[]): T {
  if (read.ok) return read.value
  errors.push(`${read.error.replace(/\.$/, '')}; using ${instead}.`)
  return fallback
}

/** The day `days` after `day` (before, when negative); '' when `day` is not a calendar day. */
export function shiftDay(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS)
}

/** Days in the inclusive range; NaN when either end is not a calendar day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/**
 * The day of an epoch ms, in four-digit years only: '' for NaN or past Date's range, and for a year that
 * toISOString would write with six digits and a sign (a '+010000-01' sorts before '9999-12-31').
 */
function dayOf(epochMs: number): string {
  const date = new Date(epochMs)
  if (Number.isNaN(date.getTime())) return ''
  const iso = date.toISOString()
  return /^\d{4}-/.test(iso) ? iso.slice(0, 10) : ''
}
