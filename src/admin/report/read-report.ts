/**
 * A report as a request asks for it (the dashboard's range, zone and campaign filters, `by`, and
 * a drill-down's dimension values), read with the aggregators' unflushed rows; or why not (a 400
 * for what the operator typed, a 503 when D1 cannot be read).
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import type { FilterReading } from '../../reports/dashboard-filters'
import {
  CSV_SHAPE,
  loadReport,
  readReportFilters,
  reportDimension,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportFilters,
  type ReportRow,
  type ReportShape,
} from '../../reports/report-data'
import { unflushedCounts } from '../../reports/unflushed-counts'
import { defaultReportSort, reportSortColumns, reportSortValue } from '../ui/report-sort'
import { readTableSort, sortRows, type TableSort } from '../ui/table-sort'
import {
  judgesDimension,
  loadZoneVerdicts,
  readVerdictRule,
  type ZoneVerdicts,
} from '../../reports/zone-verdicts'

type ReportReading =
  | {
      ok: true
      by: ReportDimension
      filters: ReportFilters
      rows: ReportRow[]
      notes: string[]
      /** Each zone's verdict: for one campaign split by a zone dimension. */
      verdicts?: ZoneVerdicts
      /** The order of `rows` (`?sort=&dir=`). */
      sort: TableSort
    }
  | { ok: false; status: 400 | 503; error: string }

export async function readReport(
  env: Env,
  reading: FilterReading,
  query: (name: string) => string | undefined,
  shape: ReportShape = CSV_SHAPE,
): Promise<ReportReading> {
  const by = reportDimension(query('by') ?? 'campaign')
  const { filters, errors } = readReportFilters(query)
  const rule = readVerdictRule(query)
  const paged = shape.limit < CSV_SHAPE.limit
  const sorting = by
    ? readTableSort(query, reportSortColumns(by), defaultReportSort(by, paged))
    : undefined
  const all = [
    ...reading.errors,
    ...errors,
    ...(rule.ok ? [] : [rule.error]),
    ...(sorting?.error ? [sorting.error] : []),
    ...(by ? [] : [`by= must be one of ${REPORT_DIMENSIONS.join(', ')}.`]),
  ]
  if (all.length || !by || !rule.ok || !sorting)
    return { ok: false, status: 400, error: all.join('\n') }
  if (!env.DB) {
    return { ok: false, status: 503, error: 'The DB binding is missing: no report can be read.' }
  }
  const range = { ...reading.hours.current, campaign: reading.filters.campaign }
  try {
    const unflushed = await unflushedCounts(env, range)
    const { days } = reading.hours
    const judged = range.campaign !== '' && judgesDimension(by)
    const { sort } = sorting
    const usual = defaultReportSort(by, paged)
    // Any other order ranks every row (the SQL's own order kept for the usual one), then a page
    // shows the first ones.
    const resorted = sort.column !== usual.column || sort.dir !== usual.dir
    const [loaded, verdicts] = await Promise.all([
      loadReport(
        env.DB,
        range,
        by,
        filters,
        unflushed.json,
        days,
        resorted ? CSV_SHAPE : shape,
        reading.filters.tz,
      ),
      judged ? loadZoneVerdicts(env.DB, range, by, filters, days, rule.rule) : undefined,
    ])
    const rows = resorted
      ? sortRows(loaded, sort, (row, column) => reportSortValue(row, column, verdicts)).slice(
          0,
          shape.limit,
        )
      : loaded
    return {
      ok: true,
      by,
      filters,
      rows,
      notes: unflushed.notes,
      sort,
      ...(verdicts && { verdicts }),
    }
  } catch (error) {
    logError('admin_report_failed', { error: String(error).slice(0, 200) })
    return { ok: false, status: 503, error: 'The report could not be read; try again shortly.' }
  }
}
