/** Closest names for helpful 404s: cities of a state, or states, near what the URL said. */
import { CITY_ALIASES } from '../data/cities/cities'
import { normalizeSegment } from '../directory/lookup'
import { listedStates, stateCities, type ListedCity, type ListedState } from './city-index'
import { editDistance } from './edit-distance'
import { foldName } from './fold-name'

const MAX_SUGGESTIONS = 3

/** Allowed edits grow with length: "Housten" (1) and "Huoston" (2) both find Houston. */
const ceilingFor = (text: string) => Math.min(3, Math.max(1, Math.floor(text.length / 3)))

function closest<T extends { key: string }>(
  segment: string,
  places: readonly T[],
  rank: (p: T) => number,
): T[] {
  const text = foldName(segment.slice(0, 100))
  if (!text) return []
  const max = ceilingFor(text)
  return places
    .map((place) => ({
      place,
      distance: place.key.startsWith(text) ? 0 : editDistance(text, place.key, max),
    }))
    .filter((c) => c.distance <= max)
    .sort((a, b) => a.distance - b.distance || rank(b.place) - rank(a.place))
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => c.place)
}

/** Up to 3 cities of the state whose names are closest to the segment. */
export function closestCities(state: string, segment: string): ListedCity[] {
  return closest(segment, stateCities(state), (c) => c.population)
}

/** Up to 3 states whose names (or codes) are closest to the segment. */
export function closestStates(segment: string): ListedState[] {
  const code = listedStates().find((s) => s.code.toLowerCase() === foldName(segment))
  if (code) return [code]
  return closest(segment, listedStates(), () => 0)
}

/** The listed city a dropped alias stands for ("Lexington-Fayette" -> "Lexington"), if any. */
export function aliasTarget(state: string, segment: string): string | undefined {
  const aliases = CITY_ALIASES[state]
  if (!aliases) return undefined
  const wanted = normalizeSegment(segment)
  for (const [alias, city] of Object.entries(aliases)) {
    if (normalizeSegment(alias) === wanted) return city
  }
  return undefined
}
