/** One editorial article: back link, body, the affiliate disclosure and Join Free. */
import { Layout } from '../components/Layout'
import { brandedTitle, Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { fillTokens } from '../config'
import type { Article } from '../data/types'
import { articlePath, type EditorialSection } from '../editorial/sections'
import { useSite } from '../site/site-context'
import { sectionImage } from '../social/social-images'
import { ArticleBody } from './ArticleBody'

export function ArticlePage({ section, article }: { section: EditorialSection; article: Article }) {
  const { config } = useSite()
  const fill = (text: string) => fillTokens(text, config)
  const sectionTitle = fill(section.copy.title)
  const title = fill(article.title)
  const path = articlePath(section, article, config)
  const sectionUrl = `${config.siteUrl}${section.path(config)}`
  const image = sectionImage(section, config)
  const imageUrl = `${config.siteUrl}${image.path}`
  return (
    <Layout subid={section.subid} closingCta>
      <Seo
        title={brandedTitle(title, config.brand)}
        description={fill(article.description)}
        keywords={article.keywords.map(fill)}
        canonicalPath={path}
        ogType="article"
        image={image}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: title,
            description: fill(article.description),
            image: [imageUrl],
            datePublished: zonedDate(article.published),
            dateModified: zonedDate(article.published),
            author: { '@type': 'Organization', name: `${config.brand} editors` },
            publisher: { '@type': 'Organization', name: config.brand },
            mainEntityOfPage: `${config.siteUrl}${path}`,
          },
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: `${config.siteUrl}/` },
              { '@type': 'ListItem', position: 2, name: sectionTitle, item: sectionUrl },
              { '@type': 'ListItem', position: 3, name: title, item: `${config.siteUrl}${path}` },
            ],
          },
        ]}
      />
      <p className="crumbs">
        <a href={section.path(config)}>← Back to {sectionTitle}</a>
      </p>
      <article className="article">
        <h1>{title}</h1>
        <p className="card-meta">
          By the {config.brand} editors ·{' '}
          <time dateTime={article.published}>{formatDate(article.published)}</time>
        </p>
        {section.id === 'alligator' ? (
          <p className="notice">
            Satire: everything in Escort Alligator 101 is comedy and fiction.
          </p>
        ) : null}
        <ArticleBody blocks={article.body} />
      </article>
      <aside className="panel" aria-label="Join">
        <p>
          Ready to look beyond the illustrative listings? Join free and continue on our partner
          dating site. {config.brand} is an affiliate of the partner and may earn a commission when
          you join.
        </p>
        <SignupLink primary>Join Free</SignupLink>
      </aside>
    </Layout>
  )
}

/** An ISO date as the start of that day in UTC, with its zone: "2026-11-21T00:00:00+00:00". */
function zonedDate(isoDate: string): string {
  return `${isoDate}T00:00:00+00:00`
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * "2026-11-21" as "November 21, 2026". Written out rather than toLocaleDateString(): the first
 * Intl date format in an isolate loads ICU data, about 8 ms of CPU on a cold first render.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${day}, ${year}`
}
