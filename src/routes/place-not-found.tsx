/** Unknown states and cities: a 301 for a dropped alias, else a 404 that offers the closest names. */
import type { Context } from 'hono'
import { NotFoundHelp } from '../components/NotFoundHelp'
import { findAd, findState } from '../directory/lookup'
import type { AppEnv } from '../http/app-env'
import { redirectKeepingQuery } from '../http/redirect-keeping-query'
import { aliasTarget, closestCities, closestStates } from '../search/not-found-help'
import { notFound } from './not-found'
import { adPath, cityPath, statePath } from '../shared/paths'

/** GET /state/:state for a state we do not list. */
export function stateNotFound(c: Context<AppEnv>, segment: string) {
  return notFound(c, 'State not found', 'We have no listings for that state.', stateHelp(segment))
}

function stateHelp(segment: string) {
  const states = closestStates(segment)
  return (
    <NotFoundHelp didYouMean={states.map((s) => ({ label: s.name, href: statePath(s.name) }))} />
  )
}

/** GET /city/:state/:city(/:adId) when the state or the city is not listed. */
export function cityNotFound(c: Context<AppEnv>) {
  const stateSegment = c.req.param('state') ?? ''
  const citySegment = c.req.param('city') ?? ''
  const state = findState(stateSegment)
  if (!state) {
    // The page asked for is a city: the heading says so, the help offers the closest states.
    return notFound(
      c,
      'City not found',
      'We have no listings for that state.',
      stateHelp(stateSegment),
    )
  }
  const alias = aliasTarget(state, citySegment)
  if (alias) {
    const adId = c.req.param('adId')
    const ad = adId === undefined ? undefined : findAd(adId)
    if (adId === undefined || ad) {
      return redirectKeepingQuery(c, ad ? adPath(state, alias, ad.id) : cityPath(state, alias))
    }
  }
  const cities = closestCities(state, citySegment)
  const help = (
    <NotFoundHelp
      didYouMean={cities.map((city) => ({ label: city.name, href: cityPath(state, city.name) }))}
      stateLink={{ label: `See all cities in ${state}`, href: statePath(state) }}
    />
  )
  return notFound(c, 'City not found', 'That city is not in our list for this state.', help)
}
