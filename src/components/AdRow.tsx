/**
 * One ad in a list (a city's list, "More in {city}"): its picture, title, age and the W4M tag,
 * linking to the ad. Lists are filled from a template of this component (ad-list-html.ts).
 */
import type { ReactNode } from 'react'
import type { Ad } from '../data/types'
import { AdAvatar, avatarDrawing } from './AdAvatar'
import { AdFacts } from './AdFacts'
import { adPath } from '../shared/paths'

interface AdRowProps {
  href: string
  title: string
  age: number
  /** The ad's picture (an <AdAvatar>). */
  avatar: ReactNode
}

export function AdRow({ href, title, age, avatar }: AdRowProps) {
  return (
    <li>
      <a className="ad-row" href={href}>
        {avatar}
        <span className="ad-row-title">{title}</span>
        <span className="ad-row-meta">
          <AdFacts age={age} />
        </span>
      </a>
    </li>
  )
}

/** A city's ads as rows, each linking to the ad under that city. */
export function AdRows({ state, city, ads }: { state: string; city: string; ads: readonly Ad[] }) {
  return ads.map((ad) => (
    <AdRow
      key={ad.id}
      href={adPath(state, city, ad.id)}
      title={ad.title}
      age={ad.age}
      avatar={<AdAvatar drawing={avatarDrawing(ad.id)} />}
    />
  ))
}
