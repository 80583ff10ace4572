/**
 * The "Listings near you" paragraph as HTML, for a per-request slot in a memoized page. Rendered by
 * React once per city or state and kept: at most one entry per listed city and state.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { NearMeSuggestion } from '../components/NearMeSuggestion'
import type { NearMeSuggestion as Suggestion } from './near-me'

const HTML_BY_PLACE = new Map<string, string>()

/** The suggestion's HTML, or '' when there is none (no location, another country). */
export function nearMeHtml(suggestion: Suggestion | undefined): string {
  if (!suggestion) return ''
  const key = `${suggestion.state}|${suggestion.city?.name ?? ''}`
  let html = HTML_BY_PLACE.get(key)
  if (html === undefined) {
    html = renderToStaticMarkup(createElement(NearMeSuggestion, { suggestion }))
    HTML_BY_PLACE.set(key, html)
  }
  return html
}
