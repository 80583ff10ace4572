/**
 * The "Listings near you" paragraph as HTML, for the home page's per-request slot: a link, never
 * a redirect, and nothing without a location. Written as a string rather than rendered by
 * React: it is filled on every request of a cached page, and a cold isolate's first home page
 * would otherwise also warm up React's second (synchronous) renderer, about 4 ms of CPU.
 */
import { cityPath, statePath } from '../directory/paths'
import { escapeHtml } from '../http/slots'
import type { NearMeSuggestion } from './near-me'

/** The suggestion's HTML, or '' when there is none (no location, another country). */
export function nearMeHtml(suggestion: NearMeSuggestion | undefined): string {
  if (!suggestion) return ''
  const { city, state } = suggestion
  const href = city ? cityPath(state, city.name) : statePath(state)
  const label = city ? `${city.name}, ${state}` : state
  return `<p class="near-me">Listings near you: <a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`
}
