/** The search results page: states first, then cities, near misses or guidance. Never indexed. */
import { Layout } from '../components/Layout'
import { PopularCities } from '../components/PopularCities'
import { SearchBox } from '../components/SearchBox'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'
import { isState, type SearchOutcome } from '../search/match-query'
import { cityPath, statePath } from '../shared/paths'

interface SearchPageProps {
  outcome: SearchOutcome
  /** The state the box was scoped to, if any. */
  state?: string
}

export function SearchPage({ outcome, state }: SearchPageProps) {
  const { config } = useSite()
  const { query, states, cities, nearMisses, zip, district } = outcome
  const found = states.length + cities.length
  return (
    <Layout subid="search">
      <Seo
        title={
          query ? `“${query}”: city search | ${config.brand}` : `City search | ${config.brand}`
        }
        description={`Find your city on ${config.brand}: type a city, a state or a ZIP code.`}
        robots={ROBOTS.noindex}
      />
      <p className="crumbs">
        <a href="/">Home</a> / Search
      </p>
      <h1>Find your city</h1>
      {/* Empty, it is where "Find a city" leads: the cursor waits in the box, JavaScript or not. */}
      <SearchBox state={state} query={query} autoFocus={!query} />
      <div className="search-results" aria-live="polite">
        {!query ? (
          <p>
            Type a city name, a city and state, a state or a 5-digit ZIP code, then press Search.
          </p>
        ) : found > 0 ? (
          <>
            {district ? (
              <p>
                Washington, D.C. itself is not listed: we list the 50 states. The nearest listed
                cities, in {[...new Set(cities.map((c) => c.state))].join(' and ')}:
              </p>
            ) : (
              <p>
                {zip
                  ? `The nearest listed city to ZIP ${zip}:`
                  : `${found} ${found === 1 ? 'result' : 'results'} for “${query}”:`}
              </p>
            )}
            <ol className="result-list">
              {states.map((s) => (
                <li key={s.code}>
                  <a href={statePath(s.name)}>{s.name}</a>{' '}
                  <span className="result-kind">state</span>
                </li>
              ))}
              {cities.map((c) => (
                <li key={c.id}>
                  <a href={cityPath(c.state, c.name)}>{c.name}</a>, {c.state}
                </li>
              ))}
            </ol>
          </>
        ) : zip ? (
          <p>
            ZIP {zip} is outside the 50 states we list. <a href="/">Browse the states</a> instead.
          </p>
        ) : nearMisses.length > 0 ? (
          <p>
            No city matches “{query}”. Did you mean{' '}
            {nearMisses.map((place, i) => (
              <span key={isState(place) ? place.code : place.id}>
                {i > 0 ? (i === nearMisses.length - 1 ? ' or ' : ', ') : null}
                {isState(place) ? (
                  <a href={statePath(place.name)}>{place.name}</a>
                ) : (
                  <a href={cityPath(place.state, place.name)}>
                    {place.name}, {place.state}
                  </a>
                )}
              </span>
            ))}
            ?
          </p>
        ) : (
          <p>
            No city matches “{query}”. Try the first letters of a city, a state name or a ZIP code,
            or <a href="/">browse the states</a>.
          </p>
        )}
      </div>
      {found === 0 ? <PopularCities /> : null}
    </Layout>
  )
}
