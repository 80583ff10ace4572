/** Browse routes: home, state, city and ad pages, with 301s to canonical spellings. */
import { Hono, type Context } from 'hono'
import { adListHtml } from '../directory/ad-list-html'
import { pickAdsForCity } from '../directory/ads-for-city'
import { findAd, findCity, findState } from '../directory/lookup'
import { adPath, cityPath, statePath } from '../directory/paths'
import type { AppEnv } from '../env'
import { robotsHeader, ROBOTS } from '../http/robots'
import { AdPage } from '../pages/AdPage'
import { AD_LIST_SLOT, CityPage } from '../pages/CityPage'
import { HomePage } from '../pages/HomePage'
import { StatePage } from '../pages/StatePage'
import { renderPage } from '../render/render-page'
import { notFound } from './not-found'

const NOINDEX = robotsHeader(ROBOTS.noindexNofollow)

export const directory = new Hono<AppEnv>()

directory.get('/', (c) => renderPage(c, <HomePage />, { cacheKey: 'home' }))
directory.get('/state/:state', showState)
directory.get('/city/:state/:city', showCity)
directory.get('/city/:state/:city/:adId', showAd)
directory.get('/city/:state/:city/ad/:adId', redirectOldAdPath)

function showState(c: Context<AppEnv>) {
  const raw = c.req.param('state')!
  const state = findState(raw)
  if (!state) return notFound(c, 'State not found', 'We have no listings for that state.')
  if (raw !== state) return c.redirect(statePath(state), 301)
  return renderPage(c, <StatePage state={state} />, { cacheKey: `state|${state}` })
}

function showCity(c: Context<AppEnv>) {
  const place = findPlace(c)
  if (!place) return cityNotFound(c)
  const { state, city, canonical } = place
  if (!canonical) return c.redirect(cityPath(state, city), 301)
  return renderPage(c, <CityPage state={state} city={city} />, {
    cacheKey: `city|${state}|${city}`,
    slots: { [AD_LIST_SLOT]: (seed) => adListHtml(state, city, pickAdsForCity(seed, state, city)) },
    headers: NOINDEX,
  })
}

function showAd(c: Context<AppEnv>) {
  const place = findPlace(c)
  if (!place) return cityNotFound(c)
  const { state, city, canonical } = place
  const ad = findAd(c.req.param('adId')!)
  if (!ad) return notFound(c, 'Ad not found', 'That listing does not exist.')
  if (!canonical) return c.redirect(adPath(state, city, ad.id), 301)
  return renderPage(c, <AdPage ad={ad} state={state} city={city} />, {
    cacheKey: `ad|${state}|${city}|${ad.id}`,
    headers: NOINDEX,
  })
}

/** The older /ad/ form of an ad URL: one 301 to the canonical short form. */
function redirectOldAdPath(c: Context<AppEnv>) {
  const place = findPlace(c)
  if (!place) return cityNotFound(c)
  const ad = findAd(c.req.param('adId')!)
  if (!ad) return notFound(c, 'Ad not found', 'That listing does not exist.')
  return c.redirect(adPath(place.state, place.city, ad.id), 301)
}

/** The state and city a /city/... URL names, and whether they were spelled canonically. */
function findPlace(c: Context<AppEnv>) {
  const rawState = c.req.param('state')!
  const rawCity = c.req.param('city')!
  const state = findState(rawState)
  const city = state && findCity(state, rawCity)
  if (!state || !city) return undefined
  return { state, city, canonical: rawState === state && rawCity === city }
}

function cityNotFound(c: Context<AppEnv>) {
  return notFound(c, 'City not found', 'That city is not in our list for this state.')
}
