/** Great-circle distances between listed cities and points, and the nearest listed cities. */
import { allCities, type ListedCity } from './city-index'

const EARTH_RADIUS_MILES = 3958.8
const RADIANS = Math.PI / 180

/** Haversine distance in miles between two points given in degrees. */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h =
    Math.sin(((lat2 - lat1) * RADIANS) / 2) ** 2 +
    Math.cos(lat1 * RADIANS) *
      Math.cos(lat2 * RADIANS) *
      Math.sin(((lon2 - lon1) * RADIANS) / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface NearbyCity {
  city: ListedCity
  miles: number
}

/** The listed cities nearest to a point, closest first, ties to the larger city. */
function nearestTo(lat: number, lon: number, count: number, skip?: ListedCity): NearbyCity[] {
  const nearest: NearbyCity[] = []
  for (const city of allCities()) {
    if (city === skip) continue
    const miles = milesBetween(lat, lon, city.lat, city.lon)
    if (nearest.length === count && miles >= nearest[count - 1]!.miles) continue
    nearest.push({ city, miles })
    nearest.sort((a, b) => a.miles - b.miles || b.city.population - a.city.population)
    if (nearest.length > count) nearest.pop()
  }
  return nearest
}

const NEARBY_COUNT = 8
const nearbyCache = new Map<number, readonly NearbyCity[]>()

/** The 8 listed cities nearest to a city, in any state; computed once per city and isolate. */
export function nearbyCities(city: ListedCity): readonly NearbyCity[] {
  let nearby = nearbyCache.get(city.id)
  if (!nearby) {
    nearby = nearestTo(city.lat, city.lon, NEARBY_COUNT, city)
    nearbyCache.set(city.id, nearby)
  }
  return nearby
}

/** The nearest listed city within maxMiles of a point, or undefined ("near me"). */
export function nearestListedCity(
  lat: number,
  lon: number,
  maxMiles: number,
): NearbyCity | undefined {
  const [nearest] = nearestTo(lat, lon, 1)
  return nearest && nearest.miles <= maxMiles ? nearest : undefined
}
