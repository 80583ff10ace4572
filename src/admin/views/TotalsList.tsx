/**
 * The range's totals beside the previous period of the same length: the funnel, bots apart, and
 * the rates honest about their base (created ÷ landings counts campaign visitors only; signups
 * without a campaign are their own line).
 */
import { TableScroller } from './TableScroller'
import { rate, type DashboardData, type PeriodTotals } from '../reports/dashboard-data'
import { formatCount, formatRate } from './format'

interface TotalsProps {
  data: DashboardData
  /** The previous period, e.g. "2020-12-03 to 2020-12-31". */
  previousLabel: string
}

type Line = [
  label: string,
  value: (period: PeriodTotals) => number | undefined,
  kind: 'count' | 'rate',
]

const LINES: Line[] = [
  ['Clicks', (d) => d.totals.clicks, 'count'],
  ['Landings', (d) => d.totals.landings, 'count'],
  ['Signup attempts', (d) => d.totals.attempts, 'count'],
  ['Created', (d) => d.totals.created, 'count'],
  ['Rejected', (d) => d.totals.rejected, 'count'],
  ['Fallbacks to the partner', (d) => d.totals.fallbacks, 'count'],
  ['Created from campaigns ÷ landings', (d) => rate(d.tagged.created, d.tagged.landings), 'rate'],
  ['Created ÷ attempts', (d) => rate(d.totals.created, d.totals.attempts), 'rate'],
  ['Created without a campaign', (d) => d.untagged.created, 'count'],
  ['Bots (not counted above)', (d) => d.totals.bots, 'count'],
]

export function TotalsList({ data, previousLabel }: TotalsProps) {
  const caption = `Totals, compared with the previous period (${previousLabel})`
  return (
    <TableScroller label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col" className="num">
              This period
            </th>
            <th scope="col" className="num">
              Previous period
            </th>
            <th scope="col" className="num">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {LINES.map(([label, value, kind]) => {
            const now = value(data.current)
            const before = value(data.previous)
            const format = kind === 'rate' ? formatRate : (n?: number) => formatCount(n ?? 0)
            return (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{format(now)}</td>
                <td className="num">{format(before)}</td>
                <td className="num">{kind === 'count' ? change(now ?? 0, before ?? 0) : '–'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </TableScroller>
  )
}

/** The change from the previous period, as a signed percentage; '–' without a base. */
function change(now: number, before: number): string {
  if (before === 0) return '–'
  const share = formatRate(Math.abs(now - before) / before)
  return now === before ? '0%' : `${now > before ? '+' : '−'}${share}`
}
