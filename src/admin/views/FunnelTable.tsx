/** A funnel per row (campaign or page tag); column headers are plain sort links when given. */
import type { Funnel } from '../reports/dashboard-data'
import { conversionRate, rate } from '../reports/figures'
import type { SortKey, SortOrder } from '../reports/dashboard-filters'
import { formatCount, formatRate } from './format'
import { TableScroller } from './TableScroller'

const COUNTS: { key: Exclude<SortKey, 'campaign' | 'conversion'>; label: string }[] = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'landings', label: 'Landings' },
  { key: 'attempts', label: 'Attempts' },
  { key: 'created', label: 'Created' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'fallbacks', label: 'Fallbacks' },
  { key: 'bots', label: 'Bots' },
]

interface Sorting {
  sort: SortKey
  order: SortOrder
  href(key: SortKey, order: SortOrder): string
}

interface FunnelTableProps {
  caption: string
  /** Heading of the first column ("Campaign", "Page"). */
  nameLabel: string
  rows: { name: string; funnel: Funnel }[]
  /** Sorting state and each column's link; without it the headers are plain text. */
  sorting?: Sorting
  /**
   * The rate's base: landings (default), attempts (signups by the page of their form), or none
   * where signups and landings of one visitor may fall in different rows (country, device).
   */
  rateBase?: 'landings' | 'attempts' | 'none'
}

export function FunnelTable({
  caption,
  nameLabel,
  rows,
  sorting,
  rateBase = 'landings',
}: FunnelTableProps) {
  const rated = rateBase !== 'none'
  const columns = rated
    ? [...COUNTS, { key: 'conversion' as const, label: `Created ÷ ${rateBase}` }]
    : COUNTS
  return (
    <TableScroller label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <ColumnHeader columnKey="campaign" label={nameLabel} sorting={sorting} />
            {columns.map((column) => (
              <ColumnHeader
                key={column.key}
                columnKey={column.key}
                label={column.label}
                sorting={sorting}
                numeric
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1}>Nothing counted in this range.</td>
            </tr>
          ) : (
            rows.map(({ name, funnel }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {COUNTS.map((column) => (
                  <td key={column.key} className="num">
                    {formatCount(funnel[column.key])}
                  </td>
                ))}
                {rated ? (
                  <td className="num">
                    {formatRate(
                      rateBase === 'landings'
                        ? conversionRate(funnel.created, funnel.landings)
                        : rate(funnel.created, funnel.attempts),
                    )}
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroller>
  )
}

interface ColumnHeaderProps {
  columnKey: SortKey
  label: string
  sorting?: Sorting
  numeric?: boolean
}

function ColumnHeader({ columnKey, label, sorting, numeric }: ColumnHeaderProps) {
  const className = numeric ? 'num' : undefined
  if (!sorting) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    )
  }
  const active = sorting.sort === columnKey
  // The sorted column's link reverses it; another column starts with its largest (names: A-Z).
  const next: SortOrder = active
    ? sorting.order === 'desc'
      ? 'asc'
      : 'desc'
    : columnKey === 'campaign'
      ? 'asc'
      : 'desc'
  const ariaSort = active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <a href={sorting.href(columnKey, next)}>
        {label}
        {active ? <span aria-hidden="true">{sorting.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </a>
    </th>
  )
}
