/** Where an ad stands in a visitor's list, and what "More in {city}" offers next. */
import { describe, expect, it } from 'vitest'
import { ADS } from '../../../src/data/ads'
import { adNeighbours, MORE_IN_CITY_COUNT } from '../../../src/directory/ad-neighbours'

const LIST = ADS.slice(10, 50)
const ids = (ads: readonly { id: number }[]) => ads.map((ad) => ad.id)

describe('adNeighbours', () => {
  it('gives the previous and next ads and the ones after it', () => {
    const at = 7
    const result = adNeighbours(LIST, LIST[at]!.id)
    expect(result.previous).toBe(LIST[at - 1])
    expect(result.next).toBe(LIST[at + 1])
    expect(result.position).toBe(at + 1)
    expect(result.total).toBe(LIST.length)
    expect(ids(result.more)).toEqual(ids(LIST.slice(at + 1, at + 1 + MORE_IN_CITY_COUNT)))
  })

  it('has no previous at the start, no next at the end, and wraps More around', () => {
    expect(adNeighbours(LIST, LIST[0]!.id).previous).toBeUndefined()
    const last = adNeighbours(LIST, LIST.at(-1)!.id)
    expect(last.next).toBeUndefined()
    expect(ids(last.more)).toEqual(ids(LIST.slice(0, MORE_IN_CITY_COUNT)))
  })

  it('offers the start of the list, and no place in it, for an ad outside the list', () => {
    const outside = adNeighbours(LIST, ADS[0]!.id)
    expect(outside.position).toBeUndefined()
    expect(outside.previous).toBeUndefined()
    expect(outside.next).toBeUndefined()
    expect(ids(outside.more)).toEqual(ids(LIST.slice(0, MORE_IN_CITY_COUNT)))
  })
})
