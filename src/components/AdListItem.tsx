/** One ad in a list: its abstract picture, title, labelled age and the W4M tag, linking to the ad. */
import type { Ad } from '../data/types'
import { adPath } from '../directory/paths'
import { AdAvatar } from './AdAvatar'

export function AdListItem({ ad, state, city }: { ad: Ad; state: string; city: string }) {
  return (
    <li>
      <a className="ad-row" href={adPath(state, city, ad.id)}>
        <AdAvatar adId={ad.id} />
        <span className="ad-row-title">{ad.title}</span>
        <span className="ad-row-meta">
          <span>{`Age ${ad.age}`}</span> <span className="tag">W4M</span>
        </span>
      </a>
    </li>
  )
}
