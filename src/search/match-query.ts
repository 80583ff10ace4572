/** The city search: what a visitor typed -> states, ranked cities, or near misses. Pure. */
import {
  allCities,
  cityAt,
  keysByState,
  populationAt,
  statePlace,
  letterMask,
  listedStates,
  stateNamed,
  type ListedCity,
  type ListedState,
} from './city-index'
import { editDistance } from './edit-distance'
import { foldName } from './fold-name'
import { citiesNear } from './geo'
import { cityForZip } from './zip-lookup'

import { MAX_QUERY_LENGTH } from '../shared/search-contract'

export { MAX_QUERY_LENGTH }
const MAX_RESULTS = 20
const MAX_NEAR_MISSES = 5

interface SearchOptions {
  /** A state name: its cities rank first (the state page's box). */
  state?: string
  /** At most this many cities (default and ceiling: 20). */
  limit?: number
}

export interface SearchOutcome {
  /** The query as read: trimmed and capped. */
  query: string
  /** States the query names ("texas", "tx"), shown before cities. */
  states: ListedState[]
  /** Matching cities, best first. */
  cities: ListedCity[]
  /** When nothing matched: the closest names ("Did you mean Houston?"). */
  nearMisses: (ListedCity | ListedState)[]
  /** Set when the query was a ZIP code. */
  zip?: string
  /**
   * The one city the query surely means, when there is one: a ZIP's nearest city, an exact
   * "city ST", or an exact name no other listed city shares (in the box's state, when scoped).
   * The results page then answers with that city instead of a list of one.
   */
  answer?: ListedCity
  /**
   * The state the query names and nothing else ("Texas", "TX"): the results page answers with
   * that state's page. Unset for a name a listed city shares ("New York"): there are two answers.
   */
  stateAnswer?: ListedState
  /**
   * Set when the query names Washington, D.C., which is not one of the 50 states we list: the
   * cities are then the nearest listed ones (in Virginia and Maryland).
   */
  district?: true
}

/** Ways of writing Washington, D.C., folded: it is not a listed state, and no city is in it. */
const DISTRICT_NAMES = new Set([
  'dc',
  'd c',
  'washington dc',
  'washington d c',
  'district of columbia',
  'washington district of columbia',
])
/** The District's centre (the White House area), for the nearest listed cities. */
const DISTRICT_POINT = { lat: 38.9072, lon: -77.0369 }
/** How many of the nearest listed cities answer a search for the District. */
const DISTRICT_CITY_COUNT = 6

/** Reads a raw query: at most 100 characters, trimmed, with no control characters. */
function readQuery(raw: string | undefined): string {
  return (raw ?? '')
    .slice(0, MAX_QUERY_LENGTH)
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
}

/** Searches the listed cities and states; ranking: exact, then prefix, then word prefix, then size. */
export function searchCities(raw: string, options: SearchOptions = {}): SearchOutcome {
  const query = readQuery(raw)
  const limit = Math.min(options.limit ?? MAX_RESULTS, MAX_RESULTS)
  const outcome: SearchOutcome = { query, states: [], cities: [], nearMisses: [] }
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(query)?.[1]
  if (zip) {
    const city = cityForZip(zip)
    return city ? { ...outcome, zip, cities: [city], answer: city } : { ...outcome, zip }
  }
  const folded = foldName(query)
  if (!folded) return outcome
  if (DISTRICT_NAMES.has(folded)) {
    const near = citiesNear(DISTRICT_POINT.lat, DISTRICT_POINT.lon, DISTRICT_CITY_COUNT)
    return { ...outcome, district: true, cities: near.map(({ city }) => city) }
  }

  const state = stateNamed(folded)
  if (state) outcome.states.push(state)
  const split = splitCityAndState(query)
  let ranked = split ? rankCities(split.city, split.state.name, limit, true) : undefined
  if (ranked?.cities.length) outcome.answer = onlyOne(ranked.exact)
  else {
    ranked = rankCities(folded, options.state, limit, false)
    // A name that is also a state's ("New York", "Washington") is not one confident answer.
    if (!state) outcome.answer = onlyOne(scoped(ranked.exact, options.state))
  }
  outcome.cities = ranked.cities
  if (state && !cityCalled(folded, state)) outcome.stateAnswer = state
  if (ranked.cities.length === 0 && !state) outcome.nearMisses = nearMisses(folded, options.state)
  return outcome
}

/**
 * Whether a state's name (or code) also names a listed city: a city of exactly that name
 * ("Washington"), or the state's largest city named for it ("New York" is
 * New York City too; Texas City is not what "Texas" means). Only then is the state not the one
 * answer.
 */
function cityCalled(folded: string, state: ListedState): boolean {
  if (keysByState().some((keys) => keys.includes(folded))) return true
  const place = statePlace(state.name)
  // The state's largest city (its list is largest first; the first of equals, as before).
  const keys = keysByState()[place] ?? []
  let largest = -1
  for (let i = 0; i < keys.length; i++) {
    if (largest < 0 || populationAt(place, i) > populationAt(place, largest)) largest = i
  }
  return largest >= 0 && keys[largest] === `${state.key} city`
}

/** In a state's own box, an exact name there is the answer even if other states share it. */
function scoped(exact: ListedCity[], state: string | undefined): ListedCity[] {
  const inState = state ? exact.filter((city) => city.state === state) : []
  return inState.length > 0 ? inState : exact
}

function onlyOne(cities: ListedCity[]): ListedCity | undefined {
  return cities.length === 1 ? cities[0] : undefined
}

/** "Portland, OR", "austin tx", "portland maine": a city part and the state it names. */
function splitCityAndState(query: string): { city: string; state: ListedState } | undefined {
  const comma = query.lastIndexOf(',')
  if (comma > 0) {
    const state = stateNamed(foldName(query.slice(comma + 1)))
    const city = foldName(query.slice(0, comma))
    return state && city ? { city, state } : undefined
  }
  const words = foldName(query).split(' ')
  // try the longest trailing state name first ("west virginia" before "virginia")
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const state = stateNamed(words.slice(-take).join(' '))
    if (state) return { city: words.slice(0, -take).join(' '), state }
  }
  return undefined
}

interface RankedCities {
  /** Best first, at most `limit`. */
  cities: ListedCity[]
  /** Every city whose folded name is exactly the text (not capped). */
  exact: ListedCity[]
}

/** Cities whose folded name equals, starts with, or has a word starting with the text. */
function rankCities(
  text: string,
  state: string | undefined,
  limit: number,
  onlyState: boolean,
): RankedCities {
  // Over each state's keys: a city's object is made only for what is returned.
  const inPlace = statePlace(state)
  const scored: { place: number; index: number; score: number; population: number }[] = []
  const wordPrefix = ` ${text}`
  keysByState().forEach((keys, place) => {
    if (onlyState && place !== inPlace) return
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!
      const score = key === text ? 0 : key.startsWith(text) ? 1 : key.includes(wordPrefix) ? 2 : -1
      if (score >= 0) scored.push({ place, index, score, population: populationAt(place, index) })
    }
  })
  const inState = (place: number) => (place === inPlace ? 0 : 1)
  scored.sort(
    (a, b) =>
      inState(a.place) - inState(b.place) || a.score - b.score || b.population - a.population,
  )
  return {
    cities: scored.slice(0, limit).map((s) => cityAt(s.place, s.index)),
    exact: scored.filter((s) => s.score === 0).map((s) => cityAt(s.place, s.index)),
  }
}

/** The closest city and state names by edit distance: 1 edit for short texts, 2 from 5 letters. */
function nearMisses(text: string, state: string | undefined): (ListedCity | ListedState)[] {
  if (text.length < 3) return []
  const max = text.length >= 5 ? 2 : 1
  const found: { place: ListedCity | ListedState; distance: number; rank: number }[] = []
  for (const place of listedStates()) {
    const distance = editDistance(text, place.key, max)
    if (distance <= max) found.push({ place, distance, rank: 0 })
  }
  const letters = letterMask(text)
  for (const city of allCities()) {
    // each of the query's letters missing from the name costs an edit: most names are out at once
    if (bitCount(letters & ~city.letters) > max) continue
    // compare with the whole name and with its start, so "houstn" finds "Houston Heights" too
    let distance = editDistance(text, city.key, max)
    // (only for names with the same first letter: typos rarely hit it, and this keeps it cheap)
    if (distance > 0 && city.key.length > text.length && city.key[0] === text[0]) {
      distance = Math.min(distance, editDistance(text, city.key.slice(0, text.length), max))
    }
    if (distance <= max) {
      found.push({ place: city, distance, rank: city.state === state ? 1 : 2 })
    }
  }
  found.sort(
    (a, b) =>
      a.distance - b.distance || a.rank - b.rank || populationOf(b.place) - populationOf(a.place),
  )
  return found.slice(0, MAX_NEAR_MISSES).map((f) => f.place)
}

function bitCount(n: number): number {
  let count = 0
  for (let bits = n; bits; bits &= bits - 1) count++
  return count
}

const populationOf = (place: ListedCity | ListedState) =>
  'population' in place ? place.population : 0

/** Whether a near miss or result is a state rather than a city. */
export function isState(place: ListedCity | ListedState): place is ListedState {
  return !('population' in place)
}
