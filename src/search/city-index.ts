/**
 * Every listed city and state in one flat index, built on first use (once per isolate: a page
 * that lists no city, an article, the terms, never pays for it). A city's folded search key is its
 * name in lower case, or the build's (city-derived.ts) for the 66 names that fold otherwise:
 * folding 2,300 names cost a cold isolate's first search several ms of CPU.
 */
import { CITIES_BY_STATE, CITY_FACTS_BY_STATE } from '../data/cities/cities'
import { FOLDED_NAME_EXCEPTIONS } from '../data/cities/city-derived'
import { STATES } from '../data/states'
import { foldName } from './fold-name'
import { noteBuilt } from '../shared/built-on-first-use'

export interface ListedCity {
  /** Position in STATES order, then each state's list order (the ZIP module counts the same way). */
  id: number
  name: string
  state: string
  stateCode: string
  /** foldName(name), what queries are compared with. */
  readonly key: string
  lat: number
  lon: number
  population: number
  /** letterMask(key): lets the near-miss scan skip names that lack too many of the query's letters. */
  readonly letters: number
}

export interface ListedState {
  name: string
  code: string
  key: string
}

/** A listed city. Its letter mask is worked out on first use: only a near-miss scan reads it. */
class City implements ListedCity {
  #letters: number | undefined

  constructor(
    readonly id: number,
    readonly name: string,
    readonly state: string,
    readonly stateCode: string,
    readonly key: string,
    readonly lat: number,
    readonly lon: number,
    readonly population: number,
  ) {}

  get letters(): number {
    return (this.#letters ??= letterMask(this.key))
  }
}

/**
 * Each state's folded city keys, in its list order, by the state's place in STATES: the state's
 * names lowered in one call, then the build's exceptions put in, with no JavaScript step per city.
 * The search ranks over these and makes a city's object only for what it returns: a first search
 * that built all 2,300 city objects first cost 1.6 ms more CPU (interpreted code run once per
 * city).
 */
let stateKeys: (readonly string[])[] | undefined

export function keysByState(): readonly (readonly string[])[] {
  if (stateKeys) return stateKeys
  noteBuilt('city keys')
  stateKeys = STATES.map(({ name: state }) => {
    const names = CITIES_BY_STATE[state] ?? []
    const keys = names.join('\n').toLowerCase().split('\n')
    for (const [name, key] of Object.entries(FOLDED_NAME_EXCEPTIONS[state] ?? {})) {
      const at = names.indexOf(name)
      if (at >= 0) keys[at] = key
    }
    return names.length ? keys : []
  })
  return stateKeys
}

/** Per state in STATES order, the flat id of its first city; worked out on first use (50 sums). */
let firstIds: number[] | undefined

/** The flat id of the first city of the state at `place` in STATES. */
export function firstIdOf(place: number): number {
  if (!firstIds) {
    let next = 0
    firstIds = STATES.map(({ name }) => {
      const first = next
      next += CITIES_BY_STATE[name]?.length ?? 0
      return first
    })
  }
  return firstIds[place]!
}

const made: ListedCity[] = []

/** The city at `index` in the list of the state at `place` in STATES (made once, when asked). */
export function cityAt(place: number, index: number): ListedCity {
  const id = firstIdOf(place) + index
  const known = made[id]
  if (known) return known
  const { name: state, code } = STATES[place]!
  const facts = CITY_FACTS_BY_STATE[state]!
  const name = CITIES_BY_STATE[state]![index]!
  const key = keysByState()[place]![index]!
  return (made[id] = new City(
    id,
    name,
    state,
    code,
    key,
    facts[index * 3]!,
    facts[index * 3 + 1]!,
    facts[index * 3 + 2]!,
  ))
}

/** A listed city's population, by its state's place and its place in the state's list. */
export function populationAt(place: number, index: number): number {
  return CITY_FACTS_BY_STATE[STATES[place]!.name]![index * 3 + 2]!
}

let cities: readonly ListedCity[] | undefined

/** All listed cities, in STATES order then each state's list order. */
export function allCities(): readonly ListedCity[] {
  if (!cities) {
    noteBuilt('city index')
    cities = keysByState().flatMap((keys, place) => keys.map((_, index) => cityAt(place, index)))
  }
  return cities
}

/** A state's place in STATES, or -1 for no listed state. */
export function statePlace(state: string | undefined): number {
  return STATES.findIndex(({ name }) => name === state)
}

let listed: readonly ListedState[] | undefined

/** The 50 states with their folded names, worked out on first use (only search reads them). */
export function listedStates(): readonly ListedState[] {
  return (listed ??= STATES.map(({ name, code }) => ({ name, code, key: foldName(name) })))
}

/** The state a folded text names, by full name or two-letter code ("tx", "texas"). */
export function stateNamed(folded: string): ListedState | undefined {
  return listedStates().find((s) => s.key === folded || s.code.toLowerCase() === folded)
}

/** One bit per letter a-z (and one for any digit) that occurs in a folded text. */
export function letterMask(folded: string): number {
  let mask = 0
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i)
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97)
    else if (code >= 48 && code <= 57) mask |= 1 << 26
  }
  return mask
}

/** Where a listed city is: its state's place in STATES and its place in the state's list. */
export function placeOfCity(
  state: string,
  name: string,
): { place: number; index: number } | undefined {
  const place = statePlace(state)
  const index = CITIES_BY_STATE[state]?.indexOf(name) ?? -1
  return place === -1 || index === -1 ? undefined : { place, index }
}

/** The listed city with this exact state and name, if any. */
export function listedCity(state: string, name: string): ListedCity | undefined {
  const at = placeOfCity(state, name)
  return at && cityAt(at.place, at.index)
}

/** A state's listed cities, in its list order, without building the whole index. */
export function stateCities(state: string): ListedCity[] {
  const place = statePlace(state)
  return place === -1 ? [] : keysByState()[place]!.map((_, index) => cityAt(place, index))
}
