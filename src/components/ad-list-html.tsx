/**
 * The HTML of a city's ad list for one session, spliced into the cached city page's slot. Each
 * row is a string template rather than a React render: the list is built on a cold isolate's
 * first city page, where 60 rows through React's second (synchronous) renderer cost about 10 ms
 * of CPU and this costs well under 1 ms (test/bench/first-render-cpu.ts). Every value is escaped.
 */
import { adAvatarSvg } from './AdAvatar'
import type { Ad } from '../data/types'
import { escapeHtml } from '../http/slots'
import { adPath } from '../directory/paths'

/** One ad in a list: its abstract picture, title, labelled age and the W4M tag, linking to the ad. */
export function adRowHtml(ad: Ad, state: string, city: string): string {
  return (
    `<li><a class="ad-row" href="${escapeHtml(adPath(state, city, ad.id))}">` +
    adAvatarSvg(ad.id) +
    `<span class="ad-row-title">${escapeHtml(ad.title)}</span>` +
    `<span class="ad-row-meta"><span>Age ${ad.age}</span> <span class="tag">W4M</span></span>` +
    `</a></li>`
  )
}

export function adListHtml(state: string, city: string, ads: readonly Ad[]): string {
  let html = ''
  for (const ad of ads) html += adRowHtml(ad, state, city)
  return html
}
