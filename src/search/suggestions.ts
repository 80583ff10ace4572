/** Turns a search outcome into the API's suggestions and the results page's links. */
import type { CitySuggestion } from '../shared/search-contract'
import type { ListedCity, ListedState } from './city-index'
import { isState, type SearchOutcome } from './match-query'
import { cityPath, statePath } from '../shared/paths'

/** One place as a suggestion: a state links to its page, a city to its list. */
function toSuggestion(place: ListedCity | ListedState, nearMiss = false): CitySuggestion {
  const suggestion: CitySuggestion = isState(place)
    ? { name: place.name, state: place.name, url: statePath(place.name), kind: 'state' }
    : { name: place.name, state: place.state, url: cityPath(place.state, place.name), kind: 'city' }
  if (nearMiss) suggestion.nearMiss = true
  return suggestion
}

/** States first, then cities, then (when nothing matched) near misses; at most `limit`. */
export function suggestionsFor(outcome: SearchOutcome, limit: number): CitySuggestion[] {
  return [
    ...outcome.states.map((s) => toSuggestion(s)),
    ...outcome.cities.map((c) => toSuggestion(c)),
    ...outcome.nearMisses.map((p) => toSuggestion(p, true)),
  ].slice(0, limit)
}
