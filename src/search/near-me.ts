/**
 * "Listings near you": reads Cloudflare's request geolocation (request.cf) and picks the nearest
 * listed city. The location is read for this one answer and never stored or logged.
 */
import { STATES } from '../data/states'
import { listedCity, stateCities, type ListedCity } from './city-index'
import { foldName } from './fold-name'
import { nearestListedCity } from './geo'

/** How far a listed city may be and still be "near you"; beyond it, the state page is offered. */
const NEAR_ME_MILES = 100

/** What the edge tells about where a request comes from (US only). */
interface VisitorLocation {
  latitude?: number
  longitude?: number
  city?: string
  /** USPS state code, e.g. "TX" (Cloudflare's regionCode for US requests). */
  regionCode?: string
}

export interface NearMeSuggestion {
  state: string
  /** Absent when no listed city is within NEAR_ME_MILES: the state page is offered instead. */
  city?: ListedCity
}

/** The visitor's US location from request.cf, or undefined (other countries, no data). */
export function locationFromRequest(request: Request): VisitorLocation | undefined {
  const cf = (request as { cf?: Partial<IncomingRequestCfProperties> }).cf
  if (!cf || cf.country !== 'US') return undefined
  const latitude = Number(cf.latitude)
  const longitude = Number(cf.longitude)
  const hasPoint =
    cf.latitude !== undefined &&
    cf.longitude !== undefined &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  const regionCode = typeof cf.regionCode === 'string' ? cf.regionCode.toUpperCase() : undefined
  const city = typeof cf.city === 'string' && cf.city.trim() ? cf.city.trim() : undefined
  if (!hasPoint && !(city && regionCode)) return regionCode ? { regionCode } : undefined
  return hasPoint ? { latitude, longitude, city, regionCode } : { city, regionCode }
}

/** The suggestion for a location: the nearest listed city within 100 miles, else the state. */
export function nearMeSuggestion(
  location: VisitorLocation | undefined,
): NearMeSuggestion | undefined {
  if (!location) return undefined
  const state = STATES.find((s) => s.code === location.regionCode)?.name
  if (location.latitude !== undefined && location.longitude !== undefined) {
    const nearest = nearestListedCity(location.latitude, location.longitude, NEAR_ME_MILES)
    if (nearest) return { state: nearest.city.state, city: nearest.city }
  } else if (state && location.city) {
    const key = foldName(location.city)
    const city = listedCity(state, location.city) ?? stateCities(state).find((c) => c.key === key)
    if (city) return { state, city }
  }
  return state ? { state } : undefined
}
