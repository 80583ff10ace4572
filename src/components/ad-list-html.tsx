/**
 * The HTML of a list of ads (a session's city list, "More in"), filled from templates of AdRow
 * and AdAvatar: the list is built per session, and on a cold isolate's first city page, where 60
 * rows through React cost about 10 ms of CPU (see markup-template.ts).
 */
import type { Ad } from '../data/types'
import { AdAvatar, avatarDrawing, type AvatarDrawing } from './AdAvatar'
import { AdRow } from './AdRow'
import { markupTemplate } from '../markup/markup-template'
import { adPath } from '../shared/paths'

const AVATAR = markupTemplate<keyof AvatarDrawing>('ad avatar', (hole) => (
  <AdAvatar
    drawing={{
      background: hole.text('background'),
      first: hole.text('first'),
      second: hole.text('second'),
      discX: hole.number('discX'),
      discY: hole.number('discY'),
      discR: hole.number('discR'),
      bandY: hole.number('bandY'),
      bandTransform: hole.text('bandTransform'),
      diamond: hole.text('diamond'),
    }}
  />
))

const AD_ROW = markupTemplate<'href' | 'title' | 'age' | 'avatar'>('ad row', (hole) => (
  <AdRow
    href={hole.text('href')}
    title={hole.text('title')}
    age={hole.number('age')}
    avatar={hole.html('avatar')}
  />
))

/** Each ad's picture, drawn once per isolate (60 ads). */
const AVATARS = new Map<number, string>()

function avatarHtml(adId: number): string {
  let html = AVATARS.get(adId)
  if (html === undefined) {
    html = AVATAR.fill(avatarDrawing(adId))
    AVATARS.set(adId, html)
  }
  return html
}

/** The rows of <AdRows state city ads>, as HTML. */
export function adListHtml(state: string, city: string, ads: readonly Ad[]): string {
  let html = ''
  for (const ad of ads) {
    html += AD_ROW.fill({
      href: adPath(state, city, ad.id),
      title: ad.title,
      age: ad.age,
      avatar: avatarHtml(ad.id),
    })
  }
  return html
}
