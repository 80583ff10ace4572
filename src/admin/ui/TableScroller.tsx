/**
 * A wide table's sideways-scrolling box on a phone, reachable by keyboard: a focusable region
 * named after the table (axe's scrollable-region-focusable; WCAG 2.1.1), so arrow keys scroll it.
 */
import type { ReactNode } from 'react'
import type { SortDir, TableSort } from './table-sort'
import { SortHeader } from './SortHeader'

export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

/** A column of a table: its id (what `?{table}_sort=` names) and its header. */
interface TableColumn {
  id: string
  label: string
  /** False for a column of text among the numbers (its first click sorts A to Z). */
  numeric?: boolean
}

/**
 * A plain dashboard table in its scroller: a row header column, then numeric columns, each
 * header a sort link when the table is sorted.
 */
export function NumbersTable(props: {
  caption: string
  name: TableColumn
  columns: readonly TableColumn[]
  sort?: TableSort
  sortHref?(column: string, dir: SortDir): string
  children: ReactNode
}) {
  const { sort, sortHref: href } = props
  return (
    <TableScroller label={props.caption}>
      <table className="admin-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <SortHeader column={props.name.id} label={props.name.label} sort={sort} href={href} />
            {props.columns.map(({ id, label, numeric = true }) => (
              <SortHeader
                key={id}
                column={id}
                label={label}
                sort={sort}
                href={href}
                numeric={numeric}
              />
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </TableScroller>
  )
}
