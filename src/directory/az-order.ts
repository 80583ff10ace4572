/**
 * A state's cities A-Z, for the grid of a state with an A-Z jump index: the order the build
 * worked out (src/data/cities/city-derived.ts, by azOrder below), so a cold isolate's first
 * state page sorts nothing (California's 334 names cost it about 0.5 ms of CPU).
 */
import { AZ_ORDERS } from '../data/cities/city-derived'
import { numberAt } from '../shared/number-code'
import { citiesOf } from './lookup'

/** States with more cities than this get the A-Z jump index, and an A-Z grid to jump within. */
export const AZ_INDEX_THRESHOLD = 40

/**
 * How cards sort A-Z: case and accents ignored ("Ñ" with "N"). A plain comparison of these keys
 * rather than localeCompare: ICU's collator costs milliseconds to start on a cold isolate.
 */
export function sortKey(name: string): string {
  const folded = /[^\x00-\x7f]/.test(name)
    ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : name
  return folded.toLowerCase()
}

/** The places in `cities` of its names, A-Z by sortKey (what the build writes per state). */
export function azOrder(cities: readonly string[]): number[] {
  return cities
    .map((city, index) => ({ index, key: sortKey(city) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ index }) => index)
}

/** A long state's cities A-Z: from the build, or sorted here for a state it did not order. */
export function citiesAtoZ(state: string): string[] {
  const cities = citiesOf(state)
  const built = AZ_ORDERS[state]
  const order = built
    ? Array.from({ length: cities.length }, (_, i) => numberAt(built, i))
    : azOrder(cities)
  return order.map((index) => cities[index]!)
}
