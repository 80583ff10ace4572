/**
 * The HTML of a city's ad list for one session: each ad's <li> is rendered by React once per
 * city and memoized; a request only concatenates its own draw.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { AdListItem } from '../components/AdListItem'
import { ADS } from '../data/ads'
import type { Ad } from '../data/types'

/** Cities whose item HTML is kept; least recently used ones are dropped past this. */
const CITY_LIMIT = 200
const ITEMS_BY_CITY = new Map<string, Map<number, string>>()

function itemsFor(state: string, city: string): Map<number, string> {
  const key = `${state}|${city}`
  let items = ITEMS_BY_CITY.get(key)
  if (items) {
    ITEMS_BY_CITY.delete(key)
  } else {
    items = new Map(
      ADS.map((ad) => [
        ad.id,
        renderToStaticMarkup(createElement(AdListItem, { ad, state, city })),
      ]),
    )
  }
  ITEMS_BY_CITY.set(key, items)
  if (ITEMS_BY_CITY.size > CITY_LIMIT) ITEMS_BY_CITY.delete(ITEMS_BY_CITY.keys().next().value!)
  return items
}

export function adListHtml(state: string, city: string, ads: readonly Ad[]): string {
  const items = itemsFor(state, city)
  return ads.map((ad) => items.get(ad.id)).join('')
}
