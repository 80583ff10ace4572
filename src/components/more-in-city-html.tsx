/**
 * <MoreInCity> as HTML, filled per request of a cached ad page from templates of its parts, in
 * the same composition (test/unit/components/list-templates.test.tsx compares the two).
 */
import type { Ad } from '../data/types'
import { adNeighbours } from '../directory/ad-neighbours'
import { adListHtml } from './ad-list-html'
import { markupTemplate } from '../markup/markup-template'
import { AdPager, MoreInCitySection, PagerLink } from './MoreInCity'
import { adPath } from '../shared/paths'

const LINKS = {
  prev: markupTemplate<'href' | 'title'>('previous ad link', (hole) => (
    <PagerLink rel="prev" href={hole.text('href')} title={hole.text('title')} />
  )),
  next: markupTemplate<'href' | 'title'>('next ad link', (hole) => (
    <PagerLink rel="next" href={hole.text('href')} title={hole.text('title')} />
  )),
}

const PAGER = markupTemplate<'city' | 'position' | 'total' | 'previous' | 'next'>(
  'ad pager',
  (hole) => (
    <AdPager
      city={hole.text('city')}
      position={hole.number('position')}
      total={hole.number('total')}
      previous={hole.html('previous')}
      next={hole.html('next')}
    />
  ),
)

const SECTION = markupTemplate<'city' | 'pager' | 'rows'>('more in city', (hole) => (
  <MoreInCitySection city={hole.text('city')} pager={hole.html('pager')}>
    {hole.html('rows')}
  </MoreInCitySection>
))

/** The slot's HTML: the pager (where the ad is in the list) and the "More in {city}" list. */
export function moreInCityHtml(state: string, city: string, list: readonly Ad[], adId: number) {
  const { previous, next, position, total, more } = adNeighbours(list, adId)
  const link = (rel: 'prev' | 'next', ad: Ad | undefined) =>
    ad ? LINKS[rel].fill({ href: adPath(state, city, ad.id), title: ad.title }) : ''
  const pager = position
    ? PAGER.fill({
        city,
        position,
        total,
        previous: link('prev', previous),
        next: link('next', next),
      })
    : ''
  return SECTION.fill({ city, pager, rows: adListHtml(state, city, more) })
}
