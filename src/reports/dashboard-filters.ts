/**
 * The dashboard's GET filters (from, to, tz, campaign, sort, order, page): parsed, checked,
 * defaulted, and the UTC hours the range and its previous period cover in the zone.
 */
import { campaignTag } from '../campaign/core'
import { OTHER_CAMPAIGN } from '../campaign/counting'
import {
  canonicalZone,
  hourSpan,
  zoneDays,
  zoneDayStart,
  zoneToday,
  type HourSpan,
  type LocalDay,
} from './zone-days'
import {
  daysBetween,
  MAX_RANGE_DAYS,
  orDefault,
  readDay,
  readWholeNumber,
  shiftDay,
} from './operator-input'

/** The campaign funnel's columns, sorted in SQL. */
export const SORT_KEYS = [
  'campaign',
  'clicks',
  'landings',
  'attempts',
  'created',
  'rejected',
  'fallbacks',
  'bots',
  'conversion',
] as const
export type SortKey = (typeof SORT_KEYS)[number]
type SortOrder = 'asc' | 'desc'

export interface DashboardFilters {
  /** Inclusive days in `tz`, YYYY-MM-DD. */
  from: string
  to: string
  /** The IANA time zone the days are in, canonical (`UTC` by default). */
  tz: string
  /** One campaign, or '' for all. */
  campaign: string
  sort: SortKey
  order: SortOrder
  /** The page of the campaign table, from 1. */
  page: number
}

/** Campaign pages a link can ask for (50 campaigns each): far past any real range. */
const MAX_PAGE = 10_000
/** The default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30

/** The UTC hours the filters' days cover in their zone: what every query compares `hour` to. */
export interface RangeHours {
  current: HourSpan
  /** The range of the same length just before (see previousRange). */
  previous: HourSpan
  /** The range's local days, oldest first, each with its first UTC hour. */
  days: LocalDay[]
}

/** The rows a query reads: UTC hours, both inclusive, and one campaign or '' for all. */
export type CountsRange = HourSpan & { campaign: string }

export interface FilterReading {
  filters: DashboardFilters
  /** Messages for the operator; the filter they name fell back to its default. */
  errors: string[]
  hours: RangeHours
  /** Where the zone came from when it is not the query's or UTC (campaign-sources.ts). */
  zoneNote?: string
}

/**
 * The filters a query asks for; without `tz=`, days are in `defaultZone` (a campaign's source's,
 * campaign-sources.ts), UTC unless given.
 */
export function readFilters(
  query: (name: string) => string | undefined,
  now: Date = new Date(),
  defaultZone = 'UTC',
): FilterReading {
  const errors: string[] = []
  const askedZone = query('tz')?.trim() || (defaultZone === 'UTC' ? '' : defaultZone)
  let tz = askedZone ? canonicalZone(askedZone) : 'UTC'
  if (!tz) {
    errors.push(
      `“${askedZone.slice(0, 64)}” is not a time zone (an IANA name such as America/New_York); showing UTC.`,
    )
    tz = 'UTC'
  }
  let range = readRange(query, zoneToday(tz, now))
  let hours = rangeHours(tz, range)
  if (!hours) {
    // Counts are kept per UTC hour: a day beginning inside one (India's +5:30) cannot be cut.
    errors.push(
      `${askedZone}: its days do not begin on a whole UTC hour in this range (counts are kept per UTC hour); showing UTC.`,
    )
    tz = 'UTC'
    range = readRange(query, zoneToday(tz, now))
    hours = rangeHours(tz, range)!
  }
  errors.push(...range.errors)
  const { from, to } = range
  const rawCampaign = query('campaign')?.trim() ?? ''
  // `(other)`, where tags past the day's caps are counted, can be looked at too.
  const campaign =
    rawCampaign === OTHER_CAMPAIGN ? OTHER_CAMPAIGN : rawCampaign ? campaignTag(rawCampaign) : ''
  if (campaign === undefined) {
    errors.push('A campaign has letters, digits, “_” and “-” only (at most 64); showing all.')
  }
  const sort = (SORT_KEYS as readonly string[]).includes(query('sort') ?? '')
    ? (query('sort') as SortKey)
    : 'clicks'
  const order: SortOrder = query('order') === 'asc' ? 'asc' : 'desc'
  const asked = query('page')
  const page = asked
    ? orDefault(readWholeNumber(asked, 'page=', { min: 1, max: MAX_PAGE }), 1, 'page 1', errors)
    : 1
  return { filters: { from, to, tz, campaign: campaign ?? '', sort, order, page }, errors, hours }
}

/** The from and to days (today being `today`), each unreadable one reported and defaulted. */
function readRange(query: (name: string) => string | undefined, today: string) {
  const errors: string[] = []
  const to = dayOrDefault(query('to'), today, 'The “to” date', errors)
  let from = dayOrDefault(
    query('from'),
    shiftDay(to, -(DEFAULT_DAYS - 1)),
    'The “from” date',
    errors,
  )
  if (from > to) {
    errors.push('The “from” date is after the “to” date; showing the 30 days up to “to”.')
    from = shiftDay(to, -(DEFAULT_DAYS - 1))
  }
  if (daysBetween(from, to) > MAX_RANGE_DAYS) {
    errors.push(
      `A range covers at most ${MAX_RANGE_DAYS} days; showing the last ${MAX_RANGE_DAYS} up to “to”.`,
    )
    from = shiftDay(to, -(MAX_RANGE_DAYS - 1))
  }
  return { from, to, errors }
}

/**
 * The UTC hours of the range (every day, for the daily table) and of its previous period (its
 * bounds only: its first day's start and the range's) in `tz`; undefined when one of those days
 * does not begin on a UTC hour.
 */
function rangeHours(tz: string, range: { from: string; to: string }): RangeHours | undefined {
  const local = zoneDays(tz, range.from, range.to)
  const previousStart = zoneDayStart(tz, previousRange(range).from)
  if (!local || previousStart === undefined) return undefined
  const start = local.days[0]!.firstHour
  return {
    current: hourSpan(start, local.end),
    previous: hourSpan(previousStart, start),
    days: local.days,
  }
}

/** A day the query names (operator-input.ts), or `fallback` with the reason in `errors`. */
function dayOrDefault(value: string | undefined, fallback: string, name: string, errors: string[]) {
  return value ? orDefault(readDay(value, name), fallback, fallback, errors) : fallback
}

/** The filters as a query string, with changes (for sort links, the export link). */
export function filterQuery(filters: DashboardFilters, changes: Partial<DashboardFilters> = {}) {
  const merged = { ...filters, ...changes }
  const params = new URLSearchParams({ from: merged.from, to: merged.to })
  // One campaign's zone is said even when UTC: without it, its source's zone would apply.
  if (merged.tz !== 'UTC' || merged.campaign) params.set('tz', merged.tz)
  if (merged.campaign) params.set('campaign', merged.campaign)
  params.set('sort', merged.sort)
  params.set('order', merged.order)
  if (merged.page > 1) params.set('page', String(merged.page))
  return params.toString()
}

/** The range of the same length just before this one (for the comparison). */
export function previousRange(filters: Pick<DashboardFilters, 'from' | 'to'>) {
  const days = daysBetween(filters.from, filters.to)
  return { from: shiftDay(filters.from, -days), to: shiftDay(filters.from, -1) }
}
