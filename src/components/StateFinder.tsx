/** Ways into a long state list: the scoped search box, the largest cities, an A-Z jump index. */
import { cityGrid } from './city-grid-html'
import { CityLinks } from './CityLinks'
import { SearchBox } from './SearchBox'

const LARGEST_COUNT = 8
/**
 * "Largest cities" only above this many cities: where the grid is longer than a phone's screen
 * and the links save a scroll. Measured at 390x844 (two cards a row): Tennessee's 31 cities take
 * 824 px, Colorado's 35 take 964 px; below, the list would repeat the grid right under it
 * (test/browser/layout.test.ts measures both sides of it).
 */
const LARGEST_CITIES_ABOVE = 32

export function StateFinder({ state, cities }: { state: string; cities: readonly string[] }) {
  const { anchors } = cityGrid(state)
  const largest = cities.slice(0, LARGEST_COUNT).map((name) => ({ name, state }))
  return (
    <>
      <SearchBox state={state} />
      {cities.length > LARGEST_CITIES_ABOVE ? (
        <CityLinks heading={`Largest cities in ${state}`} cities={largest} withoutState />
      ) : null}
      {anchors.length > 0 ? (
        <nav aria-label={`Cities in ${state} by first letter`}>
          <ul className="az-index">
            {anchors.map((id) => (
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
