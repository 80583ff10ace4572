/**
 * Per day: the chart's numbers and the backend's health, fallbacks as a share of signup attempts,
 * so a day when the backend was down stands out (in words, not only in colour).
 */
import type { DashboardData } from '../../reports/dashboard-data'
import { rate } from '../../reports/figures'
import { formatCount, formatRate } from '../ui/format'
import type { SortDir, TableSort } from '../ui/table-sort'
import { NumbersTable } from '../ui/TableScroller'

/** From this share of attempts falling back, a day is flagged as a likely backend outage. */
export const OUTAGE_SHARE = 0.5

const COLUMNS = [
  { id: 'clicks', label: 'Clicks' },
  { id: 'landings', label: 'Landings' },
  { id: 'attempts', label: 'Attempts' },
  { id: 'created', label: 'Created' },
  { id: 'fallbacks', label: 'Fallbacks' },
  { id: 'fallback_share', label: 'Fallbacks ÷ attempts' },
]

export function DailyTable(props: {
  days: DashboardData['days']
  zone: string
  sort?: TableSort
  sortHref?(column: string, dir: SortDir): string
}) {
  const { days, zone } = props
  return (
    <NumbersTable
      caption={`Per day (${zone}): funnel and backend health`}
      name={{ id: 'day', label: 'Day' }}
      columns={COLUMNS}
      sort={props.sort}
      sortHref={props.sortHref}
    >
      {days.map(({ key: day, funnel }) => {
        const share = rate(funnel.fallbacks, funnel.attempts)
        const outage = share !== undefined && share >= OUTAGE_SHARE
        return (
          <tr key={day} className={outage ? 'admin-outage' : undefined}>
            <th scope="row">{day}</th>
            <td className="num">{formatCount(funnel.clicks)}</td>
            <td className="num">{formatCount(funnel.landings)}</td>
            <td className="num">{formatCount(funnel.attempts)}</td>
            <td className="num">{formatCount(funnel.created)}</td>
            <td className="num">{formatCount(funnel.fallbacks)}</td>
            <td className="num">
              {formatRate(share)}
              {outage ? ' (backend down?)' : null}
            </td>
          </tr>
        )
      })}
    </NumbersTable>
  )
}
