/** Resolves a 5-digit ZIP code to its nearest listed city through the generated ZIP runs. */
import { ZIP_CITY_RUNS } from '../data/cities/zip-cities'
import { allCities, type ListedCity } from './city-index'
import { noteBuilt } from '../shared/built-on-first-use'

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const NO_CITY = DIGITS.length ** 2 - 1

interface ZipRuns {
  starts: Uint32Array
  cityIds: Uint16Array
}

let runs: ZipRuns | undefined

/** Decodes the runs string once per isolate (format: see zip-cities.ts). */
function zipRuns(): ZipRuns {
  if (runs) return runs
  noteBuilt('ZIP table')
  const starts: number[] = []
  const cityIds: number[] = []
  const digit = (i: number) => DIGITS.indexOf(ZIP_CITY_RUNS[i]!)
  let start = 0
  for (let i = 0; i < ZIP_CITY_RUNS.length;) {
    cityIds.push(digit(i) * DIGITS.length + digit(i + 1))
    i += 2
    if (ZIP_CITY_RUNS[i] === '~') {
      start += digit(i + 1) * DIGITS.length ** 2 + digit(i + 2) * DIGITS.length + digit(i + 3)
      i += 4
    } else {
      start += digit(i)
      i += 1
    }
    starts.push(start)
  }
  runs = { starts: Uint32Array.from(starts), cityIds: Uint16Array.from(cityIds) }
  return runs
}

/** The listed city nearest to a ZIP's centre, or undefined for ZIPs outside the 50 states. */
export function cityForZip(zip: string): ListedCity | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined
  const { starts, cityIds } = zipRuns()
  const target = Number(zip)
  // the last run starting at or before the ZIP (binary search)
  let low = 0
  let high = starts.length - 1
  if (target < starts[0]!) return undefined
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= target) low = middle
    else high = middle - 1
  }
  const id = cityIds[low]!
  return id === NO_CITY ? undefined : allCities()[id]
}
