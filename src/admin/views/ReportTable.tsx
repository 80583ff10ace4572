/**
 * The trackers' table: per value of one dimension, landings, clicks, unique clicks, signups, CR,
 * revenue, cost, profit, ROI, EPC, CPA and bots (as the CSV has them); each row links to the same report
 * narrowed to its value and split by another dimension (campaign → sub1 → state …), and a
 * campaign's row to its zones' block list.
 */
import { formatMicros } from '../../campaign/core'
import { figuresOf, shownProfitMicros } from '../reports/figures'
import {
  NONE_VALUE,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportRow,
} from '../reports/report-data'
import { verdictOf, type ZoneVerdicts } from '../reports/zone-verdicts'
import type { SortDir, TableSort } from '../reports/table-sort'
import { formatCount } from './format'
import { SortHeader } from './SortHeader'
import { TableScroller } from './TableScroller'

/** The columns shown, by the name report.csv (and `?sort=`) gives them. */
const COLUMNS = [
  { id: 'landings', label: 'Landings' },
  { id: 'clicks', label: 'Clicks' },
  { id: 'unique_clicks', label: 'Unique clicks' },
  { id: 'signups', label: 'Signups' },
  { id: 'cr', label: 'CR' },
  { id: 'revenue', label: 'Revenue' },
  { id: 'cost', label: 'Cost' },
  { id: 'profit', label: 'Profit' },
  { id: 'roi', label: 'ROI' },
  { id: 'epc', label: 'EPC' },
  { id: 'cpa', label: 'CPA' },
  { id: 'bots', label: 'Bots' },
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
  /** The rows' order and each header's link; without them the headers are plain text. */
  sort?: TableSort
  sortHref?(column: string, dir: SortDir): string
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
  sort,
  sortHref,
}: ReportTableProps) {
  const next = REPORT_DIMENSIONS.filter((dim) => dim !== by && !fixed.includes(dim))
  if (rows.length === 0) return <p>Nothing counted in this range.</p>
  return (
    <TableScroller label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <SortHeader column={by} label={by} sort={sort} href={sortHref} />
            {COLUMNS.map(({ id, label }) => (
              <SortHeader key={id} column={id} label={label} sort={sort} href={sortHref} numeric />
            ))}
            {verdicts ? (
              <SortHeader column="verdict" label="Verdict" sort={sort} href={sortHref} />
            ) : null}
            <th scope="col">Drill down by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const ratios = figuresOf(row)
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
                {/* Revenue minus cost as both are shown, to the cent (figures.ts). */}
                <td className="num">{formatMicros(shownProfitMicros(row))}</td>
                <td className="num">{percent(ratios.roi)}</td>
                <td className="num">{money(ratios.epcMicros)}</td>
                <td className="num">{money(ratios.cpaMicros)}</td>
                <td className="num">{formatCount(row.bots)}</td>
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
