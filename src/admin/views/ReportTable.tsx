/**
 * The trackers' table (issue 24): per value of one dimension, landings, clicks, unique clicks,
 * signups, CR, revenue, cost, profit, ROI, EPC and CPA; each row links to the same report
 * narrowed to its value and split by another dimension (campaign → sub1 → state …), and a
 * campaign's row to its zones' block list.
 */
import { formatMicros } from '../../campaign/core/money'
import {
  NONE_VALUE,
  ratiosOf,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportRow,
} from '../reports/report-data'
import { verdictOf, type ZoneVerdicts } from '../reports/zone-verdicts'
import { formatCount } from './format'
import { TableScroller } from './TableScroller'

const COLUMNS = [
  'Landings',
  'Clicks',
  'Unique clicks',
  'Signups',
  'CR',
  'Revenue',
  'Cost',
  'Profit',
  'ROI',
  'EPC',
  'CPA',
] as const

export interface ReportTableProps {
  caption: string
  by: ReportDimension
  rows: readonly ReportRow[]
  /** The dimensions already fixed by the drill-down (not offered again). */
  fixed: readonly ReportDimension[]
  /** The link to this report narrowed to `value` of `by`, split by `next` (none: no link). */
  drillHref(value: string, next: ReportDimension): string | undefined
  /** A campaign row's block list link, if any. */
  blocklistHref?(campaign: string): string
  /** Each zone's verdict, for one campaign split by a zone dimension. */
  verdicts?: ZoneVerdicts
}

const percent = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)}%`)
const money = (micros: number | undefined) => (micros === undefined ? '–' : formatMicros(micros))

export function ReportTable({
  caption,
  by,
  rows,
  fixed,
  drillHref,
  blocklistHref,
  verdicts,
}: ReportTableProps) {
  const next = REPORT_DIMENSIONS.filter((dim) => dim !== by && !fixed.includes(dim))
  if (rows.length === 0) return <p>Nothing counted in this range.</p>
  return (
    <TableScroller label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{by}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="num">
                {column}
              </th>
            ))}
            {verdicts ? <th scope="col">Verdict</th> : null}
            <th scope="col">Drill down by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const ratios = ratiosOf(row)
            const name = row.key === '' ? NONE_VALUE : row.key
            return (
              <tr key={row.key}>
                <th scope="row">{name}</th>
                <td className="num">{formatCount(row.landings)}</td>
                <td className="num">{formatCount(row.clicks)}</td>
                <td className="num">{formatCount(row.uniqueClicks)}</td>
                <td className="num">{formatCount(row.signups)}</td>
                <td className="num">{percent(ratios.cr)}</td>
                <td className="num">{formatMicros(row.revenueMicros)}</td>
                <td className="num">{formatMicros(row.costMicros)}</td>
                <td className="num">{formatMicros(ratios.profitMicros)}</td>
                <td className="num">{percent(ratios.roi)}</td>
                <td className="num">{money(ratios.epcMicros)}</td>
                <td className="num">{money(ratios.cpaMicros)}</td>
                {verdicts ? <VerdictCell verdicts={verdicts} zone={row.key} /> : null}
                <td className="admin-drill">
                  {next.map((dim) => {
                    const href = drillHref(row.key, dim)
                    return href ? (
                      <a key={dim} href={href} aria-label={`${name} by ${dim}`}>
                        {dim}
                      </a>
                    ) : null
                  })}
                  {blocklistHref && row.key !== '' ? (
                    <a href={blocklistHref(row.key)} aria-label={`${name} block list`}>
                      block list
                    </a>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroller>
  )
}

/** The verdict in a word (a class for its weight, never colour alone), then its reason. */
function VerdictCell({ verdicts, zone }: { verdicts: ZoneVerdicts; zone: string }) {
  const { verdict, reason } = verdictOf(verdicts, zone)
  return (
    <td className="admin-verdict">
      <strong className={`verdict-${verdict}`}>{verdict}</strong> <span>{reason}</span>
    </td>
  )
}
