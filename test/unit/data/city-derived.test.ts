/**
 * What the build works out for the cities (src/data/cities/city-derived.ts, written by
 * scripts/generate-build-data.ts) is what the worker's own code works out: a stale or hand-edited
 * file fails here, and the pages read it the way the code would have answered.
 */
import { describe, expect, it } from 'vitest'
import {
  AZ_ORDERS,
  FOLDED_NAME_EXCEPTIONS,
  NEARBY_CITIES,
  POPULAR_CITY_IDS,
} from '../../../src/data/cities/city-derived'
import { AZ_INDEX_THRESHOLD, citiesAtoZ, sortKey } from '../../../src/directory/az-order'
import { citiesOf } from '../../../src/directory/lookup'
import { allCities, listedCity } from '../../../src/search/city-index'
import { cityDerived } from '../../../src/search/city-derived-source'
import { cityById, cityIdOf, nearbyCityRefs, popularCityRefs } from '../../../src/search/city-refs'
import { foldName } from '../../../src/search/fold-name'
import { STATES } from '../../../src/data/states'
import { nearbyCities } from '../../../src/search/geo'
import { popularCities } from '../../../src/search/popular'

describe('the cities data made at build time', () => {
  it('is what the worker code works out from cities.ts today (npm run build rewrites it)', () => {
    const fresh = cityDerived()
    expect(NEARBY_CITIES).toBe(fresh.nearbyCities)
    expect(POPULAR_CITY_IDS).toEqual(fresh.popularCityIds)
    expect(FOLDED_NAME_EXCEPTIONS).toEqual(fresh.foldedNameExceptions)
    expect(AZ_ORDERS).toEqual(fresh.azOrders)
  })

  it("reads every city's 8 nearby cities, with the grid search's own distances", () => {
    for (const city of allCities()) {
      expect(nearbyCityRefs(city.state, city.name), `${city.name}, ${city.state}`).toEqual(
        nearbyCities(city).map(({ city: near, miles }) => ({
          name: near.name,
          state: near.state,
          miles,
        })),
      )
    }
  })

  it('numbers cities as the index does, and knows no city outside the list', () => {
    for (const city of allCities()) {
      expect(cityIdOf(city.state, city.name)).toBe(city.id)
      expect(cityById(city.id)).toEqual({ name: city.name, state: city.state })
    }
    expect(cityIdOf('Texas', 'Gotham')).toBeUndefined()
    expect(cityIdOf('Gotham', 'Houston')).toBeUndefined()
    expect(nearbyCityRefs('Texas', 'Gotham')).toEqual([])
  })

  it("gives the popular row in popularCities' order, and each city its folded name", () => {
    expect(popularCityRefs()).toEqual(popularCities().map(({ name, state }) => ({ name, state })))
    expect(listedCity('Texas', 'Houston')!.key).toBe('houston')
    expect(listedCity('Florida', 'St. Petersburg')!.key).toBe('st petersburg')
    for (const city of allCities()) expect(city.key, city.name).toBe(foldName(city.name))
  })

  it("gives every long state's cities A-Z, each once, and a short state's none", () => {
    const long = STATES.filter(({ name }) => citiesOf(name).length > AZ_INDEX_THRESHOLD)
    expect(long.length).toBeGreaterThan(10)
    for (const { name: state } of long) {
      const aToZ = citiesAtoZ(state)
      expect([...aToZ].sort(), state).toEqual([...citiesOf(state)].sort())
      const keys = aToZ.map(sortKey)
      expect(keys, state).toEqual([...keys].sort())
    }
    expect(Object.keys(AZ_ORDERS).sort()).toEqual(long.map(({ name }) => name).sort())
  })
})
