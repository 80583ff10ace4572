/** robots.txt and sitemap.xml: every indexable page, with absolute URLs from SITE_URL. */
import { Hono } from 'hono/tiny'
import { siteConfig, type SiteConfig } from '../config'
import { STATES } from '../data/states'
import { articlePath, SECTIONS } from '../editorial/sections'
import type { AppEnv } from '../http/app-env'
import {
  GO_PATH,
  HOME_PATH,
  PRIVACY_PATH,
  ROBOTS_PATH,
  SIGNUP_PATH,
  SITEMAP_PATH,
  TERMS_PATH,
  statePath,
} from '../shared/paths'

export const seo = new Hono<AppEnv>()

seo.get(ROBOTS_PATH, (c) => {
  const { siteUrl } = siteConfig(c.env)
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: ${GO_PATH}`,
    '',
    `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
  ]
  return c.text(`${lines.join('\n')}\n`, 200, { 'Cache-Control': 'public, max-age=3600' })
})

seo.get(SITEMAP_PATH, (c) => {
  const config = siteConfig(c.env)
  const urls = indexablePaths(config).map(
    (path) => `  <url><loc>${escapeXml(config.siteUrl + path)}</loc></url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  })
})

/** Home, the states, the editorial sections and their articles, the signup page and the legal
 * pages. City and ad pages are noindex (their listings are illustrative) and so are left out. */
export function indexablePaths(config: SiteConfig): string[] {
  return [
    HOME_PATH,
    ...STATES.map((state) => statePath(state.name)),
    ...SECTIONS.flatMap((section) => [
      section.path(config),
      ...section.copy.articles.map((article) => articlePath(section, article, config)),
    ]),
    SIGNUP_PATH,
    TERMS_PATH,
    PRIVACY_PATH,
  ]
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
