/** The 8 listed cities nearest to a city, in any state, with distances in miles. */
import { listedCity } from '../search/city-index'
import { nearbyCities } from '../search/geo'
import { CityLinks } from './CityLinks'

export function NearbyCities({ state, city }: { state: string; city: string }) {
  const here = listedCity(state, city)
  if (!here) return null
  const nearby = nearbyCities(here).map((n) => ({ ...n.city, miles: n.miles }))
  return <CityLinks heading={`Cities near ${city}`} cities={nearby} />
}
