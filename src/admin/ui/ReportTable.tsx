/**
 * The trackers' table: per value of one dimension, landings, clicks, unique clicks, signups, CR,
 * revenue, cost, profit, ROI, EPC, CPA and bots (as the CSV has them). Each row's name links to
 * the same report narrowed to its value and split by the dimension chosen above the table
 * (campaign → sub1 → state …), so the table keeps one column per figure and fits a desktop
 * (docs/decisions/024-drill-down-chooser.md); a campaign's row links its zones' block list.
 */
import { formatMicros } from '../../campaign/core'
import { figuresOf, shownProfitMicros } from '../../reports/figures'
import { NONE_VALUE, type ReportDimension, type ReportRow } from '../../reports/report-data'
import {
  drillDimensions,
  drillHref,
  fixedDimensions,
  usualDrill,
  type ReportQuery,
} from './report-links'
import { verdictOf, type ZoneVerdicts } from '../../reports/zone-verdicts'
import type { SortDir, TableSort } from './table-sort'
import { formatCount } from './format'
import { SortHeader } from './SortHeader'
import { TableScroller } from './TableScroller'

/** The columns shown, by the name report.csv (and `?sort=`) gives them. */
const COLUMNS = [
  { id: 'landings', label: 'Landings' },
  { id: 'clicks', label: 'Clicks' },
  { id: 'unique_clicks', label: 'Unique clicks' },
  { id: 'direct_clicks', label: 'Direct clicks' },
  { id: 'signups', label: 'Signups' },
  { id: 'cr', label: 'CR' },
  { id: 'revenue', label: 'Revenue' },
  { id: 'cost', label: 'Cost' },
  { id: 'profit', label: 'Profit' },
  { id: 'roi', label: 'ROI' },
  { id: 'epc', label: 'EPC' },
  { id: 'cpa', label: 'CPA' },
  { id: 'bots', label: 'Bots' },
] as const

/** What each row's name drills down by, and the links choosing it. */
export interface ReportDrill {
  then: ReportDimension
  /** Every dimension a row can drill down by (not `by`, not one already fixed). */
  offered: readonly ReportDimension[]
  /** This page with each row drilling down by `dim`. */
  chooseHref(dim: ReportDimension): string
  /** The report narrowed to `value` of `by`, split by `then` (none: no link). */
  rowHref(value: string): string | undefined
}

/** Where the drill-down's choice sits: its links come back to it. */
const DRILL_CHOICE_ID = 'drill-choice'

/**
 * A report's rows drilling down by its `?then=` (or the usual next step), each choice a link made
 * by `pageHref` (this page with `then` set) that comes back to the choice.
 */
export function reportDrill(
  query: ReportQuery,
  pageHref: (then: ReportDimension) => string,
): ReportDrill {
  const fixed = fixedDimensions(query)
  const then = query.then ?? usualDrill(query.by, fixed)
  return {
    then,
    offered: drillDimensions(query.by, fixed),
    chooseHref: (dim) => `${pageHref(dim)}#${DRILL_CHOICE_ID}`,
    rowHref: (value) => drillHref(query, value, then),
  }
}

interface ReportTableProps {
  caption: string
  by: ReportDimension
  rows: readonly ReportRow[]
  drill: ReportDrill
  /** A campaign row's block list link, if any. */
  blocklistHref?(campaign: string): string
  /** Each zone's verdict, for one campaign split by a zone dimension. */
  verdicts?: ZoneVerdicts
  /** The rows' order and each header's link; without them the headers are plain text. */
  sort?: TableSort
  sortHref?(column: string, dir: SortDir): string
}

const percent = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(2)}%`)
const money = (micros: number | undefined) => (micros === undefined ? '–' : formatMicros(micros))

export function ReportTable({
  caption,
  by,
  rows,
  drill,
  blocklistHref,
  verdicts,
  sort,
  sortHref,
}: ReportTableProps) {
  if (rows.length === 0) return <p>Nothing counted in this range.</p>
  const drills = rows.some((row) => drill.rowHref(row.key) !== undefined)
  return (
    <>
      {drills ? <DrillChooser by={by} drill={drill} /> : null}
      <TableScroller label={caption}>
        <table className="admin-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <SortHeader column={by} label={by} sort={sort} href={sortHref} />
              {COLUMNS.map(({ id, label }) => (
                <SortHeader
                  key={id}
                  column={id}
                  label={label}
                  sort={sort}
                  href={sortHref}
                  numeric
                />
              ))}
              {verdicts ? (
                <SortHeader column="verdict" label="Verdict" sort={sort} href={sortHref} />
              ) : null}
              {blocklistHref ? <th scope="col">Block list</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const ratios = figuresOf(row)
              const name = row.key === '' ? NONE_VALUE : row.key
              // A "(source only)" row is spend on zones without a landing: nothing to drill into.
              const href = row.sourceOnly ? undefined : drill.rowHref(row.key)
              return (
                <tr key={row.key}>
                  <th scope="row">
                    {href ? (
                      <a
                        className="admin-value"
                        href={href}
                        aria-label={`${name} by ${drill.then}`}
                      >
                        {name}
                      </a>
                    ) : (
                      <span className="admin-value">{name}</span>
                    )}
                  </th>
                  <td className="num">{formatCount(row.landings)}</td>
                  <td className="num">{formatCount(row.clicks)}</td>
                  <td className="num">{formatCount(row.uniqueClicks)}</td>
                  <td className="num">{formatCount(row.directClicks)}</td>
                  <td className="num">{formatCount(row.signups)}</td>
                  <td className="num">{percent(ratios.cr)}</td>
                  <td className="num">{formatMicros(row.revenueMicros)}</td>
                  <td className="num">
                    {formatMicros(row.costMicros)}
                    <CostNote row={row} />
                  </td>
                  {/* Revenue minus cost as both are shown, to the cent (figures.ts). */}
                  <td className="num">{formatMicros(shownProfitMicros(row))}</td>
                  <td className="num">{percent(ratios.roi)}</td>
                  <td className="num">{money(ratios.epcMicros)}</td>
                  <td className="num">{money(ratios.cpaMicros)}</td>
                  <td className="num">{formatCount(row.bots)}</td>
                  {verdicts && row.sourceOnly ? <td /> : null}
                  {verdicts && !row.sourceOnly ? (
                    <VerdictCell verdicts={verdicts} zone={row.key} />
                  ) : null}
                  {blocklistHref ? (
                    <td>
                      {row.key !== '' && !row.sourceOnly ? (
                        <a href={blocklistHref(row.key)} aria-label={`${name} block list`}>
                          block list
                        </a>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroller>
    </>
  )
}

/**
 * What every row's name drills down by, as links (no JavaScript): one choice for the whole table,
 * then one click per row, as trackers' "group by" levels work.
 */
function DrillChooser({ by, drill }: { by: ReportDimension; drill: ReportDrill }) {
  const label = `Each ${by} opens its report by`
  return (
    <nav aria-label={label} className="admin-drill-choice" id={DRILL_CHOICE_ID}>
      <span aria-hidden="true">{label}:</span>
      <ul className="admin-presets">
        {drill.offered.map((dim) => (
          <li key={dim}>
            <a href={drill.chooseHref(dim)} aria-current={dim === drill.then ? 'true' : undefined}>
              {dim}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * How a cost with pulled or pushed spend in it was found (decision 047): "split by landings",
 * "estimated from campaign total", "source only", and "as of HH:MM UTC" for today's spend, read
 * at that time; nothing for the macro and the manual cost alone.
 */
export function CostNote({ row }: { row: Pick<ReportRow, 'costBasis' | 'costAsOf'> }) {
  const words: string[] = [...(row.costBasis ?? [])]
  if (row.costAsOf !== undefined) {
    words.push(`as of ${new Date(row.costAsOf).toISOString().slice(11, 16)} UTC`)
  }
  if (words.length === 0) return null
  // One phrase a line, each kept whole; the commas are for a screen reader and the page's text.
  return (
    <span className="admin-cost-note">
      {words.map((phrase, i) => (
        <span key={phrase}>
          {phrase}
          {i < words.length - 1 ? ', ' : ''}
        </span>
      ))}
    </span>
  )
}

/** The verdict in a word (a class for its weight, never colour alone), then its reason. */
function VerdictCell({ verdicts, zone }: { verdicts: ZoneVerdicts; zone: string }) {
  const { verdict, reason } = verdictOf(verdicts, zone)
  return (
    <td className="admin-verdict">
      <strong className={`verdict-${verdict}`}>{verdict}</strong> <span>{reason}</span>
    </td>
  )
}
