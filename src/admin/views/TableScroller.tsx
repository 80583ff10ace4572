/**
 * A wide table's sideways-scrolling box on a phone, reachable by keyboard: a focusable region
 * named after the table (axe's scrollable-region-focusable; WCAG 2.1.1), so arrow keys scroll it.
 */
import type { ReactNode } from 'react'

export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

/** A plain dashboard table in its scroller: a row header column, then numeric columns. */
export function NumbersTable(props: {
  caption: string
  nameLabel: string
  columns: readonly string[]
  children: ReactNode
}) {
  return (
    <TableScroller label={props.caption}>
      <table className="admin-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.nameLabel}</th>
            {props.columns.map((column) => (
              <th key={column} scope="col" className="num">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </TableScroller>
  )
}
