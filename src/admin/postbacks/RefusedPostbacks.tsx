/**
 * /admin/postbacks' table of partner postbacks refused for a word this site does not know (a
 * status word, a currency without a rate), per campaign and word over the last REFUSAL_DAYS.
 */
import { REFUSAL_DAYS, type Refusal, type RefusalProblem } from '../../campaign/conversions'
import { ADMIN_PARTNERS_PATH } from '../../shared/paths'
import { sortableTable, sortByColumns, type SortColumn, type Sorting } from '../ui/table-sort'
import { campaignLabel, formatCount } from '../ui/format'
import { SortHeaders } from '../ui/SortHeader'
import { TableScroller } from '../ui/TableScroller'

export type RefusedRow = Omit<Refusal, 'day'>

const PROBLEMS: Record<RefusalProblem, string> = {
  unmapped_status: 'unmapped_status (a status word not in the vocabulary)',
  currency: 'currency (not the site’s, and no rate set)',
  bad_token: 'bad_token (a token this site did not issue, or none)',
}

const REFUSED_COLUMNS: readonly SortColumn<RefusedRow>[] = [
  { id: 'campaign', label: 'Campaign', value: (row) => row.campaign },
  { id: 'problem', label: 'Problem', value: (row) => row.problem },
  { id: 'word', label: 'Word sent', value: (row) => row.word },
  { id: 'count', label: 'Postbacks refused', numeric: true, value: (row) => row.count },
]

export const REFUSED_TABLE = sortableTable(REFUSED_COLUMNS, { column: 'count', dir: 'desc' })

export function RefusedPostbacks({
  refused,
  sorting,
}: {
  refused: readonly RefusedRow[]
  sorting: Sorting
}) {
  return (
    <section aria-labelledby="postback-refused">
      <h2 id="postback-refused">Partner postbacks refused</h2>
      <p>
        Postbacks answered 400 for a status word this site does not know (add it to the
        partner&apos;s preset, or ask the network to send one of ours) or a currency with no rate
        (set one on <a href={ADMIN_PARTNERS_PATH}>Partner presets</a>), over the last {REFUSAL_DAYS}{' '}
        days, and those whose token this site did not issue (under no campaign: a bad token names
        none). Only the word is kept, never the token, the txid or the payout; a word that is not a
        short plain one shows as (other).
      </p>
      {refused.length === 0 ? (
        <p>None.</p>
      ) : (
        <TableScroller label="Partner postbacks refused">
          <table className="admin-table">
            <caption>Refused per campaign and word</caption>
            <thead>
              <tr>
                <SortHeaders columns={REFUSED_COLUMNS} sorting={sorting} />
              </tr>
            </thead>
            <tbody>
              {sortByColumns(refused, sorting.sort, REFUSED_COLUMNS).map((row) => (
                <tr key={`${row.campaign}/${row.problem}/${row.word}`}>
                  <th scope="row">{campaignLabel(row.campaign)}</th>
                  <td>{PROBLEMS[row.problem]}</td>
                  <td>
                    <code>{row.word}</code>
                  </td>
                  <td className="num">{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}
