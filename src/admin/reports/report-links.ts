/**
 * Links between reports: a report's query (range, zone, campaign, drill-down filters, by), the
 * same narrowed to one row's value and split by another dimension, its CSV and a campaign's
 * block list. GET links only: each works without JavaScript and can be bookmarked.
 */
import { campaignTag } from '../../campaign/core'
import { ADMIN_BLOCKLIST_PATH, ADMIN_REPORT_CSV_PATH, ADMIN_REPORT_PATH } from '../../shared/paths'
import type { DashboardFilters } from './dashboard-filters'
import type { TableSort } from './table-sort'
import {
  FILTER_DIMENSIONS,
  NONE_VALUE,
  type ReportDimension,
  type ReportFilters,
} from './report-data'

export interface ReportQuery {
  filters: DashboardFilters
  drill: ReportFilters
  by: ReportDimension
  /** The rows' order, when the query asked for one (kept by the CSV link and the sort links). */
  sort?: TableSort
}

function params({ filters, drill, by, sort }: ReportQuery): URLSearchParams {
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

/** The campaign's zones (sub1) to block: those whose verdict is `cut`. */
export function blocklistHref(filters: DashboardFilters, campaign: string): string {
  const query = new URLSearchParams({ campaign, by: 'sub1', from: filters.from, to: filters.to })
  if (filters.tz !== 'UTC') query.set('tz', filters.tz)
  return `${ADMIN_BLOCKLIST_PATH}?${query}`
}
