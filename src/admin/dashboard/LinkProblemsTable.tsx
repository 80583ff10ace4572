/**
 * Campaigns whose links arrive broken: a cost that is not a plain decimal, a click id the site
 * cannot keep (over 512 characters, or characters outside the URL-safe alphabet), and source
 * macros left unfilled, with the parameter each came in (`sub1={zoneid}` arriving as it is).
 * None of those values is kept; only how many landings and clicks carried one.
 */
import { MACRO_PARAMETERS } from '../../campaign/core'
import type { CampaignLinkProblems } from '../../reports/dashboard-data'
import { sortByColumns, type SortColumn, type Sorting } from '../ui/table-sort'
import { formatCount } from '../ui/format'
import { NumbersTable } from '../ui/TableScroller'

const CAPTION =
  'Broken links per campaign: landings and clicks whose cost or click id was refused, and unfilled source macros by the parameter they came in'

/** A campaign's unfilled macros by the parameter they came in, those with any. */
function macrosOf(row: CampaignLinkProblems): { name: string; n: number }[] {
  return MACRO_PARAMETERS.flatMap((name) => {
    const n = row.unreplaced[name]
    return n ? [{ name, n }] : []
  })
}

const inWords = (row: CampaignLinkProblems) =>
  macrosOf(row)
    .map(({ name, n }) => `${name} ${formatCount(n)}`)
    .join(', ')

/** The table's columns (dashboard-sorts.ts names them for the query). */
const COLUMNS: readonly SortColumn<CampaignLinkProblems>[] = [
  { id: 'campaign', label: 'Campaign', value: (row) => row.campaign },
  { id: 'cost_rejected', label: 'Cost refused', numeric: true, value: (row) => row.costRejected },
  { id: 'cid_rejected', label: 'Click id refused', numeric: true, value: (row) => row.cidRejected },
  {
    id: 'unreplaced_macros',
    label: 'Unfilled macros',
    numeric: true,
    value: (row) => macrosOf(row).reduce((sum, { n }) => sum + n, 0),
  },
  // Text: sorted A to Z first; a campaign without unfilled macros sorts last.
  { id: 'parameters', label: 'In', numeric: false, value: (row) => inWords(row) || undefined },
]

export function LinkProblemsTable({
  rows,
  sorting,
}: {
  rows: readonly CampaignLinkProblems[]
  sorting?: Sorting
}) {
  if (rows.length === 0) {
    return <p>No campaign link arrived with a refused cost or click id, or an unfilled macro.</p>
  }
  const [name, ...columns] = COLUMNS
  const sorted = sorting ? sortByColumns(rows, sorting.sort, COLUMNS) : rows
  return (
    <NumbersTable
      caption={CAPTION}
      name={name!}
      columns={columns}
      sort={sorting?.sort}
      sortHref={sorting?.href}
    >
      {sorted.map((row) => (
        <tr key={row.campaign}>
          <th scope="row">{row.campaign}</th>
          <td className="num">{formatCount(row.costRejected)}</td>
          <td className="num">{formatCount(row.cidRejected)}</td>
          <td className="num">{formatCount(COLUMNS[3]!.value(row) as number)}</td>
          <td>{inWords(row) || '–'}</td>
        </tr>
      ))}
    </NumbersTable>
  )
}
