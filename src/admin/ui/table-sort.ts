/**
 * Sorting an admin table by any column, server-side, by link: `?sort=COLUMN&dir=asc|desc` (a
 * page with several tables gives each its own pair, `{table}_sort` and `{table}_dir`), so it
 * works without JavaScript and a sorted view can be bookmarked.
 */

export type SortDir = 'asc' | 'desc'

export interface TableSort {
  column: string
  dir: SortDir
}

/** A table's sort parameters: `sort`/`dir`, or `{table}_sort`/`{table}_dir`. */
export function sortParams(table = ''): { sort: string; dir: string } {
  return table ? { sort: `${table}_sort`, dir: `${table}_dir` } : { sort: 'sort', dir: 'dir' }
}

/**
 * The sort a query asks of a table whose columns are `columns`, or `fallback`; an unknown column
 * or direction is the operator's input: an error (the page answers 400 and says so).
 */
export function readTableSort(
  query: (name: string) => string | undefined,
  columns: readonly string[],
  fallback: TableSort,
  table = '',
): { sort: TableSort; error?: string } {
  const names = sortParams(table)
  const column = query(names.sort)
  const dir = query(names.dir)
  if (column !== undefined && !columns.includes(column)) {
    return { sort: fallback, error: `${names.sort}= must be one of ${columns.join(', ')}.` }
  }
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc') {
    return { sort: fallback, error: `${names.dir}= must be asc or desc.` }
  }
  if (column === undefined) return { sort: dir ? { ...fallback, dir } : fallback }
  return { sort: { column, dir: dir ?? (column === columns[0] ? 'asc' : 'desc') } }
}

/**
 * Rows sorted by one column's value (numbers as numbers, text by locale); a row without a value
 * (a ratio with nothing to divide by) goes last either way; ties keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: TableSort,
  valueOf: (row: T, column: string) => number | string | undefined,
): T[] {
  const sign = sort.dir === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined) {
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value))
      return order * sign || a.index - b.index
    })
    .map(({ row }) => row)
}

/** The link that sorts `table` by `column` in `dir`, keeping every other parameter of `current`. */
export function sortHref(
  path: string,
  current: URLSearchParams,
  table: string,
  sort: TableSort,
  anchor = '',
): string {
  const query = new URLSearchParams(current)
  const names = sortParams(table)
  query.set(names.sort, sort.column)
  query.set(names.dir, sort.dir)
  return `${path}?${query}${anchor ? `#${anchor}` : ''}`
}

/** The direction a header's link asks for: the sorted column reversed, another its natural first. */
export function nextDir(sort: TableSort | undefined, column: string, textual: boolean): SortDir {
  if (sort?.column === column) return sort.dir === 'desc' ? 'asc' : 'desc'
  return textual ? 'asc' : 'desc'
}

/** A column of a table sorted by link: its id in `?{table}_sort=`, its header, its value. */
export interface SortColumn<T> {
  id: string
  label: string
  /** A number: right-aligned, and its first click sorts the largest first. */
  numeric?: boolean
  value(row: T): number | string | undefined
}

/** Rows sorted by the column a sort names (table-sort's rules: empty values last, ties kept). */
export function sortByColumns<T>(
  rows: readonly T[],
  sort: TableSort,
  columns: readonly SortColumn<T>[],
): T[] {
  const column = columns.find(({ id }) => id === sort.column)
  return column ? sortRows(rows, sort, (row) => column.value(row)) : [...rows]
}

/** A page's sortable table: the columns a query may name, and its order when it names none. */
export interface SortableTable {
  columns: readonly string[]
  usual: TableSort
}

/** Every table's sort as the query asks (`{table}_sort`, `{table}_dir`), and what it could not read. */
export function readTableSorts<K extends string>(
  query: (name: string) => string | undefined,
  tables: Readonly<Record<K, SortableTable>>,
): { sorts: Record<K, TableSort>; errors: string[] } {
  const errors: string[] = []
  const sorts = {} as Record<K, TableSort>
  for (const table of Object.keys(tables) as K[]) {
    const { columns, usual } = tables[table]
    const read = readTableSort(query, columns, usual, table)
    if (read.error) errors.push(read.error)
    sorts[table] = read.sort
  }
  return { sorts, errors }
}

/** `base` with every table's order that is not its usual one: what a page's links carry. */
export function withSorts<K extends string>(
  base: URLSearchParams,
  tables: Readonly<Record<K, SortableTable>>,
  sorts: Readonly<Record<K, TableSort>>,
): URLSearchParams {
  const query = new URLSearchParams(base)
  for (const table of Object.keys(tables) as K[]) {
    const sort = sorts[table]
    const { usual } = tables[table]
    if (sort.column === usual.column && sort.dir === usual.dir) continue
    const names = sortParams(table)
    query.set(names.sort, sort.column)
    query.set(names.dir, sort.dir)
  }
  return query
}

/** A table's order and each of its headers' links. */
export interface Sorting {
  sort: TableSort
  href(column: string, dir: SortDir): string
}

/** The sorting of `table` on the page at `path` whose links keep `here` (and jump to `anchor`). */
export function tableSorting(
  path: string,
  here: URLSearchParams,
  table: string,
  sort: TableSort,
  anchor = '',
): Sorting {
  return { sort, href: (column, dir) => sortHref(path, here, table, { column, dir }, anchor) }
}

/** A table whose columns are `columns` and whose usual order is `usual`, for readTableSorts. */
export function sortableTable<T>(
  columns: readonly SortColumn<T>[],
  usual: TableSort,
): SortableTable {
  return { columns: columns.map(({ id }) => id), usual }
}
