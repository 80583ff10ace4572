/**
 * GET /admin/report.csv?by=DIM: the trackers' report as a CSV, one row per value of
 * DIM. Numbers are plain numbers a spreadsheet sums: counts as integers, money in currency units
 * (exact: `12.50`, `0.0105`, negative with its sign), `roi` and `cr` percentages with 2
 * decimals; a ratio with nothing to divide by is an empty cell. Only the text cells (the value of
 * DIM, the verdict and its reason) get the formula guard. `verdict` and `verdict_reason` are
 * filled for one campaign split by a zone dimension (zone-verdicts.ts), empty otherwise.
 */
import { formatMoney } from '../../campaign/core'
import { figuresOf } from '../figures'
import { NONE_VALUE, type ReportDimension, type ReportRow } from '../report-data'
import { csvField } from './export-csv'
import { verdictOf, type ZoneVerdicts } from '../zone-verdicts'

/**
 * The columns after DIM's, in docs/campaigns.md's order; `cr`, `cost_rejected`, `bots` follow,
 * then the links' other problems (an unusable click id, an unfilled macro), then the clicks on
 * campaigns' direct links (of `clicks`), each added last so no column moves.
 */
export const REPORT_COLUMNS =
  'landings,clicks,unique_clicks,gate_shown,gate_passed,signups,revenue,cost,profit,roi,epc,cpa,cr,cost_rejected,bots,cid_rejected,unreplaced_macros,direct_clicks'
/** Last, after every number. */
const VERDICT_COLUMNS = 'verdict,verdict_reason'

export function reportCsv(
  by: ReportDimension,
  rows: readonly ReportRow[],
  verdicts?: ZoneVerdicts,
): string {
  const lines = rows.map((row) => {
    const { name, numbers, verdict } = reportCells(row, verdicts)
    return `${[csvField(name), ...numbers, ...verdict.map(csvField)].join(',')}\r\n`
  })
  return `${by},${REPORT_COLUMNS},${VERDICT_COLUMNS}\r\n${lines.join('')}`
}

/**
 * The same rows as JSON objects keyed by report.csv's header (GET /admin/api/report): counts and
 * money as numbers (money in currency units, as the CSV writes it), an empty cell as null.
 */
export function reportJson(
  by: ReportDimension,
  rows: readonly ReportRow[],
  verdicts?: ZoneVerdicts,
): Record<string, string | number | null>[] {
  const names = [by, ...REPORT_COLUMNS.split(','), ...VERDICT_COLUMNS.split(',')]
  return rows.map((row) => {
    const { name, numbers, verdict } = reportCells(row, verdicts)
    const values = [
      name,
      ...numbers.map((cell) => (cell === '' ? null : Number(cell))),
      ...verdict.map((cell) => cell || null),
    ]
    return Object.fromEntries(names.map((column, i) => [column, values[i] ?? null]))
  })
}

/** A row's cells: its value's name, its numbers (REPORT_COLUMNS) and its verdict and reason. */
function reportCells(row: ReportRow, verdicts: ZoneVerdicts | undefined) {
  // A "(source only)" row has no visitor: no verdict (decision 047).
  const judged = verdicts && !row.sourceOnly && verdictOf(verdicts, row.key)
  return {
    name: row.key === '' ? NONE_VALUE : row.key,
    numbers: reportNumbers(row),
    verdict: judged ? [judged.verdict, judged.reason] : ['', ''],
  }
}

/** A row's cells after its value, as REPORT_COLUMNS names them. */
function reportNumbers(row: ReportRow): (number | string)[] {
  const ratios = figuresOf(row)
  const percent = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2))
  const money = (micros: number | undefined) => (micros === undefined ? '' : formatMoney(micros))
  return [
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
    row.directClicks,
  ]
}
