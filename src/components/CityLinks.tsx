import { cityPath } from '../shared/paths'
/** A short row of city links ("Houston, Texas"), optionally with miles: popular, largest, nearby. */

interface CityLink {
  name: string
  state: string
  miles?: number
}

interface CityLinksProps {
  heading: string
  cities: readonly CityLink[]
  /** Leave the state out of each link (a state's own page). */
  withoutState?: boolean
}

export function CityLinks({ heading, cities, withoutState }: CityLinksProps) {
  if (cities.length === 0) return null
  const headingId = `links-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section className="city-links" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {cities.map(({ name, state, miles }) => (
          <li key={`${state}/${name}`}>
            {/* nofollow like the state grid's cards: city pages are noindex */}
            <a href={cityPath(state, name)} rel="nofollow">
              {withoutState ? name : `${name}, ${state}`}
            </a>
            {miles === undefined ? null : (
              <span className="miles"> {Math.max(1, Math.round(miles))} mi</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
