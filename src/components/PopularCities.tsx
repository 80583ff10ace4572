/** The 12 largest listed cities nationwide, as a row of links. */
import { popularCityRefs } from '../search/city-refs'
import { CityLinks } from './CityLinks'

/** Picked at build time (search/popular.ts): the home page and every 404 show the same row. */
export function PopularCities() {
  return <CityLinks heading="Popular cities" cities={popularCityRefs()} />
}
