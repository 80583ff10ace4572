/**
 * Campaigns whose links arrive broken: a cost that is not a plain decimal, a click id the site
 * cannot keep (over 512 characters, or characters outside the URL-safe alphabet), and source
 * macros left unfilled, with the parameter each came in (`sub1={zoneid}` arriving as it is).
 * None of those values is kept; only how many landings and clicks carried one.
 */
import { MACRO_PARAMETERS } from '../../campaign/core'
import type { CampaignLinkProblems } from '../reports/dashboard-data'
import { formatCount } from './format'
import { NumbersTable } from './TableScroller'

const CAPTION =
  'Broken links per campaign: landings and clicks whose cost or click id was refused, and unfilled source macros by the parameter they came in'

const COLUMNS = [
  { id: 'cost_rejected', label: 'Cost refused' },
  { id: 'cid_rejected', label: 'Click id refused' },
  { id: 'unreplaced_macros', label: 'Unfilled macros' },
  { id: 'parameters', label: 'In' },
]

export function LinkProblemsTable({ rows }: { rows: readonly CampaignLinkProblems[] }) {
  if (rows.length === 0) {
    return <p>No campaign link arrived with a refused cost or click id, or an unfilled macro.</p>
  }
  return (
    <NumbersTable caption={CAPTION} name={{ id: 'campaign', label: 'Campaign' }} columns={COLUMNS}>
      {rows.map((row) => {
        const macros = MACRO_PARAMETERS.flatMap((name) => {
          const n = row.unreplaced[name]
          return n ? [{ name, n }] : []
        })
        return (
          <tr key={row.campaign}>
            <th scope="row">{row.campaign}</th>
            <td className="num">{formatCount(row.costRejected)}</td>
            <td className="num">{formatCount(row.cidRejected)}</td>
            <td className="num">{formatCount(macros.reduce((sum, { n }) => sum + n, 0))}</td>
            <td className="num">
              {macros.length
                ? macros.map(({ name, n }) => `${name} ${formatCount(n)}`).join(', ')
                : '–'}
            </td>
          </tr>
        )
      })}
    </NumbersTable>
  )
}
