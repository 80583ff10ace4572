/**
 * A state's grid of city cards as HTML, built once per state and isolate. The grid is the long,
 * repetitive part of a state page (335 cards for California): as a string template it costs a
 * fraction of the same cards through React on a cold isolate's first state page (about 20 ms of
 * CPU for California, test/bench/first-render-cpu.ts), with the same bytes. Every value is escaped.
 */
import { escapeHtml } from '../http/slots'
import { cityCardLabel } from '../directory/card-label'
import { citiesOf } from '../directory/lookup'
import { cityPath } from '../directory/paths'

/** States with more cities than this get the A-Z jump index, and an A-Z grid to jump within. */
export const AZ_INDEX_THRESHOLD = 40

/** The map-pin glyph of a card (decorative). */
const PIN_SVG =
  '<svg class="pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"></path></svg>'

export interface CityGrid {
  /** The cards, <li> by <li>. */
  html: string
  /** The anchor ids of the A-Z index, one per first letter, in order (none for short lists). */
  anchors: readonly string[]
}

const GRIDS = new Map<string, CityGrid>()

export function cityGrid(state: string): CityGrid {
  let grid = GRIDS.get(state)
  if (!grid) {
    grid = buildGrid(state)
    GRIDS.set(state, grid)
  }
  return grid
}

/**
 * How cards sort A-Z: case and accents ignored ("Ñ" with "N"). A plain comparison of these keys
 * rather than localeCompare: ICU's collator costs milliseconds to start on a cold isolate.
 */
function sortKey(name: string): string {
  const folded = /[^\x00-\x7f]/.test(name)
    ? name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    : name
  return folded.toLowerCase()
}

function buildGrid(state: string): CityGrid {
  const cities = citiesOf(state)
  const alphabetical = cities.length > AZ_INDEX_THRESHOLD
  // A-Z where the jump index needs it, else largest first (the list's own order).
  const ordered = alphabetical
    ? cities
        .map((city) => ({ city, key: sortKey(city) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ city }) => city)
    : cities
  const label = cityCardLabel(state)
  const stateHtml = escapeHtml(state)
  const after =
    ` <span class="card-meta">${stateHtml}</span>` +
    (label ? ` <span class="card-label">${escapeHtml(label)}</span>` : '') +
    '</a></li>'
  const anchors: string[] = []
  let html = ''
  for (const city of ordered) {
    const letter = alphabetical ? sortKey(city)[0]!.toUpperCase() : ''
    let id = ''
    if (/[A-Z]/.test(letter) && !anchors.includes(`cities-${letter}`)) {
      anchors.push(`cities-${letter}`)
      id = ` id="cities-${letter}"`
    }
    html +=
      `<li${id}><a class="card" href="${escapeHtml(cityPath(state, city))}" rel="nofollow">` +
      `<span class="card-title">${PIN_SVG}${escapeHtml(city)}</span>${after}`
  }
  return { html, anchors }
}
