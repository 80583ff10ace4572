/** An editorial section's index: its intro and a card per article. */
import { Layout } from '../components/Layout'
import { brandedTitle, Seo } from '../components/Seo'
import { fillTokens } from '../config'
import { articlePath, type EditorialSection } from '../editorial/sections'
import { useSite } from '../render/site-context'
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
            <li key={article.slug} className="card article-card">
              <h2 className="card-title">
                <a href={href}>{fill(article.title)}</a>
              </h2>
              <p>{fill(article.excerpt)}</p>
              <a href={href}>
                Read More<span className="visually-hidden">: {fill(article.title)}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </Layout>
  )
}
