/**
 * A report as a request asks for it (the dashboard's range, zone and campaign filters, `by`, and
 * a drill-down's dimension values), read with the aggregators' unflushed rows; or why not (a 400
 * for what the operator typed, a 503 when D1 cannot be read).
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import type { FilterReading } from './dashboard-filters'
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
} from './report-data'
import { unflushedCounts } from './unflushed-counts'
import {
  judgesDimension,
  loadZoneVerdicts,
  readVerdictRule,
  type ZoneVerdicts,
} from './zone-verdicts'

export type ReportReading =
  | {
      ok: true
      by: ReportDimension
      filters: ReportFilters
      rows: ReportRow[]
      notes: string[]
      /** Each zone's verdict: for one campaign split by a zone dimension. */
      verdicts?: ZoneVerdicts
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
  const all = [
    ...reading.errors,
    ...errors,
    ...(rule.ok ? [] : [rule.error]),
    ...(by ? [] : [`by= must be one of ${REPORT_DIMENSIONS.join(', ')}.`]),
  ]
  if (all.length || !by || !rule.ok) return { ok: false, status: 400, error: all.join('\n') }
  if (!env.DB) {
    return { ok: false, status: 503, error: 'The DB binding is missing: no report can be read.' }
  }
  const range = { ...reading.hours.current, campaign: reading.filters.campaign }
  try {
    const unflushed = await unflushedCounts(env, range)
    const { days } = reading.hours
    const judged = range.campaign !== '' && judgesDimension(by)
    const [rows, verdicts] = await Promise.all([
      loadReport(env.DB, range, by, filters, unflushed.json, days, shape),
      judged ? loadZoneVerdicts(env.DB, range, by, filters, days, rule.rule) : undefined,
    ])
    return { ok: true, by, filters, rows, notes: unflushed.notes, ...(verdicts && { verdicts }) }
  } catch (error) {
    logError('admin_report_failed', { error: String(error).slice(0, 200) })
    return { ok: false, status: 503, error: 'The report could not be read; try again shortly.' }
  }
}
