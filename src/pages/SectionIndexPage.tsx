/** An editorial section's index: its intro and a card per article. */
import { Layout } from '../components/Layout'
import { brandedTitle, Seo } from '../components/Seo'
import { fillTokens } from '../config'
import { articlePath, type EditorialSection } from '../editorial/sections'
import { useSite } from '../site/site-context'
import { sectionImage } from '../social/social-images'

export function SectionIndexPage({ section }: { section: EditorialSection }) {
  const { config } = useSite()
  const fill = (text: string) => fillTokens(text, config)
  const title = fill(section.copy.title)
  return (
    <Layout subid={section.subid}>
      <Seo
        title={brandedTitle(title, config.brand)}
        description={fill(section.copy.description)}
        keywords={section.copy.keywords.map(fill)}
        canonicalPath={section.path(config)}
        image={sectionImage(section, config)}
      />
      <p className="crumbs">
        <a href="/">Home</a> / {title}
      </p>
      <h1>{title}</h1>
      <p>{fill(section.copy.intro)}</p>
      <ul className="grid" aria-label="Articles">
        {section.copy.articles.map((article) => {
          const href = articlePath(section, article, config)
          return (
            <li key={article.slug}>
              <a className="card article-card" href={href}>
                <h2 className="card-title">{fill(article.title)}</h2>
                <p>{fill(article.excerpt)}</p>
              </a>
            </li>
          )
        })}
      </ul>
    </Layout>
  )
}
