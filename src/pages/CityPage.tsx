/**
 * A city's ad list. The page is memoized per city; the list itself is the session's own draw,
 * spliced into the "ads" slot per request (see routes/directory.tsx).
 */
import { IllustrativeNotice } from '../components/IllustrativeNotice'
import { Layout } from '../components/Layout'
import { NearbyCities } from '../components/NearbyCities'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { Slot } from '../markup/Slot'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'
import { stateImage } from '../social/social-images'
import { cityPath, statePath } from '../shared/paths'
import { fillTokens } from '../config'
import { fillPlace } from '../lander-tests/lander-test'

export const AD_LIST_SLOT = 'ads'

export function CityPage({ state, city }: { state: string; city: string }) {
  const { config, variant } = useSite()
  const fill = (text: string) => fillPlace(fillTokens(text, config), { state, city })
  // A lander test's "intro first" arm: the call to join before the listings, not after.
  const introFirst = variant?.order === 'intro-first'
  const join = (
    <p>
      <SignupLink primary>{variant?.cta ? fill(variant.cta) : 'Join Free'}</SignupLink>
    </p>
  )
  return (
    <Layout
      subid="city"
      footerLine={`${config.brand} adventures in ${state} - 18+ only`}
      closingCta
    >
      <Seo
        title={`Escorts in ${city}, ${state} | ${config.brand}`}
        description={`Illustrative escort listings for ${city}, ${state} on ${config.brand}. Join free to continue on our partner site. Adults 18+ only.`}
        canonicalPath={cityPath(state, city)}
        robots={ROBOTS.noindexNofollow}
        image={stateImage(state, config)}
      />
      <p className="crumbs">
        <a href="/">Home</a> / <a href={statePath(state)}>{state}</a> / {city}
      </p>
      <h1>{variant?.headline ? fill(variant.headline) : `Escorts in ${city}, ${state}`}</h1>
      <IllustrativeNotice />
      {introFirst ? join : null}
      <ol className="ad-list city-ads" aria-label={`Listings in ${city}`}>
        <Slot name={AD_LIST_SLOT} />
      </ol>
      <NearbyCities state={state} city={city} />
      {introFirst ? null : join}
    </Layout>
  )
}
