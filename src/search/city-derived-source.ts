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
import { encodeNumbers } from '../shared/number-code'
import { popularCities } from './popular'
import { CITIES_BY_STATE } from '../data/cities/cities'
import { AZ_INDEX_THRESHOLD, azOrder } from '../directory/az-order'

export interface CityDerived {
  nearbyCities: string
  popularCityIds: readonly number[]
  /** Per state, the cities whose folded name is not their name in lower case (66 of 2,313). */
  foldedNameExceptions: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** Per state with an A-Z jump index, its cities' places A-Z (directory/az-order.ts). */
  azOrders: Readonly<Record<string, string>>
}

export function cityDerived(): CityDerived {
  const nearby = allCities().flatMap((city) => {
    const found = nearbyCities(city)
    if (found.length !== NEARBY_COUNT) throw new Error(`city-derived: ${city.name} has no 8`)
    return found.map(({ city: near }) => near.id)
  })
  const exceptions = Object.entries(CITIES_BY_STATE).flatMap(([state, names]) => {
    const differing = names.flatMap((name) => {
      const folded = foldName(name)
      return folded === name.toLowerCase() ? [] : [[name, folded] as const]
    })
    return differing.length === 0 ? [] : [[state, Object.fromEntries(differing)] as const]
  })
  return {
    nearbyCities: encodeNumbers(nearby),
    popularCityIds: popularCities().map((city) => city.id),
    foldedNameExceptions: Object.fromEntries(exceptions),
    azOrders: Object.fromEntries(
      Object.entries(CITIES_BY_STATE)
        .filter(([, names]) => names.length > AZ_INDEX_THRESHOLD)
        .map(([state, names]) => [state, encodeNumbers(azOrder(names))]),
    ),
  }
}
