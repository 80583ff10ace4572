/** Browse routes: home, state, city and ad pages, with 301s to canonical spellings. */
import { Hono } from 'hono/tiny'
import { adListHtml } from '../components/ad-list-html'
import { pickAdsForCity } from '../directory/ads-for-city'
import { findAd, findCity, findState } from '../directory/lookup'
import { moreInCityHtml } from '../components/more-in-city-html'
import type { AppEnv } from '../http/app-env'
import { redirectKeepingQuery } from '../http/redirect-keeping-query'
import { robotsHeader, ROBOTS } from '../http/robots'
import { nearMeHtml } from '../components/NearMe'
import { AdPage, MORE_IN_CITY_SLOT } from '../pages/AdPage'
import { AD_LIST_SLOT, CityPage } from '../pages/CityPage'
import { HomePage, NEAR_ME_SLOT } from '../pages/HomePage'
import { StatePage } from '../pages/StatePage'
import { renderPage } from '../render/render-page'
import type { SlotFill } from '../http/slots'
import { locationFromRequest, nearMeSuggestion } from '../search/near-me'
import { notFound } from './not-found'
import { cityNotFound, stateNotFound } from './place-not-found'
import {
  AD_ROUTE,
  CITY_ROUTE,
  HOME_PATH,
  OLD_AD_ROUTE,
  STATE_ROUTE,
  adPath,
  cityPath,
  statePath,
} from '../shared/paths'

const NOINDEX = robotsHeader(ROBOTS.noindexNofollow)

export const directory = new Hono<AppEnv>()

directory.get(HOME_PATH, (c) =>
  renderPage(c, <HomePage />, { cache: true, slots: { [NEAR_ME_SLOT]: nearMeSlot } }),
)

directory.get(STATE_ROUTE, (c) => {
  const raw = c.req.param('state')
  const state = findState(raw)
  if (!state) return stateNotFound(c, raw)
  if (raw !== state) return redirectKeepingQuery(c, statePath(state))
  return renderPage(c, <StatePage state={state} />, { cache: true })
})

directory.get(CITY_ROUTE, (c) => {
  const place = findPlace(c.req.param('state'), c.req.param('city'))
  if (!place) return cityNotFound(c)
  const { state, city, canonical } = place
  if (!canonical) return redirectKeepingQuery(c, cityPath(state, city))
  return renderPage(c, <CityPage state={state} city={city} />, {
    cache: true,
    slots: { [AD_LIST_SLOT]: adListSlot(state, city) },
    headers: NOINDEX,
  })
})

directory.get(AD_ROUTE, (c) => {
  const place = findPlace(c.req.param('state'), c.req.param('city'))
  if (!place) return cityNotFound(c)
  const { state, city, canonical } = place
  const ad = findAd(c.req.param('adId'))
  if (!ad) return notFound(c, 'Ad not found', 'That listing does not exist.')
  if (!canonical) return redirectKeepingQuery(c, adPath(state, city, ad.id))
  return renderPage(c, <AdPage ad={ad} state={state} city={city} />, {
    cache: true,
    slots: { [MORE_IN_CITY_SLOT]: moreInCitySlot(state, city, ad.id) },
    headers: NOINDEX,
  })
})

// The older /ad/ form of an ad URL: one 301 to the canonical short form.
directory.get(OLD_AD_ROUTE, (c) => {
  const place = findPlace(c.req.param('state'), c.req.param('city'))
  if (!place) return cityNotFound(c)
  const ad = findAd(c.req.param('adId'))
  if (!ad) return notFound(c, 'Ad not found', 'That listing does not exist.')
  return redirectKeepingQuery(c, adPath(place.state, place.city, ad.id))
})

/** The state and city a /city/... URL names, and whether they were spelled canonically. */
function findPlace(rawState: string, rawCity: string) {
  const state = findState(rawState)
  const city = state && findCity(state, rawCity)
  if (!state || !city) return undefined
  return { state, city, canonical: rawState === state && rawCity === city }
}

/** The session's own draw of a city's ads (stable for the session, different between them). */
function adListSlot(state: string, city: string): SlotFill {
  return {
    varies: 'session',
    fill: (request) => adListHtml(state, city, pickAdsForCity(request.seed(), state, city)),
  }
}

/** The ad page's previous/next and "More in {city}", from the same draw as the session's list. */
function moreInCitySlot(state: string, city: string, adId: number): SlotFill {
  return {
    varies: 'session',
    fill: (request) =>
      moreInCityHtml(state, city, pickAdsForCity(request.seed(), state, city), adId),
  }
}

/** The listed city nearest the visitor's request location (read, never kept), or nothing. */
const nearMeSlot: SlotFill = {
  varies: 'shared',
  fill: (request) => nearMeHtml(nearMeSuggestion(locationFromRequest(request.request))),
}
