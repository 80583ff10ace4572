/** Local days of a time zone as UTC hour bounds, and the dashboard filters that use them. */
import { describe, expect, it } from 'vitest'
import { readFilters } from '../../../src/reports/dashboard-filters'
import {
  canonicalZone,
  dayIndexOfHour,
  hourSpan,
  zoneDays,
  zoneDayStart,
  zoneToday,
} from '../../../src/reports/zone-days'
import { TIME_ZONE_CHOICES } from '../../../src/admin/ui/time-zones'

/** Hours from `first` through `last`, both inclusive. */
const hoursIn = ({ first, last }: { first: string; last: string }) =>
  (Date.parse(`${last}:00:00Z`) - Date.parse(`${first}:00:00Z`)) / 3_600_000 + 1

describe('a time zone’s days as UTC hours', () => {
  it('cuts UTC days at midnight UTC', () => {
    expect(zoneDays('UTC', '2026-03-07', '2026-03-08')).toEqual({
      days: [
        { day: '2026-03-07', firstHour: '2026-03-07T00' },
        { day: '2026-03-08', firstHour: '2026-03-08T00' },
      ],
      end: '2026-03-09T00',
    })
  })

  it('gives New York 24 hours on a winter day and 23 on the day clocks go forward', () => {
    const local = zoneDays('America/New_York', '2026-03-07', '2026-03-08')!
    expect(local).toEqual({
      days: [
        { day: '2026-03-07', firstHour: '2026-03-07T05' },
        { day: '2026-03-08', firstHour: '2026-03-08T05' },
      ],
      end: '2026-03-09T04',
    })
    expect(hourSpan('2026-03-07T05', '2026-03-08T05')).toEqual({
      first: '2026-03-07T05',
      last: '2026-03-08T04',
    })
    expect(hoursIn(hourSpan('2026-03-08T05', local.end))).toBe(23)
  })

  it('gives New York 25 hours on the day clocks go back', () => {
    const local = zoneDays('America/New_York', '2026-11-01', '2026-11-01')!
    expect(local.days[0]!.firstHour).toBe('2026-11-01T04')
    expect(hoursIn(hourSpan(local.days[0]!.firstHour, local.end))).toBe(25)
  })

  it('starts a day east of UTC on the UTC day before, and a day with no midnight at its first hour', () => {
    expect(zoneDayStart('Asia/Tokyo', '2026-03-08')).toBe('2026-03-07T15')
    // Havana's clocks go from 23:59 to 01:00 on 2026-03-08: the day begins at 01:00 CDT.
    expect(zoneDayStart('America/Havana', '2026-03-08')).toBe('2026-03-08T05')
    expect(zoneDayStart('America/Havana', '2026-03-09')).toBe('2026-03-09T04')
  })

  it('refuses zones whose days begin inside a UTC hour', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns']) {
      expect(zoneDays(zone, '2026-03-07', '2026-03-08'), zone).toBeUndefined()
    }
    // New York kept its local mean time (UTC-4:56:02) until 1883.
    expect(zoneDayStart('America/New_York', '1850-03-07')).toBeUndefined()
    // Lord Howe Island: +11 in its summer, +10:30 in its winter.
    expect(zoneDays('Australia/Lord_Howe', '2026-01-07', '2026-01-08')).toBeDefined()
    expect(zoneDays('Australia/Lord_Howe', '2026-07-07', '2026-07-08')).toBeUndefined()
  })

  it('puts each UTC hour of the range in its local day', () => {
    const { days } = zoneDays('America/New_York', '2026-03-07', '2026-03-08')!
    expect(dayIndexOfHour(days, '2026-03-07T04')).toBe(-1)
    expect(dayIndexOfHour(days, '2026-03-07T05')).toBe(0)
    expect(dayIndexOfHour(days, '2026-03-08T04')).toBe(0)
    expect(dayIndexOfHour(days, '2026-03-08T05')).toBe(1)
    expect(dayIndexOfHour(days, '2026-03-09T03')).toBe(1)
  })

  it('knows today in the zone, and zone names as Intl spells them', () => {
    const now = new Date('2026-03-08T03:00:00Z')
    expect(zoneToday('America/New_York', now)).toBe('2026-03-07')
    expect(zoneToday('UTC', now)).toBe('2026-03-08')
    expect(zoneToday('Asia/Tokyo', new Date('2026-03-07T15:00:00Z'))).toBe('2026-03-08')
    expect(canonicalZone('america/new_york')).toBe('America/New_York')
    for (const name of ['Mars/Olympus_Mons', '../../etc/passwd', '', 'x'.repeat(65)]) {
      expect(canonicalZone(name), name).toBeUndefined()
    }
  })

  it('offers in its select only zones that Intl spells the same and that cut whole hours', () => {
    for (const { zone } of TIME_ZONE_CHOICES) {
      expect(canonicalZone(zone)).toBe(zone)
      expect(zoneDays(zone, '2026-01-01', '2026-12-31'), zone).toBeDefined()
    }
  })
})

describe('readFilters in a time zone', () => {
  const NOW = new Date('2026-03-09T02:00:00Z')
  const read = (query: Record<string, string>) => readFilters((name) => query[name], NOW)

  it('reads from and to as days in the zone, today being today there', () => {
    const { filters, errors, hours } = read({ tz: 'America/New_York' })
    expect(errors).toEqual([])
    expect(filters).toMatchObject({ tz: 'America/New_York', from: '2026-02-07', to: '2026-03-08' })
    expect(hours.current).toEqual({ first: '2026-02-07T05', last: '2026-03-09T03' })
    expect(hours.previous).toEqual({ first: '2026-01-08T05', last: '2026-02-07T04' })
    expect(hours.days).toHaveLength(30)
    expect(read({}).filters).toMatchObject({ tz: 'UTC', to: '2026-03-09' })
  })

  it('falls back to UTC with a message for an unknown zone or one it cannot cut', () => {
    const unknown = read({ tz: 'Mars/Olympus_Mons', from: '2026-03-08', to: '2026-03-08' })
    expect(unknown.filters.tz).toBe('UTC')
    expect(unknown.errors).toEqual([
      '“Mars/Olympus_Mons” is not a time zone (an IANA name such as America/New_York); showing UTC.',
    ])
    expect(unknown.hours.current).toEqual({ first: '2026-03-08T00', last: '2026-03-08T23' })
    const india = read({ tz: 'Asia/Kolkata' })
    expect(india.filters).toMatchObject({ tz: 'UTC', to: '2026-03-09' })
    expect(india.errors).toEqual([
      'Asia/Kolkata: its days do not begin on a whole UTC hour in this range (counts are kept per UTC hour); showing UTC.',
    ])
  })
})
