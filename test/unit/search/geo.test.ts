/** Great-circle distances and the nearest listed cities. */
import { describe, expect, it } from 'vitest'
import { listedCity } from '../../../src/search/city-index'
import { milesBetween, nearbyCities, nearestListedCity } from '../../../src/search/geo'

describe('milesBetween', () => {
  it('measures great-circle miles', () => {
    expect(milesBetween(0, 0, 0, 0)).toBe(0)
    // New York City to Los Angeles: about 2,450 miles
    expect(milesBetween(40.71, -74.01, 34.05, -118.24)).toBeGreaterThan(2400)
    expect(milesBetween(40.71, -74.01, 34.05, -118.24)).toBeLessThan(2500)
    expect(milesBetween(30.27, -97.74, 29.76, -95.36)).toBeCloseTo(146, -1) // Austin-Houston
  })
})

describe('nearbyCities', () => {
  it("lists Houston's 8 nearest cities, suburbs included, closest first", () => {
    const houston = listedCity('Texas', 'Houston')!
    const nearby = nearbyCities(houston)
    expect(nearby).toHaveLength(8)
    expect(nearby.map((n) => n.city.name)).not.toContain('Houston')
    expect(nearby.map((n) => n.city.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(Pasadena|Pearland|Sugar Land|Bellaire|South Houston)$/),
      ]),
    )
    const miles = nearby.map((n) => n.miles)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
  })

  it('crosses state lines', () => {
    const jerseyCity = listedCity('New Jersey', 'Jersey City')!
    expect(nearbyCities(jerseyCity).some((n) => n.city.state === 'New York')).toBe(true)
  })
})

describe('nearestListedCity', () => {
  it('finds the nearest city within the radius, else nothing', () => {
    expect(nearestListedCity(30.27, -97.74, 100)?.city.name).toBe('Austin')
    expect(nearestListedCity(48.85, 2.35, 100)).toBeUndefined() // Paris
  })
})
