/** Sorting admin tables by link: reading ?sort=&dir=, and the order rows take. */
import { describe, expect, it } from 'vitest'
import { nextDir, readTableSort, sortRows } from '../../../../src/admin/ui/table-sort'

const COLUMNS = ['zone', 'landings', 'roi']
const USUAL = { column: 'landings', dir: 'desc' } as const

describe('reading a table’s sort', () => {
  const query = (params: Record<string, string>) => (name: string) => params[name]

  it('takes the usual order when none is asked, and a table’s own pair of parameters', () => {
    expect(readTableSort(query({}), COLUMNS, USUAL)).toEqual({ sort: USUAL })
    expect(
      readTableSort(query({ day_sort: 'roi', day_dir: 'asc' }), COLUMNS, USUAL, 'day'),
    ).toEqual({
      sort: { column: 'roi', dir: 'asc' },
    })
  })

  it('starts a name column A to Z and a number column largest first', () => {
    expect(readTableSort(query({ sort: 'zone' }), COLUMNS, USUAL).sort.dir).toBe('asc')
    expect(readTableSort(query({ sort: 'roi' }), COLUMNS, USUAL).sort.dir).toBe('desc')
    expect(nextDir({ column: 'roi', dir: 'desc' }, 'roi', false)).toBe('asc')
  })

  it('says which columns exist when asked for another, or for a direction it does not know', () => {
    expect(readTableSort(query({ sort: 'colour' }), COLUMNS, USUAL).error).toBe(
      'sort= must be one of zone, landings, roi.',
    )
    expect(readTableSort(query({ sort: 'roi', dir: 'up' }), COLUMNS, USUAL).error).toBe(
      'dir= must be asc or desc.',
    )
  })
})

describe('sorting rows', () => {
  const rows = [
    { zone: 'b', roi: 10 },
    { zone: 'a', roi: undefined },
    { zone: 'c', roi: -5 },
    { zone: 'd', roi: 10 },
  ]
  const value = (row: (typeof rows)[number], column: string) =>
    column === 'roi' ? row.roi : row.zone

  it('puts rows without a value last either way, and keeps ties in their order', () => {
    const names = (dir: 'asc' | 'desc') =>
      sortRows(rows, { column: 'roi', dir }, value).map((row) => row.zone)
    expect(names('desc')).toEqual(['b', 'd', 'c', 'a'])
    expect(names('asc')).toEqual(['c', 'b', 'd', 'a'])
  })
})
