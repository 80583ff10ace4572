/** Revenue per campaign: money, EPC, revenue per landing and per created signup, postbacks. */
import { formatMicros } from '../../campaign/core'
import type { CampaignRevenue } from '../reports/revenue-data'
import { epcMicros, perUnitMicros } from '../reports/figures'
import { campaignLabel, formatCount } from './format'
import { NumbersTable } from './TableScroller'

const CAPTION =
  'Revenue per campaign: approved minus reversed partner payouts (by the hour of the click), per click (EPC), per landing and per created signup; postbacks to the traffic source sent, failed and skipped (a click id, no template)'

const COLUMNS = [
  'Revenue',
  'EPC',
  'Per landing',
  'Per signup',
  'Postbacks sent',
  'Postbacks failed',
  'Postbacks skipped',
] as const

/** A figure of money in currency units, or an en dash when there was nothing to divide by. */
const money = (micros: number | undefined) => (micros === undefined ? '–' : formatMicros(micros))

export function RevenueTable({ rows }: { rows: CampaignRevenue[] }) {
  if (rows.length === 0) {
    return <p>No partner revenue or postbacks in this range.</p>
  }
  return (
    <NumbersTable caption={CAPTION} nameLabel="Campaign" columns={COLUMNS}>
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
