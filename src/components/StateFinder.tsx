/** Ways into a long state list: the scoped search box, the largest cities, an A-Z jump index. */
import { CityLinks } from './CityLinks'
import { SearchBox } from './SearchBox'

/** States with more cities than this get the A-Z index. */
const AZ_INDEX_THRESHOLD = 40
const LARGEST_COUNT = 8

/** The anchor id of the first city of each letter, for the grid's list items. */
export function letterAnchors(cities: readonly string[]): Map<string, string> {
  const anchors = new Map<string, string>()
  if (cities.length <= AZ_INDEX_THRESHOLD) return anchors
  const seen = new Set<string>()
  for (const city of [...cities].sort((a, b) => a.localeCompare(b))) {
    const letter = city.normalize('NFD')[0]!.toUpperCase()
    if (!/[A-Z]/.test(letter) || seen.has(letter)) continue
    seen.add(letter)
    anchors.set(city, `cities-${letter}`)
  }
  return anchors
}

/** The grid's order: A-Z where the jump index needs it, else largest first. */
export function gridOrder(cities: readonly string[]): readonly string[] {
  return cities.length > AZ_INDEX_THRESHOLD
    ? [...cities].sort((a, b) => a.localeCompare(b))
    : cities
}

export function StateFinder({ state, cities }: { state: string; cities: readonly string[] }) {
  const anchors = letterAnchors(cities)
  const largest = cities.slice(0, LARGEST_COUNT).map((name) => ({ name, state }))
  return (
    <>
      <SearchBox state={state} />
      <CityLinks heading={`Largest cities in ${state}`} cities={largest} withoutState />
      {anchors.size > 0 ? (
        <nav aria-label={`Cities in ${state} by first letter`}>
          <ul className="az-index">
            {[...anchors.values()].map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{id.slice(-1)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  )
}
