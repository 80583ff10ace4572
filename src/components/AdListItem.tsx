/** One ad in a city's list: title, age and the W4M tag, linking to the ad's page. */
import type { Ad } from '../data/types'
import { adPath } from '../directory/paths'

export function AdListItem({ ad, state, city }: { ad: Ad; state: string; city: string }) {
  return (
    <li>
      <a href={adPath(state, city, ad.id)}>
        <span>{ad.title}</span>
        <span>
          <span>{ad.age}</span> <span className="tag">W4M</span>
        </span>
      </a>
    </li>
  )
}
