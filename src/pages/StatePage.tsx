/** A state page: its cities as cards, then the state's promotional section where it is written. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { StateFinder } from '../components/StateFinder'
import { fillTokens } from '../config'
import { STATE_PROMOS } from '../data/state-promos'
import { cityGrid } from '../components/city-grid-html'
import { citiesOf } from '../directory/lookup'
import { useSite } from '../site/site-context'
import { stateImage } from '../social/social-images'
import { statePath } from '../shared/paths'
import { fillPlace } from '../lander-tests/lander-test'

export function StatePage({ state }: { state: string }) {
  const { config, variant } = useSite()
  const cities = citiesOf(state)
  const promo = STATE_PROMOS[state]
  const fill = (text: string) => fillPlace(fillTokens(text, config), { state })
  // A lander test's "intro first" arm: the state's promo before its cities.
  const introFirst = variant?.order === 'intro-first' && promo !== undefined
  const grid = (
    <ul
      className="grid city-grid"
      aria-label={`Cities in ${state}`}
      dangerouslySetInnerHTML={{ __html: cityGrid(state).html }}
    />
  )
  return (
    <Layout
      subid="state"
      footerLine={`${config.brand} adventures in ${state} - 18+ only`}
      closingCta
    >
      <Seo
        title={`${config.brand} ${state} Listings for Escorts`}
        description={`Escort listings in ${state}: browse ${cities.length} cities, from ${cities.slice(0, 3).join(', ')} and more, on ${config.brand}. Adults 18+ only.`}
        keywords={[
          `${state} escorts`,
          `escorts in ${state}`,
          ...cities.slice(0, 3).map((city) => `${city} escorts`),
          config.brand.toLowerCase(),
        ]}
        canonicalPath={statePath(state)}
        ogDescription={`Browse ${cities.length} cities`}
        image={stateImage(state, config)}
      />
      <p className="crumbs">
        <a href="/">Home</a> / {state}
      </p>
      <h1>{variant?.headline ? fill(variant.headline) : `Escorts in ${state}`}</h1>
      <p>
        {cities.length} cities in {state}. Pick one to see its listings.
      </p>
      <StateFinder state={state} cities={cities} />
      {introFirst ? null : grid}
      {promo ? (
        <section className="panel promo" aria-labelledby="promo-title">
          <h2 id="promo-title">{fill(promo.heading)}</h2>
          <div className="promo-text">
            <p>
              <strong>{fill(promo.tagline)}</strong>
            </p>
            {promo.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
          </div>
          <div className="promo-venues">
            <h3>Top Venues</h3>
            <p className="venues-note">
              Public places to start an evening: parks, landmarks, historic districts and
              waterfronts, open to everyone. They have no connection to {config.brand}.
            </p>
            <ul className="venues">
              {promo.venues.map((venue) => (
                <li key={venue.name}>
                  {venue.name}
                  <span>{venue.address}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {introFirst ? grid : null}
      <p>
        <SignupLink primary>{variant?.cta ? fill(variant.cta) : 'Join Free'}</SignupLink>
      </p>
    </Layout>
  )
}
