/**
 * A city's card in its state's grid: a map pin, the city, the state and the state's card label,
 * linking to the city's list. A state's grid is filled from templates of it (city-grid-html.tsx).
 */
import type { ReactNode } from 'react'

/** The map-pin glyph of a card (decorative). */
function MapPin() {
  return (
    <svg className="pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  )
}

/** The label after the state on every card of a state ("Browse Escorts"), where it has one. */
export function CardLabel({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span className="card-label">{label}</span>
    </>
  )
}

interface CityCardProps {
  href: string
  city: string
  state: string
  /** A <CardLabel>, where the state has one. */
  label?: ReactNode
  /** The A-Z index's anchor, on the first card of each letter. */
  anchor?: string
}

export function CityCard({ href, city, state, label, anchor }: CityCardProps) {
  return (
    <li id={anchor}>
      <a className="card" href={href} rel="nofollow">
        <span className="card-title">
          <MapPin />
          {city}
        </span>{' '}
        <span className="card-meta">{state}</span>
        {label}
      </a>
    </li>
  )
}
