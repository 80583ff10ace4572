/**
 * The range's totals beside the previous period of the same length: the campaigns' funnel, what
 * came without a campaign on lines of its own, bots apart, and the rates honest about their base
 * (created ÷ landings counts campaign visitors only).
 */
import { TableScroller } from './TableScroller'
import type { DashboardData, PeriodTotals } from '../reports/dashboard-data'
import { conversionRate, rate } from '../reports/figures'
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

/**
 * Campaign totals are of campaigns only (figures.ts's CR); what came without a campaign has
 * lines of its own; the form's and the backend's lines count every signup.
 */
const LINES: Line[] = [
  ['Clicks on campaign links', (d) => d.tagged.clicks, 'count'],
  ['Landings', (d) => d.tagged.landings, 'count'],
  ['Signup attempts from campaigns', (d) => d.tagged.attempts, 'count'],
  ['Created from campaigns', (d) => d.tagged.created, 'count'],
  [
    'Created from campaigns ÷ landings',
    (d) => conversionRate(d.tagged.created, d.tagged.landings),
    'rate',
  ],
  ['Rejected (every signup)', (d) => d.totals.rejected, 'count'],
  ['Fallbacks to the partner (every signup)', (d) => d.totals.fallbacks, 'count'],
  ['Created ÷ attempts (every signup)', (d) => rate(d.totals.created, d.totals.attempts), 'rate'],
  ['Clicks without a campaign', (d) => d.untagged.clicks, 'count'],
  ['Signup attempts without a campaign', (d) => d.untagged.attempts, 'count'],
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
