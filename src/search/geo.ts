/** Great-circle distances between listed cities and points, and the nearest listed cities. */
import { allCities, type ListedCity } from './city-index'
import { noteBuilt } from '../shared/built-on-first-use'

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

interface NearbyCity {
  city: ListedCity
  miles: number
}

/**
 * Every listed city in a grid of 1-degree cells, built on the first search (once per isolate).
 * A search reads only the cells around its point, ring by ring, instead of all 2,300 cities:
 * the scan of every city cost about 4 ms of CPU on a fresh isolate's first city page.
 */
let cells: Map<number, ListedCity[]> | undefined

function cityGrid(): Map<number, ListedCity[]> {
  if (cells) return cells
  noteBuilt('nearby-city grid')
  cells = new Map()
  for (const city of allCities()) {
    const key = cellKey(Math.floor(city.lat), Math.floor(city.lon))
    const cell = cells.get(key)
    if (cell) cell.push(city)
    else cells.set(key, [city])
  }
  return cells
}

function cellKey(latCell: number, lonCell: number): number {
  return (latCell + 90) * 1000 + (lonCell + 180)
}

/** Miles in a degree of latitude; a degree of longitude is this times cos(latitude). */
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180
/** Past this many rings (degrees) a search stops: farther than any listed city is from another. */
const MAX_RINGS = 60

/** The listed cities nearest to a point, closest first, ties to the larger city. */
function nearestTo(lat: number, lon: number, count: number, skip?: ListedCity): NearbyCity[] {
  const latCell = Math.floor(lat)
  const lonCell = Math.floor(lon)
  const found: NearbyCity[] = []
  const grid = cityGrid()
  for (let ring = 0; ring <= MAX_RINGS; ring++) {
    for (let dLat = -ring; dLat <= ring; dLat++) {
      const edge = Math.abs(dLat) === ring
      // On the ring's top and bottom rows every cell; on the others only the two sides.
      for (let dLon = -ring; dLon <= ring; dLon += edge || ring === 0 ? 1 : 2 * ring) {
        for (const city of grid.get(cellKey(latCell + dLat, lonCell + dLon)) ?? []) {
          if (city !== skip) {
            found.push({ city, miles: milesBetween(lat, lon, city.lat, city.lon) })
          }
        }
      }
    }
    if (found.length < count) continue
    // Every city outside the rings searched so far is at least this far (the nearer of a
    // degree of latitude and a degree of longitude at the highest latitude the rings reach).
    const reach = Math.min(89, Math.abs(lat) + ring + 1)
    const unseen = ring * MILES_PER_DEGREE * Math.cos(reach * RADIANS)
    found.sort(byDistance)
    if (found[count - 1]!.miles <= unseen) break
  }
  return found.sort(byDistance).slice(0, count)
}

/** Closest first, ties to the larger city. */
function byDistance(a: NearbyCity, b: NearbyCity): number {
  return a.miles - b.miles || b.city.population - a.city.population
}

export const NEARBY_COUNT = 8
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

/** The `count` listed cities nearest to a point, closest first (a place that is not listed). */
export function citiesNear(lat: number, lon: number, count: number): readonly NearbyCity[] {
  return nearestTo(lat, lon, count)
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
