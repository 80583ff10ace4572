/**
 * Listed cities by their flat id (STATES order, then each state's list order, as the city index
 * numbers them), and what the build worked out for them (src/data/cities/city-derived.ts: each
 * city's nearby cities and the popular row), read without building the city index: a cold
 * isolate's first city or home page reads a few names, not 2,300 objects.
 */
import { CITIES_BY_STATE, CITY_FACTS_BY_STATE } from '../data/cities/cities'
import { NEARBY_CITIES, POPULAR_CITY_IDS } from '../data/cities/city-derived'
import { STATES } from '../data/states'
import { firstIdOf, placeOfCity } from './city-index'
import { milesBetween, NEARBY_COUNT } from './geo'
import { numberAt } from '../shared/number-code'

/** A listed city's name and state, with its distance in miles where one is shown. */
interface CityRef {
  name: string
  state: string
  miles?: number
}

/** The flat id of a listed city, or undefined. */
export function cityIdOf(state: string, name: string): number | undefined {
  const at = placeOfCity(state, name)
  return at && firstIdOf(at.place) + at.index
}

/** The listed city with this flat id: its state and its place in the state's list. */
function placeOf(id: number): { state: string; index: number } {
  let stateIndex = STATES.length - 1
  while (firstIdOf(stateIndex) > id) stateIndex--
  return { state: STATES[stateIndex]!.name, index: id - firstIdOf(stateIndex) }
}

/** The listed city with this flat id. */
export function cityById(id: number): CityRef {
  const { state, index } = placeOf(id)
  return { name: CITIES_BY_STATE[state]![index]!, state }
}

/** A listed city's latitude and longitude (cities.ts's facts: lat, lon, population). */
function coordinatesOf(state: string, index: number): [lat: number, lon: number] {
  const facts = CITY_FACTS_BY_STATE[state]!
  return [facts[index * 3]!, facts[index * 3 + 1]!]
}

/**
 * The 8 listed cities nearest to a listed city, closest first, with their distances: the ids
 * from the build (NEARBY_CITIES holds 8 per city), the miles worked out here as geo.ts's search
 * works them out (8 distances cost less than the 37 KB more they would take in the bundle).
 */
export function nearbyCityRefs(state: string, name: string): CityRef[] {
  const id = cityIdOf(state, name)
  if (id === undefined) return []
  const here = placeOf(id)
  const [lat, lon] = coordinatesOf(here.state, here.index)
  const nearby: CityRef[] = []
  for (let i = id * NEARBY_COUNT; i < (id + 1) * NEARBY_COUNT; i++) {
    const place = placeOf(numberAt(NEARBY_CITIES, i))
    const [nearLat, nearLon] = coordinatesOf(place.state, place.index)
    nearby.push({
      name: CITIES_BY_STATE[place.state]![place.index]!,
      state: place.state,
      miles: milesBetween(lat, lon, nearLat, nearLon),
    })
  }
  return nearby
}

/** The popular row (popular.ts's pick, made at build time). */
export function popularCityRefs(): CityRef[] {
  return POPULAR_CITY_IDS.map(cityById)
}
