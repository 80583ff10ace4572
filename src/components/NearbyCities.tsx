/** The 8 listed cities nearest to a city, in any state, with distances in miles. */
import { nearbyCityRefs } from '../search/city-refs'
import { CityLinks } from './CityLinks'

export function NearbyCities({ state, city }: { state: string; city: string }) {
  // Worked out at build time: the city index and its grid are not built for a city page.
  const nearby = nearbyCityRefs(state, city)
  return nearby.length === 0 ? null : <CityLinks heading={`Cities near ${city}`} cities={nearby} />
}
