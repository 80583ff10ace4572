/** "Listings near you": reading request.cf and choosing the city or state to suggest. */
import { describe, expect, it } from 'vitest'
import { locationFromRequest, nearMeSuggestion } from '../../../src/search/near-me'
import { nearMeHtml } from '../../../src/components/NearMe'

/** workerd accepts a cf object in RequestInit, as the edge would set it. */
const requestFrom = (cf: Record<string, unknown> | undefined) =>
  new Request('https://example.com/', { cf } as RequestInit)

describe('locationFromRequest', () => {
  it('reads latitude and longitude of US requests', () => {
    const cf = {
      country: 'US',
      latitude: '30.27',
      longitude: '-97.74',
      city: 'Austin',
      regionCode: 'TX',
    }
    expect(locationFromRequest(requestFrom(cf))).toEqual({
      latitude: 30.27,
      longitude: -97.74,
      city: 'Austin',
      regionCode: 'TX',
    })
  })

  it('falls back to city and region code without coordinates', () => {
    const cf = { country: 'US', city: 'Portland', regionCode: 'ME' }
    expect(locationFromRequest(requestFrom(cf))).toEqual({ city: 'Portland', regionCode: 'ME' })
  })

  it('gives nothing outside the US or without data', () => {
    expect(locationFromRequest(requestFrom(undefined))).toBeUndefined()
    expect(locationFromRequest(requestFrom({}))).toBeUndefined()
    const paris = { country: 'FR', latitude: '48.85', longitude: '2.35', city: 'Paris' }
    expect(locationFromRequest(requestFrom(paris))).toBeUndefined()
    expect(
      locationFromRequest(requestFrom({ country: 'US', latitude: 'x', longitude: '' })),
    ).toBeUndefined()
  })
})

describe('nearMeSuggestion', () => {
  it('suggests the nearest listed city within 100 miles', () => {
    const suggestion = nearMeSuggestion({ latitude: 30.27, longitude: -97.74, regionCode: 'TX' })
    expect(suggestion?.city?.name).toBe('Austin')
    expect(suggestion?.state).toBe('Texas')
  })

  it('suggests the state page when no listed city is near', () => {
    // the middle of the Nevada desert, far from every listed city
    const suggestion = nearMeSuggestion({ latitude: 38.5, longitude: -117.0, regionCode: 'NV' })
    expect(suggestion).toEqual({ state: 'Nevada' })
  })

  it('matches a city name within the region when there are no coordinates', () => {
    const suggestion = nearMeSuggestion({ city: 'portland', regionCode: 'ME' })
    expect(suggestion?.city?.name).toBe('Portland')
    expect(suggestion?.state).toBe('Maine')
  })

  it('suggests nothing without a location', () => {
    expect(nearMeSuggestion(undefined)).toBeUndefined()
    expect(nearMeSuggestion({ regionCode: 'ZZ' })).toBeUndefined()
  })
})

describe('nearMeHtml', () => {
  it('links the nearest city, or the state page, and is empty without a location', () => {
    const austin = nearMeSuggestion({ latitude: 30.27, longitude: -97.74 })
    expect(nearMeHtml(austin)).toBe(
      '<p class="near-me">Listings near you: <a href="/city/Texas/Austin">Austin, Texas</a></p>',
    )
    expect(nearMeHtml({ state: 'New Mexico' })).toBe(
      '<p class="near-me">Listings near you: <a href="/state/New%20Mexico">New Mexico</a></p>',
    )
    expect(nearMeHtml(undefined)).toBe('')
  })
})
