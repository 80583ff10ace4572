import { describe, expect, it } from 'vitest'
import { visitorOf } from '../../../../src/campaign/core/visitor'
import { readFilters } from '../../../../src/reports/dashboard-filters'
import { niceMax } from '../../../../src/admin/ui/DailyChart'

const ua = (userAgent: string, extra: Record<string, string> = {}) =>
  visitorOf(new Request('https://example.org/', { headers: { 'User-Agent': userAgent, ...extra } }))
    .device

describe('the device class of a visitor', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(ua('Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/142.0 Mobile Safari/537.36')).toBe(
      'phone',
    )
    expect(ua('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/142.0 Safari/537.36')).toBe('tablet')
    expect(ua('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) Mobile/15E148')).toBe('tablet')
    expect(ua('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe('phone')
    expect(ua('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/142.0 Safari/537.36')).toBe(
      'desktop',
    )
    expect(ua('')).toBe('desktop')
    expect(ua('Mozilla/5.0 (Linux; Android 10; K)', { 'Sec-CH-UA-Mobile': '?1' })).toBe('tablet')
    expect(ua('Mozilla/5.0 (X11; Linux x86_64)', { 'Sec-CH-UA-Mobile': '?1' })).toBe('phone')
  })
})

describe('readFilters', () => {
  const NOW = new Date('2026-11-22T12:00:00Z')
  const read = (query: Record<string, string>) => readFilters((name) => query[name], NOW)

  it('defaults to the 30 days up to today, all campaigns, by clicks, largest first', () => {
    const { hours, ...reading } = read({})
    expect(reading).toEqual({
      filters: {
        from: '2026-10-24',
        to: '2026-11-22',
        tz: 'UTC',
        campaign: '',
        sort: 'clicks',
        order: 'desc',
        page: 1,
      },
      errors: [],
    })
    expect(hours.current).toEqual({ first: '2026-10-24T00', last: '2026-11-22T23' })
  })

  it('keeps valid values and reports each unreadable one, falling back to its default', () => {
    expect(
      read({
        from: '2026-01-01',
        to: '2026-01-31',
        campaign: 'x_1',
        sort: 'campaign',
        order: 'asc',
        page: '3',
      }).filters,
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      tz: 'UTC',
      campaign: 'x_1',
      sort: 'campaign',
      order: 'asc',
      page: 3,
    })
    expect(read({ to: '2026-02-30' }).errors).toHaveLength(1)
    expect(read({ from: '2026-12-01', to: '2026-11-01' }).filters.from).toBe('2026-10-03')
    // A range is at most 400 days (operator-input.ts, the counts' retention): 2020 is cut there.
    expect(read({ from: '2020-01-01' }).filters.from).toBe('2025-10-19')
    expect(read({ campaign: 'a b' })).toMatchObject({
      filters: { campaign: '' },
      errors: [expect.any(String)],
    })
    expect(read({ sort: 'DROP TABLE', order: 'sideways', page: '-1' }).filters).toMatchObject({
      sort: 'clicks',
      order: 'desc',
      page: 1,
    })
    for (const page of ['0', '1.5', 'x', '99999999']) {
      expect(read({ page }).filters.page, page).toBe(1)
    }
  })
})

describe('niceMax', () => {
  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000])
  })
})
