/**
 * A state's grid of city cards: the order (largest first, or A-Z with an index for long lists)
 * and the cards as HTML, built once per state and isolate from templates of <CityCard>. The grid
 * is the long, repetitive part of a state page (334 cards for California): through React on a
 * cold isolate's first state page it cost about 20 ms of CPU (bench/first-render-cpu.ts).
 */
import { AZ_INDEX_THRESHOLD, citiesAtoZ, sortKey } from '../directory/az-order'
import { cityCardLabel } from '../directory/card-label'
import { citiesOf } from '../directory/lookup'
import { CardLabel, CityCard } from './CityCard'
import { markupTemplate } from '../markup/markup-template'
import { getOrBuild } from '../shared/get-or-build'
import { cityPath } from '../shared/paths'

interface CityGrid {
  /** The cards in order: a city, and its anchor where it starts a letter of the A-Z index. */
  cards: readonly { city: string; anchor?: string }[]
  /** The anchor ids of the A-Z index, one per first letter, in order (none for short lists). */
  anchors: readonly string[]
  /** The cards' HTML, <li> by <li>: what <CityCards state> renders. */
  html: string
}

const GRIDS = new Map<string, CityGrid>()

export function cityGrid(state: string): CityGrid {
  return getOrBuild(GRIDS, state, buildGrid)
}

/** A state's cards through React: the source of the template, and of the tests' comparison. */
export function CityCards({ state }: { state: string }) {
  const label = cityCardLabel(state)
  return cityGrid(state).cards.map(({ city, anchor }) => (
    <CityCard
      key={city}
      href={cityPath(state, city)}
      city={city}
      state={state}
      label={label === undefined ? undefined : <CardLabel label={label} />}
      anchor={anchor}
    />
  ))
}

const card = (anchored: boolean) =>
  markupTemplate<'href' | 'city' | 'state' | 'label' | 'anchor'>(
    anchored ? 'city card with anchor' : 'city card',
    (hole) => (
      <CityCard
        href={hole.text('href')}
        city={hole.text('city')}
        state={hole.text('state')}
        label={hole.html('label')}
        anchor={anchored ? hole.text('anchor') : undefined}
      />
    ),
  )
const CARD = card(false)
const ANCHORED_CARD = card(true)
const LABEL = markupTemplate<'label'>('city card label', (hole) => (
  <CardLabel label={hole.text('label')} />
))

function orderCards(state: string): CityGrid['cards'] {
  const cities = citiesOf(state)
  if (cities.length <= AZ_INDEX_THRESHOLD) return cities.map((city) => ({ city }))
  // A-Z where the jump index needs it (worked out at build time), else largest first (the list's
  // own order).
  const seen = new Set<string>()
  return citiesAtoZ(state).map((city) => {
    const letter = sortKey(city)[0]!.toUpperCase()
    if (!/[A-Z]/.test(letter) || seen.has(letter)) return { city }
    seen.add(letter)
    return { city, anchor: `cities-${letter}` }
  })
}

function buildGrid(state: string): CityGrid {
  const cards = orderCards(state)
  const anchors = cards.flatMap(({ anchor }) => (anchor ? [anchor] : []))
  const labelText = cityCardLabel(state)
  const label = labelText === undefined ? '' : LABEL.fill({ label: labelText })
  let html = ''
  for (const { city, anchor } of cards) {
    const values = { href: cityPath(state, city), city, state, label, anchor: anchor ?? '' }
    html += (anchor ? ANCHORED_CARD : CARD).fill(values)
  }
  return { cards, anchors, html }
}
