/** A funnel per row (campaign or page tag); column headers are plain sort links when given. */
import { rate, type Funnel } from '../../campaign/dashboard-data'
import type { SortKey, SortOrder } from '../../campaign/dashboard-filters'
import { formatCount, formatRate } from './format'
import { TableScroller } from './TableScroller'

const COLUMNS: { key: Exclude<SortKey, 'campaign'>; label: string }[] = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'landings', label: 'Landings' },
  { key: 'attempts', label: 'Attempts' },
  { key: 'created', label: 'Created' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'fallbacks', label: 'Fallbacks' },
  { key: 'conversion', label: 'Created ÷ landings' },
]

export interface Sorting {
  sort: SortKey
  order: SortOrder
  href(key: SortKey, order: SortOrder): string
}

export interface FunnelTableProps {
  caption: string
  /** Heading of the first column ("Campaign", "Page"). */
  nameLabel: string
  rows: { name: string; funnel: Funnel }[]
  /** Sorting state and each column's link; without it the headers are plain text. */
  sorting?: Sorting
}

export function FunnelTable({ caption, nameLabel, rows, sorting }: FunnelTableProps) {
  return (
    <TableScroller label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <ColumnHeader columnKey="campaign" label={nameLabel} sorting={sorting} />
            {COLUMNS.map((column) => (
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
              <td colSpan={COLUMNS.length + 1}>Nothing counted in this range.</td>
            </tr>
          ) : (
            rows.map(({ name, funnel }) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className="num">{formatCount(funnel.clicks)}</td>
                <td className="num">{formatCount(funnel.landings)}</td>
                <td className="num">{formatCount(funnel.attempts)}</td>
                <td className="num">{formatCount(funnel.created)}</td>
                <td className="num">{formatCount(funnel.rejected)}</td>
                <td className="num">{formatCount(funnel.fallbacks)}</td>
                <td className="num">{formatRate(rate(funnel.created, funnel.landings))}</td>
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
