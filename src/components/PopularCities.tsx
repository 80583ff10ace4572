/** The 12 largest listed cities nationwide, as a row of links. */
import { popularCities } from '../search/popular'
import { CityLinks } from './CityLinks'

export function PopularCities() {
  return <CityLinks heading="Popular cities" cities={popularCities()} />
}
