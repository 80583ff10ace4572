/** The 12 largest listed cities nationwide, as a row of links. */
import { popularCities } from '../search/popular'
import { CityLinks } from './CityLinks'

/** Ranked on first use, once per isolate: the home page and every 404 show the same row. */
export function PopularCities() {
  return <CityLinks heading="Popular cities" cities={popularCities()} />
}
