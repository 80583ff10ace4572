/**
 * React is the one source of the lists' markup: each fast path (a template of a component,
 * filled per row) gives byte for byte what React renders for the same component and props.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { ReturnField, returnFieldSlot } from '../../../src/components/AgeGate'
import { adListHtml } from '../../../src/components/ad-list-html'
import { AdRows } from '../../../src/components/AdRow'
import { CityCards, cityGrid } from '../../../src/components/city-grid-html'
import { markupTemplate } from '../../../src/markup/markup-template'
import { MoreInCity } from '../../../src/components/MoreInCity'
import { moreInCityHtml } from '../../../src/components/more-in-city-html'
import { NearMe, nearMeHtml, nearMeProps } from '../../../src/components/NearMe'
import { ADS } from '../../../src/data/ads'
import { STATES } from '../../../src/data/states'
import type { Ad } from '../../../src/data/types'
import { pickAdsForCity } from '../../../src/directory/ads-for-city'
import { citiesOf } from '../../../src/directory/lookup'
import { SlotRequest } from '../../../src/http/slots'

const react = (element: ReactElement) => renderToString(element)

/** Values React must escape, in every field a row prints. */
const HOSTILE_AD: Ad = {
  id: 61,
  age: 29,
  title: `Tom & Jerry's "diner" <b>café</b> 😀`,
  description: '',
}

/** Per state: its largest city, and any city whose name needs escaping or encoding. */
function citiesToList(state: string): string[] {
  const cities = citiesOf(state)
  return [cities[0]!, ...cities.filter((city) => /[^A-Za-z ]/.test(city)).slice(0, 3)]
}

describe('the city grid', () => {
  it('fills every state’s cards to the bytes <CityCards> renders', () => {
    for (const { name } of STATES) {
      expect(cityGrid(name).html, name).toBe(react(<CityCards state={name} />))
    }
  })
})

describe('ad lists', () => {
  it('fills each state’s city lists to the bytes <AdRows> renders', () => {
    for (const { name: state } of STATES) {
      for (const city of citiesToList(state)) {
        const ads = pickAdsForCity('5'.repeat(32), state, city)
        expect(adListHtml(state, city, ads), `${city}, ${state}`).toBe(
          react(<AdRows state={state} city={city} ads={ads} />),
        )
      }
    }
  })

  it('fills every ad, and a title full of characters to escape, like React', () => {
    const ads = [...ADS, HOSTILE_AD]
    const [state, city] = ['New Mexico', 'Española']
    expect(adListHtml(state, city, ads)).toBe(react(<AdRows state={state} city={city} ads={ads} />))
  })

  it('labels the age as the ad page does ("Age: 25")', () => {
    expect(adListHtml('Texas', 'Houston', [ADS[0]!])).toContain(`<span>Age: ${ADS[0]!.age}</span>`)
  })
})

describe('"More in {city}"', () => {
  it('fills the pager and list to the bytes <MoreInCity> renders, wherever the ad stands', () => {
    const [state, city] = ['California', 'La Cañada Flintridge']
    const list = [HOSTILE_AD, ...pickAdsForCity('7'.repeat(32), state, city)]
    const outside = ADS.find((ad) => !list.includes(ad))
    const places = [list[0]!, list[1]!, list.at(-1)!, outside].filter((ad) => ad !== undefined)
    for (const ad of places) {
      expect(moreInCityHtml(state, city, list, ad.id), `ad ${ad.id}`).toBe(
        react(<MoreInCity state={state} city={city} list={list} adId={ad.id} />),
      )
    }
    const one = [ADS[0]!]
    expect(moreInCityHtml(state, city, one, one[0]!.id)).toBe(
      react(<MoreInCity state={state} city={city} list={one} adId={one[0]!.id} />),
    )
  })
})

describe('"near me" and the 18+ form’s return field', () => {
  it('fill to the bytes their components render', () => {
    const suggestions = [
      { state: 'New Mexico' },
      { state: 'California', city: { name: 'La Cañada Flintridge' } },
    ] as Parameters<typeof nearMeHtml>[0][]
    for (const suggestion of suggestions) {
      expect(nearMeHtml(suggestion)).toBe(react(<NearMe {...nearMeProps(suggestion!)} />))
    }
    const path = `/state/Iowa?utm="x"&a=<1>&b='2'&c=%C3%B1😀`
    const request = new SlotRequest(new Request(`https://site.test/state/Iowa`))
    Object.defineProperty(request, 'pathAndQuery', { value: () => path })
    expect(returnFieldSlot.fill(request)).toBe(react(<ReturnField path={path} />))
  })
})

describe('markupTemplate', () => {
  it('refuses a component that changes a hole’s value instead of printing it', () => {
    const encoded = markupTemplate<'href'>('test: encodes its hole', (hole) => (
      <a href={encodeURIComponent(hole.text('href'))}>x</a>
    ))
    expect(() => encoded.fill({ href: '/x' })).toThrow(/holes not printed as given: href/)
  })
})
