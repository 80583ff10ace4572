/** The largest listed cities nationwide, for the home page and helpful 404s. */
import { allCities, type ListedCity } from './city-index'

const POPULAR_COUNT = 12
let popular: readonly ListedCity[] | undefined

/** The 12 largest listed cities, largest first; computed once per isolate. */
export function popularCities(): readonly ListedCity[] {
  popular ??= [...allCities()].sort((a, b) => b.population - a.population).slice(0, POPULAR_COUNT)
  return popular
}
