/**
 * Listed cities by their flat id (STATES order, then each state's list order, as the city index
 * numbers them), and what the build worked out for them (src/data/cities/city-derived.ts: each
 * city's nearby cities, the popular row, the folded search keys), read without building the
 * city index: a cold isolate's first city or home page reads a few names, not 2,300 objects.
 */
import { CITIES_BY_STATE } from '../data/cities/cities'
import { NEARBY_CITIES, POPULAR_CITY_IDS } from '../data/cities/city-derived'
import { STATES } from '../data/states'
import { NEARBY_COUNT } from './geo'
import { numberAt } from './number-code'

/** A listed city's name and state, with its distance in whole miles where one is shown. */
export interface CityRef {
  name: string
  state: string
  miles?: number
}

/** Per state in STATES order, the flat id of its first city; built on first use (50 sums). */
let firstIds: number[] | undefined

function firstIdOf(stateIndex: number): number {
  if (!firstIds) {
    let next = 0
    firstIds = STATES.map(({ name }) => {
      const first = next
      next += CITIES_BY_STATE[name]?.length ?? 0
      return first
    })
  }
  return firstIds[stateIndex]!
}

/** The flat id of a listed city, or undefined. */
export function cityIdOf(state: string, name: string): number | undefined {
  const stateIndex = STATES.findIndex((s) => s.name === state)
  const index = CITIES_BY_STATE[state]?.indexOf(name) ?? -1
  return stateIndex === -1 || index === -1 ? undefined : firstIdOf(stateIndex) + index
}

/** The listed city with this flat id. */
export function cityById(id: number): CityRef {
  let stateIndex = STATES.length - 1
  while (firstIdOf(stateIndex) > id) stateIndex--
  const state = STATES[stateIndex]!.name
  return { name: CITIES_BY_STATE[state]![id - firstIdOf(stateIndex)]!, state }
}

/**
 * The 8 listed cities nearest to a listed city, closest first, with whole miles (as shown):
 * NEARBY_CITIES holds, per city, 8 pairs of an id and miles.
 */
export function nearbyCityRefs(state: string, name: string): CityRef[] {
  const id = cityIdOf(state, name)
  if (id === undefined) return []
  const nearby: CityRef[] = []
  for (let i = id * NEARBY_COUNT * 2; i < (id + 1) * NEARBY_COUNT * 2; i += 2) {
    nearby.push({ ...cityById(numberAt(NEARBY_CITIES, i)), miles: numberAt(NEARBY_CITIES, i + 1) })
  }
  return nearby
}

/** The popular row (popular.ts's pick, made at build time). */
export function popularCityRefs(): CityRef[] {
  return POPULAR_CITY_IDS.map(cityById)
}
