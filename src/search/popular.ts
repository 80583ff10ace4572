/** The largest listed cities nationwide, for the home page and helpful 404s. */
import { allCities, type ListedCity } from './city-index'
import { milesBetween } from './geo'
import { noteBuilt } from '../shared/built-on-first-use'

const POPULAR_COUNT = 12
/**
 * A city this close to a larger one already in the row is part of the same place for a visitor
 * choosing where to look: New York City's boroughs would otherwise take 4 of the 12 slots.
 */
export const POPULAR_SPACING_MILES = 15
let popular: readonly ListedCity[] | undefined

/** The 12 largest listed cities, largest first, none near a larger one; computed once per isolate. */
export function popularCities(): readonly ListedCity[] {
  if (popular) return popular
  noteBuilt('popular row')
  popular = pickPopular([...allCities()].sort((a, b) => b.population - a.population))
  return popular
}

function pickPopular(largestFirst: readonly ListedCity[]): ListedCity[] {
  const picked: ListedCity[] = []
  for (const city of largestFirst) {
    if (picked.length === POPULAR_COUNT) break
    const nearLarger = picked.some(
      (p) => milesBetween(p.lat, p.lon, city.lat, city.lon) <= POPULAR_SPACING_MILES,
    )
    if (!nearLarger) picked.push(city)
  }
  return picked
}
