/**
 * The per-session part of an ad page: previous and next through the visitor's own list for the
 * city, and "More in {city}" with the ads after this one. Filled into the cached ad page's slot
 * from templates of these components (more-in-city-html.tsx).
 */
import type { ReactNode } from 'react'
import type { Ad } from '../data/types'
import { adNeighbours } from '../directory/ad-neighbours'
import { AdRows } from './AdRow'
import { adPath } from '../shared/paths'

interface PagerLinkProps {
  rel: 'prev' | 'next'
  href: string
  title: string
}

export function PagerLink({ rel, href, title }: PagerLinkProps) {
  return (
    <a className={`pager-${rel}`} href={href} rel={rel}>
      <span className="pager-label">{rel === 'prev' ? 'Previous' : 'Next'}</span>{' '}
      <span className="pager-title">{title}</span>
    </a>
  )
}

interface AdPagerProps {
  city: string
  position: number
  total: number
  /** A <PagerLink>, where there is one. */
  previous?: ReactNode
  next?: ReactNode
}

/** Where the ad is in the visitor's list, with links to its neighbours. */
export function AdPager({ city, position, total, previous, next }: AdPagerProps) {
  return (
    <nav className="pager" aria-label={`Your ${city} list`}>
      <p className="pager-place">{`Ad ${position} of ${total} in your ${city} list`}</p>
      {previous}
      {next}
    </nav>
  )
}

/** "More in {city}": the list's rows under a heading, after the pager when there is one. */
export function MoreInCitySection({
  city,
  pager,
  children,
}: {
  city: string
  pager?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      {pager}
      <section className="more-ads" aria-labelledby="more-ads-title">
        <h2 id="more-ads-title">{`More in ${city}`}</h2>
        <ol className="ad-list">{children}</ol>
      </section>
    </>
  )
}

interface MoreInCityProps {
  state: string
  city: string
  /** The visitor's list for the city. */
  list: readonly Ad[]
  adId: number
}

export function MoreInCity({ state, city, list, adId }: MoreInCityProps) {
  const { previous, next, position, total, more } = adNeighbours(list, adId)
  const link = (rel: 'prev' | 'next', ad: Ad | undefined) =>
    ad && <PagerLink rel={rel} href={adPath(state, city, ad.id)} title={ad.title} />
  const pager = position && (
    <AdPager
      city={city}
      position={position}
      total={total}
      previous={link('prev', previous)}
      next={link('next', next)}
    />
  )
  return (
    <MoreInCitySection city={city} pager={pager}>
      <AdRows state={state} city={city} ads={more} />
    </MoreInCitySection>
  )
}
