/** What an operator's request may carry (days, ranges, whole numbers), and walks they bound. */
import { describe, expect, it } from 'vitest'
import { readFilters } from '../../../src/reports/dashboard-filters'
import {
  daysBetween,
  MAX_RANGE_DAYS,
  MAX_WALK_DAYS,
  readDay,
  readWholeNumber,
  shiftDay,
} from '../../../src/reports/operator-input'
import { zoneDays } from '../../../src/reports/zone-days'

const NOW = new Date('2026-12-02T12:00:00Z')
const query = (values: Record<string, string>) => (name: string) => values[name]

describe('readDay', () => {
  it('takes a calendar day from 2000-01-01 to 2099-12-31', () => {
    for (const day of ['2000-01-01', '2024-02-29', '2099-12-31']) {
      expect(readDay(day, 'from')).toEqual({ ok: true, value: day })
    }
  })

  it('refuses days outside the window, saying which window', () => {
    for (const day of ['9999-12-31', '0000-01-01', '1999-12-31', '2100-01-01']) {
      expect(readDay(day, 'The “to” date')).toEqual({
        ok: false,
        error: 'The “to” date must be a day from 2000-01-01 to 2099-12-31.',
      })
    }
  })

  it('refuses what is no calendar day', () => {
    for (const day of ['2026-02-30', '2025-02-29', '-1', '+010000-01-01', '2026-1-1', '']) {
      expect(readDay(day, 'from')).toEqual({ ok: false, error: 'from is not a date (YYYY-MM-DD).' })
    }
  })
})

describe('readWholeNumber', () => {
  it('takes digits within the bounds', () => {
    expect(readWholeNumber('2', 'page=', { min: 1, max: 10 })).toEqual({ ok: true, value: 2 })
  })

  it('refuses exponents, signs, hex, spaces, prototype names and numbers past the bounds', () => {
    for (const value of ['1e308', '-5', '0x10', ' 2', '__proto__', 'Infinity', '0', '11', '']) {
      expect(readWholeNumber(value, 'page=', { min: 1, max: 10 })).toEqual({
        ok: false,
        error: 'page= must be a whole number from 1 to 10.',
      })
    }
  })
})

describe('day arithmetic', () => {
  it('gives no day past year 9999 rather than one that sorts before it', () => {
    expect(shiftDay('9999-12-31', 1)).toBe('')
    expect(shiftDay('0000-01-01', -1)).toBe('')
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365)
  })
})

describe('zoneDays', () => {
  it('refuses a walk without an end instead of walking forever', () => {
    expect(zoneDays('UTC', '2099-12-31', '2099-12-31')?.end).toBe('2100-01-01T00')
    expect(() => zoneDays('UTC', '9999-12-02', '9999-12-31')).toThrow(RangeError)
    expect(() => zoneDays('UTC', '-000001-12', '0000-01-01')).toThrow(RangeError)
    expect(() => zoneDays('UTC', '2026-02-30', '2026-03-01')).toThrow(RangeError)
    expect(() => zoneDays('UTC', '2026-03-02', '2026-03-01')).toThrow(RangeError)
    expect(() => zoneDays('UTC', '2000-01-01', shiftDay('2000-01-01', MAX_WALK_DAYS))).toThrow(
      RangeError,
    )
  })
})

describe('readFilters with dates that used to loop forever', () => {
  it('shows the last 30 days with a message for to=9999-12-31', () => {
    const reading = readFilters(query({ to: '9999-12-31' }), NOW)
    expect(reading.filters).toMatchObject({ from: '2026-11-03', to: '2026-12-02' })
    expect(reading.errors).toEqual([
      'The “to” date must be a day from 2000-01-01 to 2099-12-31; using 2026-12-02.',
    ])
  })

  it('shows the last 30 days with a message for from=0000-01-01 and to=0000-01-01', () => {
    const reading = readFilters(
      query({ from: '0000-01-01', to: '0000-01-01', tz: 'America/New_York' }),
      NOW,
    )
    expect(reading.filters).toMatchObject({ from: '2026-11-03', to: '2026-12-02' })
    expect(reading.errors).toHaveLength(2)
    expect(reading.hours.days).toHaveLength(30)
  })

  it('keeps a range to 400 days, the retention', () => {
    const reading = readFilters(query({ from: '2000-01-01', to: '2099-12-31' }), NOW)
    expect(MAX_RANGE_DAYS).toBe(400)
    expect(reading.filters.from).toBe(shiftDay('2099-12-31', -(MAX_RANGE_DAYS - 1)))
    expect(reading.hours.days).toHaveLength(MAX_RANGE_DAYS)
    expect(reading.errors).toEqual([
      'A range covers at most 400 days; showing the last 400 up to “to”.',
    ])
  })

  it('answers a page past the bounds with a message and page 1', () => {
    const reading = readFilters(query({ page: '1e308' }), NOW)
    expect(reading.filters.page).toBe(1)
    expect(reading.errors).toEqual(['page= must be a whole number from 1 to 10000; using page 1.'])
  })
})
