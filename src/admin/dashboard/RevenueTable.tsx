/** Revenue per campaign: money, EPC, revenue per landing and per created signup, postbacks. */
import { formatMicros } from '../../campaign/core'
import type { CampaignRevenue } from '../../reports/revenue-data'
import { epcMicros, perUnitMicros } from '../../reports/figures'
import { campaignLabel, formatCount } from '../ui/format'
import type { SortDir, TableSort } from '../ui/table-sort'
import { NumbersTable } from '../ui/TableScroller'

const CAPTION =
  'Revenue per campaign: approved minus reversed partner payouts (by the hour of the click), per click (EPC), per landing and per created signup; postbacks to the traffic source sent, failed and skipped (a click id, no template)'

const COLUMNS = [
  { id: 'revenue', label: 'Revenue' },
  { id: 'epc', label: 'EPC' },
  { id: 'per_landing', label: 'Per landing' },
  { id: 'per_signup', label: 'Per signup' },
  { id: 'postbacks_sent', label: 'Postbacks sent' },
  { id: 'postbacks_failed', label: 'Postbacks failed' },
  { id: 'postbacks_skipped', label: 'Postbacks skipped' },
]

/** A figure of money in currency units, or an en dash when there was nothing to divide by. */
const money = (micros: number | undefined) => (micros === undefined ? '–' : formatMicros(micros))

export function RevenueTable({
  rows,
  sort,
  sortHref,
}: {
  rows: CampaignRevenue[]
  sort?: TableSort
  sortHref?(column: string, dir: SortDir): string
}) {
  if (rows.length === 0) {
    return <p>No partner revenue or postbacks in this range.</p>
  }
  return (
    <NumbersTable
      caption={CAPTION}
      name={{ id: 'campaign', label: 'Campaign' }}
      columns={COLUMNS}
      sort={sort}
      sortHref={sortHref}
    >
      {rows.map((row) => (
        <tr key={row.campaign}>
          <th scope="row">{campaignLabel(row.campaign)}</th>
          <td className="num">{formatMicros(row.revenueMicros)}</td>
          <td className="num">{money(epcMicros(row.revenueMicros, row.clicks))}</td>
          <td className="num">{money(perUnitMicros(row.revenueMicros, row.landings))}</td>
          <td className="num">{money(perUnitMicros(row.revenueMicros, row.created))}</td>
          <td className="num">{formatCount(row.postbacksSent)}</td>
          <td className="num">{formatCount(row.postbacksFailed)}</td>
          <td className="num">{formatCount(row.postbacksSkipped)}</td>
        </tr>
      ))}
    </NumbersTable>
  )
}
