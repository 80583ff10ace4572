/**
 * The per-session part of an ad page: previous and next through the visitor's own list for the
 * city (the same draw the city page shows them), and "More in {city}" with the ads after this
 * one in that list. Filled into the cached ad page's slot for each request.
 */
import type { Ad } from '../data/types'
import { escapeHtml } from '../http/slots'
import { adListHtml } from './ad-list-html'
import { adPath } from '../directory/paths'

/** How many other ads "More in {city}" shows. */
export const MORE_IN_CITY_COUNT = 4

export interface AdNeighbours {
  previous?: Ad
  next?: Ad
  /** This ad's 1-based place in the list, when it is in it. */
  position?: number
  total: number
  more: Ad[]
}

/** Where an ad stands in a visitor's list, and which ads to offer next. */
export function adNeighbours(list: readonly Ad[], adId: number): AdNeighbours {
  const at = list.findIndex((ad) => ad.id === adId)
  if (at === -1) {
    // Reached from outside the visitor's list (a shared link): offer the start of their list.
    return { total: list.length, more: list.slice(0, MORE_IN_CITY_COUNT) }
  }
  const more = []
  for (let step = 1; step <= Math.min(MORE_IN_CITY_COUNT, list.length - 1); step++) {
    more.push(list[(at + step) % list.length]!)
  }
  return {
    previous: list[at - 1],
    next: list[at + 1],
    position: at + 1,
    total: list.length,
    more,
  }
}

/** The slot's HTML: the pager (where the ad is in the list) and the "More in {city}" list. */
export function moreInCityHtml(state: string, city: string, list: readonly Ad[], adId: number) {
  const { previous, next, position, total, more } = adNeighbours(list, adId)
  const cityName = escapeHtml(city)
  const link = (ad: Ad, rel: 'prev' | 'next', label: string) =>
    `<a class="pager-${rel}" href="${adPath(state, city, ad.id)}" rel="${rel}"><span class="pager-label">${label}</span> <span class="pager-title">${escapeHtml(ad.title)}</span></a>`
  const pager = position
    ? `<nav class="pager" aria-label="Your ${cityName} list"><p class="pager-place">Ad ${position} of ${total} in your ${cityName} list</p>${previous ? link(previous, 'prev', 'Previous') : ''}${next ? link(next, 'next', 'Next') : ''}</nav>`
    : ''
  return `${pager}<section class="more-ads" aria-labelledby="more-ads-title"><h2 id="more-ads-title">More in ${cityName}</h2><ol class="ad-list">${adListHtml(state, city, more)}</ol></section>`
}
