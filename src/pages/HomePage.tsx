/** The home page: hero, every state, benefits, the editors' note, the FAQ and the call to join. */
import { Layout } from '../components/Layout'
import { PopularCities } from '../components/PopularCities'
import { SearchBox } from '../components/SearchBox'
import { Slot } from '../markup/Slot'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { fillTokens } from '../config'
import { BADGES, BENEFITS, EDITORS_NOTE, FAQ, HERO } from '../data/home'
import { STATES } from '../data/states'
import { useSite } from '../site/site-context'
import { SEARCH_PATH, statePath } from '../shared/paths'

/** "Listings near you", from where this request comes from: filled per request, never cached. */
export const NEAR_ME_SLOT = 'near-me'

export function HomePage() {
  const { config, variant } = useSite()
  const fill = (text: string) => fillTokens(text, config)
  const description = `${config.brand}: escort listings for all 50 US states. Pick your state and city, browse illustrative ads and join free to continue on our partner site. 18+ only.`
  return (
    <Layout subid="home" closingCta>
      <Seo
        title={`${config.brand}: Escort Listings in Your City, All 50 States`}
        description={description}
        keywords={[
          'escort listings',
          'escorts by state',
          'escort directory',
          'adult listings',
          config.brand.toLowerCase(),
        ]}
        canonicalPath="/"
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: config.brand,
            url: `${config.siteUrl}/`,
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${config.siteUrl}${SEARCH_PATH}?q={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
        ]}
      />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{fill(variant?.headline ?? HERO.headline)}</h1>
        <p>{fill(HERO.subhead)}</p>
        <ul className="badges" aria-label="At a glance">
          {BADGES.map((badge) => (
            <li key={badge}>{fill(badge)}</li>
          ))}
        </ul>
      </section>

      {/* Side by side on wide screens: finding a city, and the popular ones. */}
      <div className="finder">
        <div>
          <Slot name={NEAR_ME_SLOT} />
          <SearchBox />
        </div>
        <PopularCities />
      </div>

      <section aria-labelledby="states-title">
        <h2 id="states-title">Choose your state</h2>
        <ul className="grid states">
          {STATES.map((state) => (
            <li key={state.code}>
              <a className="card" href={statePath(state.name)}>
                {state.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why {config.brand}</h2>
        <ul className="grid">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card">
              <h3>{fill(benefit.title)}</h3>
              <p>{fill(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="note-title">
        <h2 id="note-title">{fill(EDITORS_NOTE.heading)}</h2>
        {EDITORS_NOTE.paragraphs.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
        <p>{fill(EDITORS_NOTE.signature)}</p>
      </section>

      <section className="faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.question}>
            <summary>{fill(item.question)}</summary>
            <p>{fill(item.answer)}</p>
          </details>
        ))}
      </section>

      <p className="hero">
        <SignupLink primary>
          {variant?.cta ? fill(variant.cta) : `Join ${config.brand} Now`}
        </SignupLink>
      </p>
    </Layout>
  )
}
