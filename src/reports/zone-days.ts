/**
 * A time zone's local days as the UTC hours counts are kept by ('YYYY-MM-DDTHH'): the first UTC
 * hour of each day of a range (DST-correct: a day is 23 or 25 hours on a transition day), and
 * the day an hour belongs to. The one place the dashboard, both CSVs and the unflushed rows turn
 * a zone's days into hour bounds.
 */

import { daysBetween, MAX_WALK_DAYS, shiftDay } from './operator-input'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Past any real offset (UTC-12 to UTC+14): a walk that goes further has met a broken zone. */
const MAX_STEPS = 30
const ZONE_PATTERN = /^[A-Za-z0-9_+\-/]{1,64}$/

/** A local day and its first UTC hour. */
export interface LocalDay {
  day: string
  firstHour: string
}

/** UTC hours, both inclusive, as the counts' `hour` column compares them. */
export interface HourSpan {
  first: string
  last: string
}

/** The range's days and the first UTC hour after its last day. */
interface ZoneDays {
  days: LocalDay[]
  end: string
}

/**
 * The zone's canonical IANA name (`america/new_york` is `America/New_York`), or undefined when
 * Intl does not know it (it throws a RangeError for an unknown zone).
 */
export function canonicalZone(name: string): string | undefined {
  if (!ZONE_PATTERN.test(name)) return undefined
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The local day in `zone` at `now`. */
export function zoneToday(zone: string, now: Date): string {
  return dayOf(zone === 'UTC' ? now.getTime() : wallClock(zone, now.getTime()))
}

/**
 * Each local day from `from` through `to` (YYYY-MM-DD) with its first UTC hour, and the first
 * hour after `to`; undefined when one of those days does not begin on a UTC hour in `zone`
 * (offsets such as India's +5:30 or Nepal's +5:45: hourly counts cannot be cut at their midnight).
 * Bounded by construction: it walks a count of days known before it starts, and refuses (a
 * RangeError) ends that are not calendar days (of four-digit years, the day after `to` included),
 * in order, at most MAX_WALK_DAYS apart; a request's days are checked before they get here
 * (operator-input.ts).
 */
export function zoneDays(zone: string, from: string, to: string): ZoneDays | undefined {
  const count = daysBetween(from, to)
  // The day after `to` too: its first hour ends the range ('' past year 9999).
  if (!(count >= 1 && count <= MAX_WALK_DAYS) || shiftDay(to, 1) === '') {
    throw new RangeError(`zoneDays: ${from}..${to} is not 1 to ${MAX_WALK_DAYS} days`)
  }
  const days: LocalDay[] = []
  let guess: number | undefined
  for (let i = 0; i <= count; i++) {
    const day = shiftDay(from, i)
    const start = firstHourOf(zone, day, guess)
    if (start === undefined) return undefined
    if (i === count) return { days, end: hourOf(start) }
    days.push({ day, firstHour: hourOf(start) })
    guess = start + DAY_MS
  }
  return undefined
}

/** The first UTC hour of `day` in `zone`; undefined when the day does not begin on one. */
export function zoneDayStart(zone: string, day: string): string | undefined {
  const start = firstHourOf(zone, day)
  return start === undefined ? undefined : hourOf(start)
}

/** The UTC hours from a day's first hour up to (not including) `end`, a later day's first hour. */
export function hourSpan(firstHour: string, end: string): HourSpan {
  return { first: firstHour, last: hourOf(Date.parse(`${end}:00:00Z`) - HOUR_MS) }
}

/** The local hour of day, `00` to `23`, that a UTC hour ('YYYY-MM-DDTHH') begins at in `zone`. */
export function zoneHourOfDay(zone: string, hour: string): string {
  const instant = Date.parse(`${hour}:00:00Z`)
  const local = zone === 'UTC' ? instant : wallClock(zone, instant)
  return new Date(local).toISOString().slice(11, 13)
}

/**
 * Which of the range's days (oldest first) a UTC hour of the range belongs to: the index of the
 * last day whose first hour is not after it, -1 before the first. A binary search: a year's
 * range folds up to 8,784 hours.
 */
export function dayIndexOfHour(days: readonly LocalDay[], hour: string): number {
  let low = 0
  let high = days.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (days[middle]!.firstHour <= hour) low = middle + 1
    else high = middle - 1
  }
  return high
}

/**
 * The first UTC hour (epoch ms) whose start is on `day` in `zone`, walking an hour at a time from
 * a guess (the previous day's start plus 24 hours, or midnight less the offset there); undefined
 * when the hours either side of the boundary are not whole hours off UTC (the day then begins
 * inside a UTC hour).
 */
function firstHourOf(zone: string, day: string, guess?: number): number | undefined {
  const midnight = Date.parse(`${day}T00:00:00Z`)
  if (zone === 'UTC') return midnight
  let start =
    guess ?? midnight - Math.round((wallClock(zone, midnight) - midnight) / HOUR_MS) * HOUR_MS
  let before = wallClock(zone, start - HOUR_MS)
  let at = wallClock(zone, start)
  for (let step = 0; dayOf(before) >= day; step++) {
    if (step > MAX_STEPS) return undefined
    start -= HOUR_MS
    at = before
    before = wallClock(zone, start - HOUR_MS)
  }
  for (let step = 0; dayOf(at) < day; step++) {
    if (step > MAX_STEPS) return undefined
    start += HOUR_MS
    before = at
    at = wallClock(zone, start)
  }
  const wholeHours = (wall: number, instant: number) => (wall - instant) % HOUR_MS === 0
  return wholeHours(before, start - HOUR_MS) && wholeHours(at, start) ? start : undefined
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/** Formatters kept, one per zone asked for (the select offers a dozen). */
const MAX_FORMATTERS = 64
/** `GMT-04:00`, `GMT+05:45`, `GMT-04:56:02` (a local mean time), or `GMT` alone for UTC. */
const OFFSET_PATTERN = /GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/

/**
 * The zone's local date and time at `instant`, as epoch ms of that wall-clock time in UTC: the
 * instant plus the offset Intl names (`longOffset`, the cheapest format that gives it); NaN if
 * the offset cannot be read.
 */
function wallClock(zone: string, instant: number): number {
  let format = formatters.get(zone)
  if (!format) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    formatters.set(zone, format)
  }
  const match = OFFSET_PATTERN.exec(format.format(instant))
  if (!match) return Number.NaN
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match
  const offset = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000
  return instant + (sign === '-' ? -offset : offset)
}

function dayOf(epochMs: number): string {
  return Number.isNaN(epochMs) ? '' : new Date(epochMs).toISOString().slice(0, 10)
}

function hourOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 13)
}
