/**
 * The dashboard's tables other than the paged campaign funnel (which sorts in SQL by `sort` and
 * `order`): each sorts by any column through its own `{table}_sort` and `{table}_dir`
 * (table-sort.ts). Their columns, defaults and values, one place for the route and the views.
 */
import type { Funnel } from '../../reports/dashboard-data'
import { rate } from '../../reports/figures'
import { defaultReportSort, reportSortColumns } from '../ui/report-sort'
import type { CampaignRevenue } from '../../reports/revenue-data'
import { filterQuery, SORT_KEYS, type DashboardFilters } from '../../reports/dashboard-filters'
import { readTableSorts, withSorts, type SortableTable, type TableSort } from '../ui/table-sort'

/** A funnel table's columns: the row's name, then its counts and its rate. */
const FUNNEL_COLUMNS = ['name', ...SORT_KEYS.filter((key) => key !== 'campaign')]

const DAY_COLUMNS = [
  'day',
  'clicks',
  'landings',
  'attempts',
  'created',
  'fallbacks',
  'fallback_share',
] as const

const REVENUE_COLUMNS = [
  'campaign',
  'revenue',
  'epc',
  'per_landing',
  'per_signup',
  'postbacks_sent',
  'postbacks_failed',
  'postbacks_skipped',
] as const

/** The broken links' table: campaign, the refused counts, and the parameters macros came in. */
const LINK_PROBLEM_COLUMNS = [
  'campaign',
  'cost_rejected',
  'cid_rejected',
  'unreplaced_macros',
  'parameters',
] as const

/** The totals beside the previous period: `measure` sorts in the funnel's own order. */
const TOTALS_COLUMNS = ['measure', 'now', 'before', 'change'] as const

const BY_LANDINGS: TableSort = { column: 'landings', dir: 'desc' }

/** Each sortable table of the dashboard: its columns and its usual order. */
export const DASHBOARD_TABLES = {
  profit: { columns: reportSortColumns('campaign'), usual: defaultReportSort('campaign', true) },
  landing: { columns: FUNNEL_COLUMNS, usual: BY_LANDINGS },
  form: { columns: FUNNEL_COLUMNS, usual: { column: 'attempts', dir: 'desc' } },
  country: { columns: FUNNEL_COLUMNS, usual: BY_LANDINGS },
  device: { columns: FUNNEL_COLUMNS, usual: BY_LANDINGS },
  day: { columns: DAY_COLUMNS, usual: { column: 'day', dir: 'asc' } },
  revenue: { columns: REVENUE_COLUMNS, usual: { column: 'revenue', dir: 'desc' } },
  links: { columns: LINK_PROBLEM_COLUMNS, usual: { column: 'campaign', dir: 'asc' } },
  totals: { columns: TOTALS_COLUMNS, usual: { column: 'measure', dir: 'asc' } },
} as const satisfies Record<string, SortableTable>

export type DashboardTable = keyof typeof DASHBOARD_TABLES
export type DashboardSorts = Record<DashboardTable, TableSort>

/** Every table's sort as the query asks, and what it could not read. */
export function readDashboardSorts(query: (name: string) => string | undefined): {
  sorts: DashboardSorts
  errors: string[]
} {
  return readTableSorts(query, DASHBOARD_TABLES)
}

/** A funnel row's value in a column (`base`: what its rate divides by). */
export function funnelValue(
  row: { key: string; funnel: Funnel },
  column: string,
  base: 'landings' | 'attempts' | 'none' = 'landings',
): number | string | undefined {
  if (column === 'name' || column === 'day') return row.key
  if (column === 'conversion') {
    return base === 'none' ? undefined : rate(row.funnel.created, row.funnel[base])
  }
  if (column === 'fallback_share') return rate(row.funnel.fallbacks, row.funnel.attempts)
  return row.funnel[column as keyof Funnel]
}

/** A revenue row's value in a column. */
export function revenueValue(row: CampaignRevenue, column: string): number | string | undefined {
  const per = (count: number) => (count > 0 ? row.revenueMicros / count : undefined)
  switch (column) {
    case 'campaign':
      return row.campaign
    case 'epc':
      return per(row.clicks)
    case 'per_landing':
      return per(row.landings)
    case 'per_signup':
      return per(row.created)
    case 'postbacks_sent':
      return row.postbacksSent
    case 'postbacks_failed':
      return row.postbacksFailed
    case 'postbacks_skipped':
      return row.postbacksSkipped
    default:
      return row.revenueMicros
  }
}

/** The dashboard's query: its filters and every table's order that is not its usual one. */
export function dashboardQuery(filters: DashboardFilters, sorts: DashboardSorts): URLSearchParams {
  return withSorts(new URLSearchParams(filterQuery(filters)), DASHBOARD_TABLES, sorts)
}
