/**
 * The range's totals beside the previous period of the same length: the campaigns' funnel, what
 * came without a campaign on lines of its own, bots apart, and the rates honest about their base
 * (created ÷ landings counts campaign visitors only).
 */
import { NumbersTable } from '../ui/TableScroller'
import type { DashboardData, PeriodTotals } from '../../reports/dashboard-data'
import { conversionRate, rate } from '../../reports/figures'
import { sortByColumns, type SortColumn, type Sorting } from '../ui/table-sort'
import { formatCount, formatRate } from '../ui/format'

interface TotalsProps {
  data: DashboardData
  /** The previous period, e.g. "2020-12-03 to 2020-12-31". */
  previousLabel: string
  sorting?: Sorting
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

/** A line's figures in both periods, and its place in the funnel's order. */
interface TotalsRow {
  index: number
  label: string
  kind: 'count' | 'rate'
  now?: number
  before?: number
}

/** The relative change of a count, undefined without a base (or for a rate). */
function changeOf(row: TotalsRow): number | undefined {
  if (row.kind !== 'count' || !row.before) return undefined
  return ((row.now ?? 0) - row.before) / row.before
}

/** Columns as dashboard-sorts.ts names them; the measure sorts in the funnel's order. */
const COLUMNS: readonly SortColumn<TotalsRow>[] = [
  { id: 'measure', label: 'Measure', value: (row) => row.index },
  { id: 'now', label: 'This period', numeric: true, value: (row) => row.now },
  { id: 'before', label: 'Previous period', numeric: true, value: (row) => row.before },
  { id: 'change', label: 'Change', numeric: true, value: changeOf },
]

export function TotalsList({ data, previousLabel, sorting }: TotalsProps) {
  const caption = `Totals, compared with the previous period (${previousLabel})`
  const rows: TotalsRow[] = LINES.map(([label, value, kind], index) => ({
    index,
    label,
    kind,
    now: value(data.current),
    before: value(data.previous),
  }))
  const [name, ...columns] = COLUMNS
  return (
    <NumbersTable
      caption={caption}
      name={name!}
      columns={columns}
      sort={sorting?.sort}
      sortHref={sorting?.href}
    >
      {(sorting ? sortByColumns(rows, sorting.sort, COLUMNS) : rows).map((row) => {
        const format = row.kind === 'rate' ? formatRate : (n?: number) => formatCount(n ?? 0)
        return (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td className="num">{format(row.now)}</td>
            <td className="num">{format(row.before)}</td>
            <td className="num">
              {row.kind === 'count' ? change(row.now ?? 0, row.before ?? 0) : '–'}
            </td>
          </tr>
        )
      })}
    </NumbersTable>
  )
}

/** The change from the previous period, as a signed percentage; '–' without a base. */
function change(now: number, before: number): string {
  if (before === 0) return '–'
  const share = formatRate(Math.abs(now - before) / before)
  return now === before ? '0%' : `${now > before ? '+' : '−'}${share}`
}
