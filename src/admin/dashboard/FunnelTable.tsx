/** A funnel per row (campaign or page tag); column headers are plain sort links when given. */
import type { Funnel } from '../../reports/dashboard-data'
import { conversionRate, rate } from '../../reports/figures'
import type { SortKey } from '../../reports/dashboard-filters'
import type { Sorting } from '../ui/table-sort'
import { SortHeader } from '../ui/SortHeader'
import { formatCount, formatRate } from '../ui/format'
import { TableScroller } from '../ui/TableScroller'

const COUNTS: { key: Exclude<SortKey, 'campaign' | 'conversion'>; label: string }[] = [
  { key: 'clicks', label: 'Clicks' },
  { key: 'landings', label: 'Landings' },
  { key: 'attempts', label: 'Attempts' },
  { key: 'created', label: 'Created' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'fallbacks', label: 'Fallbacks' },
  { key: 'bots', label: 'Bots' },
]

interface FunnelTableProps {
  caption: string
  /** Heading of the first column ("Campaign", "Page"). */
  nameLabel: string
  /** The first column's id in sort links: `campaign` for campaigns, `name` by default. */
  nameColumn?: string
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
  nameColumn = 'name',
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
            <SortHeader
              column={nameColumn}
              label={nameLabel}
              sort={sorting?.sort}
              href={sorting?.href}
            />
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                column={column.key}
                label={column.label}
                sort={sorting?.sort}
                href={sorting?.href}
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
