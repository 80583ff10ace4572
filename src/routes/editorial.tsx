/** The editorial sections' index and article pages; the about section's path follows BRAND_SLUG. */
import { Hono, type Context } from 'hono'
import { siteConfig } from '../config'
import { findArticle, SECTIONS } from '../editorial/sections'
import type { AppEnv } from '../env'
import { ArticlePage } from '../pages/ArticlePage'
import { SectionIndexPage } from '../pages/SectionIndexPage'
import { renderPage } from '../render/render-page'
import { notFound } from './not-found'

export const editorial = new Hono<AppEnv>()

editorial.get('/:section', showSectionIndex)
editorial.get('/:section/:slug', showArticle)

function sectionAt(c: Context<AppEnv>) {
  const path = `/${c.req.param('section')}`
  return SECTIONS.find((section) => section.path(siteConfig(c.env)) === path)
}

function showSectionIndex(c: Context<AppEnv>) {
  const section = sectionAt(c)
  if (!section) return notFound(c)
  return renderPage(c, <SectionIndexPage section={section} />, {
    cacheKey: `section|${section.id}`,
  })
}

function showArticle(c: Context<AppEnv>) {
  const section = sectionAt(c)
  const slug = c.req.param('slug')!
  const article = section && findArticle(section, slug, siteConfig(c.env))
  if (!section || !article) return notFound(c, 'Article not found')
  return renderPage(c, <ArticlePage section={section} article={article} />, {
    cacheKey: `article|${section.id}|${slug}`,
  })
}
