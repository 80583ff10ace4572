/**
 * "Listings near you": a link to the listed city (or state) nearest the visitor's request
 * location, never a redirect, and nothing without a location. The home page's per-request slot,
 * filled from a template of this component (nearMeHtml).
 */
import type { NearMeSuggestion } from '../search/near-me'
import { markupTemplate } from '../markup/markup-template'
import { cityPath, statePath } from '../shared/paths'

export function NearMe({ href, label }: { href: string; label: string }) {
  return (
    <p className="near-me">
      Listings near you: <a href={href}>{label}</a>
    </p>
  )
}

/** Where a suggestion links, and what the link says. */
export function nearMeProps({ city, state }: NearMeSuggestion): { href: string; label: string } {
  return city
    ? { href: cityPath(state, city.name), label: `${city.name}, ${state}` }
    : { href: statePath(state), label: state }
}

const NEAR_ME = markupTemplate<'href' | 'label'>('near me', (hole) => (
  <NearMe href={hole.text('href')} label={hole.text('label')} />
))

/** The suggestion's HTML, or '' when there is none (no location, another country). */
export function nearMeHtml(suggestion: NearMeSuggestion | undefined): string {
  return suggestion ? NEAR_ME.fill(nearMeProps(suggestion)) : ''
}
