/** Terms or Privacy: numbered sections, dated by the text's own last change, readable ungated. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { fillTokens } from '../config'
import type { LegalDocument } from '../data/types'
import { useSite } from '../site/site-context'
import { formatDate } from './ArticlePage'

export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const { config } = useSite()
  const fill = (text: string) => fillTokens(text, config)
  return (
    <Layout subid="legal" ungated>
      <Seo
        title={`${document.title} | ${config.brand}`}
        description={`${document.title} of ${config.brand}: ${fill(document.intro).slice(0, 110)}`}
        canonicalPath={path}
      />
      <article className="article legal">
        <h1>{document.title}</h1>
        <p>
          Last updated:{' '}
          <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
        <p>{fill(document.intro)}</p>
        {document.sections.map((section, index) => (
          <section key={section.heading} className="legal-section">
            <h2>{`${index + 1}. ${fill(section.heading)}`}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </section>
        ))}
        {document.commitment ? (
          <section className="panel commitment">
            <h2>{fill(document.commitment.heading)}</h2>
            {document.commitment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </section>
        ) : null}
      </article>
    </Layout>
  )
}
