import { describe, expect, it } from 'vitest'
import { allCities } from '../../../src/search/city-index'
import { milesBetween, nearbyCities, nearestListedCity } from '../../../src/search/geo'

/** The same answers by brute force: every city's distance, sorted. */
function bruteForce(lat: number, lon: number, count: number, skipId?: number) {
  return allCities()
    .filter((city) => city.id !== skipId)
    .map((city) => ({
      id: city.id,
      miles: milesBetween(lat, lon, city.lat, city.lon),
      pop: city.population,
    }))
    .sort((a, b) => a.miles - b.miles || b.pop - a.pop)
    .slice(0, count)
    .map((c) => c.id)
}

describe('the nearest-city search over grid cells', () => {
  it('finds exactly the 8 nearest cities a scan of every city finds, for every listed city', () => {
    for (const city of allCities()) {
      const nearby = nearbyCities(city).map((n) => n.city.id)
      expect(nearby, `${city.name}, ${city.state}`).toEqual(
        bruteForce(city.lat, city.lon, 8, city.id),
      )
    }
  })

  it('finds the nearest city from points far from any, and says none within a short reach', () => {
    for (const [lat, lon] of [
      [67.5, -152],
      [19.5, -155.5],
      [45, -110],
      [25.5, -80.5],
      [48.9, -122.7],
    ] as const) {
      const nearest = nearestListedCity(lat, lon, 100_000)
      expect(nearest?.city.id, `${lat},${lon}`).toBe(bruteForce(lat, lon, 1)[0])
    }
    expect(nearestListedCity(67.5, -152, 100)).toBeUndefined()
  })
})
