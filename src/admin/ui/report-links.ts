/**
 * Links between reports: a report's query (range, zone, campaign, drill-down filters, by), the
 * same narrowed to one row's value and split by another dimension, its CSV and a campaign's
 * block list. GET links only: each works without JavaScript and can be bookmarked.
 */
import { campaignTag } from '../../campaign/core'
import { ADMIN_BLOCKLIST_PATH, ADMIN_REPORT_CSV_PATH, ADMIN_REPORT_PATH } from '../../shared/paths'
import type { DashboardFilters } from '../../reports/dashboard-filters'
import type { TableSort } from './table-sort'
import {
  FILTER_DIMENSIONS,
  NONE_VALUE,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportFilters,
} from '../../reports/report-data'

export interface ReportQuery {
  filters: DashboardFilters
  drill: ReportFilters
  by: ReportDimension
  /** The rows' order, when the query asked for one (kept by the CSV link and the sort links). */
  sort?: TableSort
  /** What each row drills down by (`?then=`), when the query chose it. */
  then?: ReportDimension
}

function params({ filters, drill, by, sort, then }: ReportQuery): URLSearchParams {
  const query = new URLSearchParams({ by, from: filters.from, to: filters.to })
  if (filters.tz !== 'UTC') query.set('tz', filters.tz)
  if (filters.campaign) query.set('campaign', filters.campaign)
  for (const name of FILTER_DIMENSIONS) {
    const value = drill[name]
    if (value !== undefined) query.set(name, value === '' ? NONE_VALUE : value)
  }
  if (sort) {
    query.set('sort', sort.column)
    query.set('dir', sort.dir)
  }
  if (then) query.set('then', then)
  return query
}

export const reportHref = (query: ReportQuery) => `${ADMIN_REPORT_PATH}?${params(query)}`
export const reportCsvHref = (query: ReportQuery) => `${ADMIN_REPORT_CSV_PATH}?${params(query)}`

/**
 * The report narrowed to `value` of the current dimension and split by `next`: a campaign
 * becomes the campaign filter, a day the range, anything else a filter of its own. Undefined
 * for a value no filter can name (no campaign, '(other)' campaigns, an hour of day).
 */
export function drillHref(query: ReportQuery, value: string, next: ReportDimension) {
  // The next report has its own columns: it starts in its usual order.
  const { filters, drill, by } = query
  if (by === 'campaign') {
    const campaign = campaignTag(value)
    return campaign && reportHref({ filters: { ...filters, campaign }, drill, by: next })
  }
  if (by === 'day')
    return reportHref({ filters: { ...filters, from: value, to: value }, drill, by: next })
  // An hour of day is every day's: no filter names it.
  if (by === 'hour') return undefined
  return reportHref({ filters, drill: { ...drill, [by]: value }, by: next })
}

/**
 * The dimensions a row of a report by `by` can drill down by: every one but `by` and those
 * already fixed (the campaign filter, the drill-down so far).
 */
export function drillDimensions(by: ReportDimension, fixed: readonly ReportDimension[]) {
  return REPORT_DIMENSIONS.filter((dim) => dim !== by && !fixed.includes(dim))
}

/** What each row drills down by unless `?then=` chose: the buyer's usual next step, else the first. */
export function usualDrill(
  by: ReportDimension,
  fixed: readonly ReportDimension[],
): ReportDimension {
  const offered = drillDimensions(by, fixed)
  const usual = USUAL_NEXT[by]
  return usual && offered.includes(usual) ? usual : offered[0]!
}

/** A media buyer's usual next step: a campaign's zones (sub1), a zone's sites (the next sub-id). */
const USUAL_NEXT: Partial<Record<ReportDimension, ReportDimension>> = {
  campaign: 'sub1',
  sub1: 'sub2',
  sub2: 'sub3',
  sub3: 'sub4',
  sub4: 'sub5',
}

/**
 * Reads `?then=`: what each row drills down by, when it names one of `drillDimensions` (absent:
 * undefined, the usual one applies); any other name is an error for the page to show with a 400.
 */
export function readDrillDimension(
  value: string | undefined,
  by: ReportDimension,
  fixed: readonly ReportDimension[],
): { then?: ReportDimension; error?: string } {
  if (value === undefined) return {}
  const offered = drillDimensions(by, fixed)
  const then = offered.find((dim) => dim === value)
  return then ? { then } : { error: `then= must be one of ${offered.join(', ')}.` }
}

/** The dimensions a report's query already fixes: its campaign, its drill-down's values. */
export function fixedDimensions({ filters, drill }: Pick<ReportQuery, 'filters' | 'drill'>) {
  return [
    ...(filters.campaign ? (['campaign'] as const) : []),
    ...FILTER_DIMENSIONS.filter((name) => drill[name] !== undefined),
  ]
}

/** The campaign's zones (sub1) to block: those whose verdict is `cut`. */
export function blocklistHref(filters: DashboardFilters, campaign: string): string {
  const query = new URLSearchParams({ campaign, by: 'sub1', from: filters.from, to: filters.to })
  if (filters.tz !== 'UTC') query.set('tz', filters.tz)
  return `${ADMIN_BLOCKLIST_PATH}?${query}`
}
