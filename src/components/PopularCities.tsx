/** The 12 largest listed cities nationwide, as a row of links. */
import { popularCities } from '../search/popular'
import { CityLinks } from './CityLinks'

/**
 * Worked out when the module loads (isolate start-up): ranking 2,300 cities costs a few ms of
 * CPU on a cold isolate, and the home page and every 404 show the same row.
 */
const POPULAR = popularCities()

export function PopularCities() {
  return <CityLinks heading="Popular cities" cities={POPULAR} />
}
