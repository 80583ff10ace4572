/**
 * Sorting a report (its page and report.csv) by any of its columns: `?sort=COLUMN&dir=asc|desc`,
 * COLUMN one of the CSV's column names (the dimension's own name for the value column).
 */
import { REPORT_COLUMNS } from '../../reports/csv/report-csv'
import { figuresOf } from '../../reports/figures'
import type { ReportDimension, ReportRow } from '../../reports/report-data'
import type { TableSort } from './table-sort'
import { verdictOf, type ZoneVerdicts } from '../../reports/zone-verdicts'

/** The columns a report sorts by: the value, every number, the verdict. */
export function reportSortColumns(by: ReportDimension): string[] {
  return [by, ...REPORT_COLUMNS.split(','), 'verdict']
}

/** Verdicts in the order a buyer acts on them: cut first. */
const VERDICT_RANK = { cut: 0, wait: 1, keep: 2 } as const

/** A row's value in one column, undefined where the report shows none (a ratio of nothing). */
export function reportSortValue(
  row: ReportRow,
  column: string,
  verdicts: ZoneVerdicts | undefined,
): number | string | undefined {
  const ratios = figuresOf(row)
  switch (column) {
    case 'unique_clicks':
      return row.uniqueClicks
    case 'direct_clicks':
      return row.directClicks
    case 'gate_shown':
      return row.gateShown
    case 'gate_passed':
      return row.gatePassed
    case 'cost_rejected':
      return row.costRejected
    case 'cid_rejected':
      return row.cidRejected
    case 'unreplaced_macros':
      return row.unreplacedMacros
    case 'revenue':
      return row.revenueMicros
    case 'cost':
      return row.costMicros
    case 'profit':
      return ratios.profitMicros
    case 'roi':
      return ratios.roi
    case 'epc':
      return ratios.epcMicros
    case 'cpa':
      return ratios.cpaMicros
    case 'cr':
      return ratios.cr
    case 'verdict':
      return verdicts ? VERDICT_RANK[verdictOf(verdicts, row.key).verdict] : undefined
    case 'landings':
    case 'clicks':
    case 'signups':
    case 'bots':
      return row[column]
    default:
      return row.key
  }
}

/** The default order: the busiest first on a page, by value in the CSV. */
export function defaultReportSort(by: ReportDimension, page: boolean): TableSort {
  return page ? { column: 'landings', dir: 'desc' } : { column: by, dir: 'asc' }
}
