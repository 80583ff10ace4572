/** The four editorial sections: where each lives, its signup tag and its bundled copy. */
import type { SiteConfig } from '../config'
import ABOUT from '../data/articles/about'
import ALLIGATOR from '../data/articles/alligator'
import APP_REVIEWS from '../data/articles/app-reviews'
import HOOKUPS from '../data/articles/hookups'
import type { Article, ArticleSectionCopy } from '../data/types'
import type { Subid } from '../shared/island-contract'

export interface EditorialSection {
  id: 'about' | 'alligator' | 'hookups' | 'app-reviews'
  subid: Subid
  /** Index path; the about section's depends on the brand slug. */
  path(config: SiteConfig): string
  copy: ArticleSectionCopy
}

export const SECTIONS: readonly EditorialSection[] = [
  { id: 'about', subid: 'about', path: (config) => `/about-${config.product}`, copy: ABOUT },
  { id: 'alligator', subid: 'alligator', path: () => '/escort-alligator-101', copy: ALLIGATOR },
  { id: 'hookups', subid: 'hookups', path: () => '/hookups-101', copy: HOOKUPS },
  { id: 'app-reviews', subid: 'app-reviews', path: () => '/dating-app-reviews', copy: APP_REVIEWS },
]

/** An article's slug with the brand slug filled in. */
function articleSlug(article: Article, config: SiteConfig): string {
  return article.slug.replaceAll('{product}', config.product)
}

export function articlePath(section: EditorialSection, article: Article, config: SiteConfig) {
  return `${section.path(config)}/${articleSlug(article, config)}`
}

/** The section whose index is `/{name}`, or undefined. */
export function findSection(name: string, config: SiteConfig) {
  return SECTIONS.find((section) => section.path(config) === `/${name}`)
}

/** The section and article a path names, or undefined. */
export function findArticle(section: EditorialSection, slug: string, config: SiteConfig) {
  return section.copy.articles.find((article) => articleSlug(article, config) === slug)
}

/**
 * Where a section index (no `slug`) or article addressed under a former brand slug
 * (FORMER_BRAND_SLUGS) lives now, or undefined: old /about-{slug} links keep working.
 */
export function movedPath(name: string, slug: string | undefined, config: SiteConfig) {
  for (const product of config.formerProducts) {
    const former: SiteConfig = { ...config, product }
    const section = findSection(name, former)
    if (!section) continue
    if (slug === undefined) return section.path(config)
    const article = findArticle(section, slug, former)
    if (article) return articlePath(section, article, config)
  }
  return undefined
}
