/**
 * The editorial sections' index and article pages; the about section's path follows BRAND_SLUG,
 * and its paths under a former slug (FORMER_BRAND_SLUGS) answer 301 to the current ones.
 */
import { Hono } from 'hono/tiny'
import { siteConfig, type SiteConfig } from '../config'
import { findArticle, findSection, movedPath, SECTIONS } from '../editorial/sections'
import type { AppEnv } from '../http/app-env'
import { redirectKeepingQuery } from '../http/redirect-keeping-query'
import { ArticlePage } from '../pages/ArticlePage'
import { SectionIndexPage } from '../pages/SectionIndexPage'
import { renderPage } from '../render/render-page'
import { notFound } from './not-found'

export const editorial = new Hono<AppEnv>()

/**
 * The section paths as one route pattern (the about section's follows BRAND_SLUG, so any slug
 * there), so the router knows which one-segment paths are sections: a 405's Allow header is
 * derived from the routes, and a catch-all `/:section` would claim every path for GET.
 */
const ANY_SLUG = '\0'
const SECTION_PATTERN = SECTIONS.map((section) =>
  section
    .path({ product: ANY_SLUG } as SiteConfig)
    .slice(1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(ANY_SLUG, '[^/]+'),
).join('|')

editorial.get(`/:section{(?:${SECTION_PATTERN})}`, (c) => {
  const config = siteConfig(c.env)
  const section = findSection(c.req.param('section'), config)
  if (section) return renderPage(c, <SectionIndexPage section={section} />, { cache: true })
  const moved = movedPath(c.req.param('section'), undefined, config)
  return moved ? redirectKeepingQuery(c, moved) : notFound(c)
})

editorial.get(`/:section{(?:${SECTION_PATTERN})}/:slug`, (c) => {
  const config = siteConfig(c.env)
  const section = findSection(c.req.param('section'), config)
  const article = section && findArticle(section, c.req.param('slug'), config)
  if (article) {
    return renderPage(c, <ArticlePage section={section} article={article} />, { cache: true })
  }
  const moved = movedPath(c.req.param('section'), c.req.param('slug'), config)
  return moved ? redirectKeepingQuery(c, moved) : notFound(c, 'Article not found')
})
