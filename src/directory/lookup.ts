/** Finds states, cities and ads from URL segments, tolerating case, '+', hyphens, stray spaces and state codes. */
import { ADS } from '../data/ads'
import type { Ad } from '../data/types'
import { CITIES_BY_STATE } from '../data/cities/cities'
import { STATES } from '../data/states'
import { noteBuilt } from '../shared/built-on-first-use'

/** Longest segment worth looking up; longer ones cannot name a place and answer 404 at once. */
const MAX_SEGMENT_LENGTH = 100

/** How a segment compares: '+' as space, spaces collapsed, case ignored. */
export function normalizeSegment(segment: string): string {
  return segment.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase()
}

/** Names and two-letter codes ("tx"): a campaign link or a typed URL may use either. */
const STATE_BY_KEY = new Map(
  STATES.flatMap((state) => [
    [normalizeSegment(state.name), state.name],
    [state.code.toLowerCase(), state.name],
  ]),
)

/** Per state, its cities by URL key: built on the state's first city lookup, not at start-up. */
const CITY_BY_KEY = new Map<string, Map<string, string>>()

function cityKeys(state: string): Map<string, string> | undefined {
  let keys = CITY_BY_KEY.get(state)
  if (!keys) {
    const cities = CITIES_BY_STATE[state]
    if (!cities) return undefined
    noteBuilt('city URL keys')
    keys = new Map(cities.map((city) => [normalizeSegment(city), city]))
    CITY_BY_KEY.set(state, keys)
  }
  return keys
}

const AD_BY_ID = new Map(ADS.map((ad) => [ad.id, ad]))

/** The canonical state name a segment refers to, by name or code, or undefined. */
export function findState(segment: string): string | undefined {
  if (segment.length > MAX_SEGMENT_LENGTH) return undefined
  return withHyphensAsSpaces(segment, (key) => STATE_BY_KEY.get(key))
}

/** The canonical city name in that state a segment refers to, or undefined. */
export function findCity(state: string, segment: string): string | undefined {
  if (segment.length > MAX_SEGMENT_LENGTH) return undefined
  const cities = cityKeys(state)
  return cities && withHyphensAsSpaces(segment, (key) => cities.get(key))
}

/**
 * Looks a segment up as written, then with hyphens read as spaces ("rhode-island", the way
 * slugs are written); the exact form wins, since some names have a hyphen (Winston-Salem).
 */
function withHyphensAsSpaces(
  segment: string,
  lookup: (key: string) => string | undefined,
): string | undefined {
  const key = normalizeSegment(segment)
  return (
    lookup(key) ??
    (key.includes('-') ? lookup(normalizeSegment(key.replace(/-/g, ' '))) : undefined)
  )
}

export function citiesOf(state: string): readonly string[] {
  return CITIES_BY_STATE[state] ?? []
}

/** The ad with a purely numeric id segment (no signs, spaces or decimals), or undefined. */
export function findAd(segment: string): Ad | undefined {
  if (!/^\d{1,3}$/.test(segment)) return undefined
  return AD_BY_ID.get(Number(segment))
}
