/** The dashboard's GET filters (from, to, campaign, sort, order): parsed, checked, defaulted. */
import { campaignTag } from './campaign-tag'

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
export type SortOrder = 'asc' | 'desc'

export interface DashboardFilters {
  /** Inclusive UTC days, YYYY-MM-DD. */
  from: string
  to: string
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
export const DEFAULT_DAYS = 30
/** Longest range one page (or one export) covers. */
export const MAX_DAYS = 366
const DAY_MS = 24 * 60 * 60 * 1000
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export interface FilterReading {
  filters: DashboardFilters
  /** Messages for the operator; the filter they name fell back to its default. */
  errors: string[]
}

export function readFilters(
  query: (name: string) => string | undefined,
  now: Date = new Date(),
): FilterReading {
  const errors: string[] = []
  const today = isoDay(now)
  const to = readDay(query('to'), today, 'The “to” date', errors)
  let from = readDay(query('from'), shiftDay(to, -(DEFAULT_DAYS - 1)), 'The “from” date', errors)
  if (from > to) {
    errors.push('The “from” date is after the “to” date; showing the 30 days up to “to”.')
    from = shiftDay(to, -(DEFAULT_DAYS - 1))
  }
  if (daysBetween(from, to) > MAX_DAYS) {
    errors.push(`A range covers at most ${MAX_DAYS} days; showing the last ${MAX_DAYS} up to “to”.`)
    from = shiftDay(to, -(MAX_DAYS - 1))
  }
  const rawCampaign = query('campaign')?.trim() ?? ''
  const campaign = rawCampaign ? campaignTag(rawCampaign) : ''
  if (campaign === undefined) {
    errors.push('A campaign has letters, digits, “_” and “-” only (at most 64); showing all.')
  }
  const sort = (SORT_KEYS as readonly string[]).includes(query('sort') ?? '')
    ? (query('sort') as SortKey)
    : 'clicks'
  const order: SortOrder = query('order') === 'asc' ? 'asc' : 'desc'
  const pageNumber = Number(query('page') ?? '1')
  const page =
    Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1
  return { filters: { from, to, campaign: campaign ?? '', sort, order, page }, errors }
}

function readDay(value: string | undefined, fallback: string, name: string, errors: string[]) {
  if (!value) return fallback
  if (DATE_PATTERN.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value) return value
  errors.push(`${name} is not a date (YYYY-MM-DD); using ${fallback}.`)
  return fallback
}

export function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10)
}

export function shiftDay(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** Days in the inclusive range. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/** The filters as a query string, with changes (for sort links, the export link). */
export function filterQuery(filters: DashboardFilters, changes: Partial<DashboardFilters> = {}) {
  const merged = { ...filters, ...changes }
  const params = new URLSearchParams({ from: merged.from, to: merged.to })
  if (merged.campaign) params.set('campaign', merged.campaign)
  params.set('sort', merged.sort)
  params.set('order', merged.order)
  if (merged.page > 1) params.set('page', String(merged.page))
  return params.toString()
}

/** The range of the same length just before this one (for the comparison). */
export function previousRange(filters: DashboardFilters): { from: string; to: string } {
  const days = daysBetween(filters.from, filters.to)
  return { from: shiftDay(filters.from, -days), to: shiftDay(filters.from, -1) }
}
