/**
 * Where an ad stands in a visitor's own list for its city (the same draw the city page shows
 * them): previous, next, and the ads "More in {city}" offers after it.
 */
import type { Ad } from '../data/types'

/** How many other ads "More in {city}" shows. */
export const MORE_IN_CITY_COUNT = 4

interface AdNeighbours {
  previous?: Ad
  next?: Ad
  /** This ad's 1-based place in the list, when it is in it. */
  position?: number
  total: number
  more: Ad[]
}

/** Where an ad stands in a visitor's list, and which ads to offer next. */
export function adNeighbours(list: readonly Ad[], adId: number): AdNeighbours {
  const at = list.findIndex((ad) => ad.id === adId)
  if (at === -1) {
    // Reached from outside the visitor's list (a shared link): offer the start of their list.
    return { total: list.length, more: list.slice(0, MORE_IN_CITY_COUNT) }
  }
  const more = []
  for (let step = 1; step <= Math.min(MORE_IN_CITY_COUNT, list.length - 1); step++) {
    more.push(list[(at + step) % list.length]!)
  }
  return {
    previous: list[at - 1],
    next: list[at + 1],
    position: at + 1,
    total: list.length,
    more,
  }
}
