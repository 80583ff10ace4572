/**
 * GET /admin/report.csv?by=DIM: the trackers' report as a CSV, one row per value of
 * DIM. Numbers are plain numbers a spreadsheet sums: counts as integers, money in currency units
 * (exact: `12.50`, `0.0105`, negative with its sign), `roi` and `cr` percentages with 2
 * decimals; a ratio with nothing to divide by is an empty cell. Only the text cell (the value of
 * DIM) gets the formula guard.
 */
import { formatMoney } from '../../campaign/core'
import { figuresOf } from '../reports/figures'
import { NONE_VALUE, type ReportDimension, type ReportRow } from '../reports/report-data'
import { csvLine } from './export-csv'

/**
 * The columns after DIM's, in docs/campaigns.md's order; `cr`, `cost_rejected`, `bots` follow,
 * then the links' other problems (an unusable click id, an unfilled macro), last so no column
 * moves.
 */
export const REPORT_COLUMNS =
  'landings,clicks,unique_clicks,gate_shown,gate_passed,signups,revenue,cost,profit,roi,epc,cpa,cr,cost_rejected,bots,cid_rejected,unreplaced_macros'

export function reportCsv(by: ReportDimension, rows: readonly ReportRow[]): string {
  return `${by},${REPORT_COLUMNS}\r\n${rows.map(reportLine).join('')}`
}

function reportLine(row: ReportRow): string {
  const ratios = figuresOf(row)
  const percent = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2))
  const money = (micros: number | undefined) => (micros === undefined ? '' : formatMoney(micros))
  return csvLine(
    [row.key === '' ? NONE_VALUE : row.key],
    [
      row.landings,
      row.clicks,
      row.uniqueClicks,
      row.gateShown,
      row.gatePassed,
      row.signups,
      formatMoney(row.revenueMicros),
      formatMoney(row.costMicros),
      formatMoney(ratios.profitMicros),
      percent(ratios.roi),
      money(ratios.epcMicros),
      money(ratios.cpaMicros),
      percent(ratios.cr),
      row.costRejected,
      row.bots,
      row.cidRejected,
      row.unreplacedMacros,
    ],
  )
}
