import { describe, expect, it } from 'vitest'
import { ADS } from '../../../src/data/ads'
import {
  MAX_ADS_PER_CITY,
  MIN_ADS_PER_CITY,
  pickAdsForCity,
} from '../../../src/directory/ads-for-city'

describe('pickAdsForCity', () => {
  it('draws 40 to 60 distinct ads from the pool', () => {
    for (let i = 0; i < 200; i++) {
      const ads = pickAdsForCity(`seed-${i}`, 'Texas', 'Houston')
      expect(ads.length).toBeGreaterThanOrEqual(MIN_ADS_PER_CITY)
      expect(ads.length).toBeLessThanOrEqual(MAX_ADS_PER_CITY)
      expect(new Set(ads.map((ad) => ad.id)).size).toBe(ads.length)
      for (const ad of ads) expect(ADS).toContain(ad)
    }
  })

  it('is the same for the same session, state and city', () => {
    expect(pickAdsForCity('s1', 'Ohio', 'Akron')).toEqual(pickAdsForCity('s1', 'Ohio', 'Akron'))
  })

  it('differs across sessions and across cities of one session', () => {
    const ids = (seed: string, city: string) =>
      pickAdsForCity(seed, 'Ohio', city).map((ad) => ad.id)
    expect(ids('s1', 'Akron')).not.toEqual(ids('s2', 'Akron'))
    expect(ids('s1', 'Akron')).not.toEqual(ids('s1', 'Dayton'))
  })

  it('reaches both ends of the count range and shuffles the order', () => {
    const counts = new Set<number>()
    let inPoolOrder = 0
    for (let i = 0; i < 3000; i++) {
      const ads = pickAdsForCity(`s${i}`, 'Iowa', 'Ames')
      counts.add(ads.length)
      if (ads.every((ad, j) => j === 0 || ad.id > ads[j - 1]!.id)) inPoolOrder++
    }
    expect(counts.has(MIN_ADS_PER_CITY)).toBe(true)
    expect(counts.has(MAX_ADS_PER_CITY)).toBe(true)
    expect(counts.size).toBe(MAX_ADS_PER_CITY - MIN_ADS_PER_CITY + 1)
    expect(inPoolOrder).toBe(0)
  })
})
