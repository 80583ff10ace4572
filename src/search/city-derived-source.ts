/**
 * What the build writes to src/data/cities/city-derived.ts, worked out by the same code the
 * worker would run (the nearest-city search, the popular pick, foldName), so the worker reads
 * it as data instead of building the city index and its grid on a cold isolate's first city,
 * home or search page. Run by scripts/generate-build-data.ts (`npm run build`); a unit test
 * compares it with the generated module, so stale data fails.
 */
import { allCities } from './city-index'
import { foldName } from './fold-name'
import { NEARBY_COUNT, nearbyCities } from './geo'
import { encodeNumbers } from './number-code'
import { popularCities } from './popular'
import { CITIES_BY_STATE } from '../data/cities/cities'

export interface CityDerived {
  nearbyCities: string
  popularCityIds: readonly number[]
  cityKeysByState: Readonly<Record<string, readonly string[]>>
}

export function cityDerived(): CityDerived {
  const nearby = allCities().flatMap((city) => {
    const found = nearbyCities(city)
    if (found.length !== NEARBY_COUNT) throw new Error(`city-derived: ${city.name} has no 8`)
    // Whole miles as CityLinks shows them.
    return found.flatMap(({ city: near, miles }) => [near.id, Math.max(1, Math.round(miles))])
  })
  return {
    nearbyCities: encodeNumbers(nearby),
    popularCityIds: popularCities().map((city) => city.id),
    cityKeysByState: Object.fromEntries(
      Object.entries(CITIES_BY_STATE).map(([state, names]) => [state, names.map(foldName)]),
    ),
  }
}
