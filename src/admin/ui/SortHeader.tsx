/**
 * A column header that sorts its table by link (table-sort.ts): the sorted column says so to a
 * screen reader (aria-sort) and to the eye (an arrow), and its link reverses it.
 */
import { nextDir, type SortColumn, type SortDir, type Sorting, type TableSort } from './table-sort'

interface SortHeaderProps {
  column: string
  label: string
  /** The table's sort; without it the header is plain text. */
  sort?: TableSort
  href?(column: string, dir: SortDir): string
  numeric?: boolean
}

export function SortHeader({ column, label, sort, href, numeric }: SortHeaderProps) {
  const className = numeric ? 'num' : undefined
  if (!sort || !href) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    )
  }
  const active = sort.column === column
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined
  return (
    <th scope="col" className={className} aria-sort={ariaSort}>
      <a href={href(column, nextDir(sort, column, !numeric))}>
        {label}
        {active ? (
          <span aria-hidden="true">{sort.dir === 'asc' ? '\u00a0▲' : '\u00a0▼'}</span>
        ) : null}
      </a>
    </th>
  )
}

/** A header cell per column, each a sort link when the table is sorted. */
export function SortHeaders<T>({
  columns,
  sorting,
}: {
  columns: readonly SortColumn<T>[]
  sorting?: Sorting
}) {
  return (
    <>
      {columns.map(({ id, label, numeric }) => (
        <SortHeader
          key={id}
          column={id}
          label={label}
          sort={sorting?.sort}
          href={sorting?.href}
          numeric={numeric}
        />
      ))}
    </>
  )
}
