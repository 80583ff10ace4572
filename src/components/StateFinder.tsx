/** Ways into a long state list: the scoped search box, the largest cities, an A-Z jump index. */
import { cityGrid } from './city-grid-html'
import { CityLinks } from './CityLinks'
import { SearchBox } from './SearchBox'

const LARGEST_COUNT = 8

export function StateFinder({ state, cities }: { state: string; cities: readonly string[] }) {
  const { anchors } = cityGrid(state)
  const largest = cities.slice(0, LARGEST_COUNT).map((name) => ({ name, state }))
  return (
    <>
      <SearchBox state={state} />
      <CityLinks heading={`Largest cities in ${state}`} cities={largest} withoutState />
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
