/** "Listings near you: {City}, {State}", a link and never a redirect; nothing without a location. */
import { cityPath, statePath } from '../directory/paths'
import type { NearMeSuggestion as Suggestion } from '../search/near-me'

export function NearMeSuggestion({ suggestion }: { suggestion: Suggestion | undefined }) {
  if (!suggestion) return null
  const { city, state } = suggestion
  return (
    <p className="near-me">
      Listings near you:{' '}
      {city ? (
        <a href={cityPath(state, city.name)}>
          {city.name}, {state}
        </a>
      ) : (
        <a href={statePath(state)}>{state}</a>
      )}
    </p>
  )
}
