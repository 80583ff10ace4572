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

let cities: readonly ListedCity[] | undefined

/** All listed cities, in STATES order then each state's list order. */
export function allCities(): readonly ListedCity[] {
  return (cities ??= buildCities())
}

function buildCities(): ListedCity[] {
  noteBuilt('city index')
  const list: ListedCity[] = []
  for (const { name: state, code } of STATES) {
    const facts = CITY_FACTS_BY_STATE[state] ?? []
    const names = CITIES_BY_STATE[state] ?? []
    const exceptions = FOLDED_NAME_EXCEPTIONS[state]
    // A state's names lowered in one call, not one call per city as each key was first read.
    const lowered = names.join('\n').toLowerCase().split('\n')
    names.forEach((name, i) => {
      list.push(
        new City(
          list.length,
          name,
          state,
          code,
          exceptions?.[name] ?? lowered[i]!,
          facts[i * 3]!,
          facts[i * 3 + 1]!,
          facts[i * 3 + 2]!,
        ),
      )
    })
  }
  return list
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

let byStateAndName: Map<string, ListedCity> | undefined

/** The listed city with this exact state and name, if any. */
export function listedCity(state: string, name: string): ListedCity | undefined {
  byStateAndName ??= new Map(allCities().map((c) => [`${c.state}\n${c.name}`, c]))
  return byStateAndName.get(`${state}\n${name}`)
}
