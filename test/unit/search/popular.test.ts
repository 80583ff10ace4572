/** The home page's popular row: the largest cities, one slot per place a visitor would pick. */
import { describe, expect, it } from 'vitest'
import { allCities } from '../../../src/search/city-index'
import { milesBetween } from '../../../src/search/geo'
import { popularCities, POPULAR_SPACING_MILES } from '../../../src/search/popular'

describe('popularCities', () => {
  const popular = popularCities()
  const names = popular.map((c) => c.name)

  it('gives New York City one slot, not five: its boroughs stay out of the row', () => {
    expect(popular).toHaveLength(12)
    expect(names[0]).toBe('New York City')
    for (const borough of ['Brooklyn', 'Queens', 'Manhattan', 'The Bronx']) {
      expect(names).not.toContain(borough)
    }
  })

  it('keeps no two cities within the spacing, and skips only cities near a larger one', () => {
    for (const [i, a] of popular.entries()) {
      for (const b of popular.slice(i + 1)) {
        expect(milesBetween(a.lat, a.lon, b.lat, b.lon), `${a.name}, ${b.name}`).toBeGreaterThan(
          POPULAR_SPACING_MILES,
        )
      }
    }
    const smallest = popular.at(-1)!.population
    for (const city of allCities().filter((c) => c.population >= smallest)) {
      if (names.includes(city.name)) continue
      const larger = popular.find(
        (p) =>
          p.population > city.population &&
          milesBetween(p.lat, p.lon, city.lat, city.lon) <= POPULAR_SPACING_MILES,
      )
      expect(larger, city.name).toBeDefined()
    }
  })

  it('is largest first and holds the big cities of other states', () => {
    const populations = popular.map((c) => c.population)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
    expect(names).toEqual(expect.arrayContaining(['Los Angeles', 'Chicago', 'Houston']))
  })
})
