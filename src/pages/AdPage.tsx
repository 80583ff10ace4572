/**
 * One illustrative ad: its number, picture, title, age, description, Pics and Reply (both lead to
 * signup, then the partner site, and say so), the seed's "Back to {city} ads", then the visitor's
 * own previous/next and "More in {city}" (a per-session slot).
 */
import { AdAvatar, avatarDrawing } from '../components/AdAvatar'
import { AdFacts } from '../components/AdFacts'
import { IllustrativeNotice } from '../components/IllustrativeNotice'
import { Layout } from '../components/Layout'
import { NearbyCities } from '../components/NearbyCities'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { Slot } from '../markup/Slot'
import type { Ad } from '../data/types'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'
import { stateImage } from '../social/social-images'
import { adPath, cityPath, statePath } from '../shared/paths'
import { fillTokens } from '../config'
import { fillPlace } from '../lander-tests/lander-test'

export const MORE_IN_CITY_SLOT = 'more-in-city'

export function AdPage({ ad, state, city }: { ad: Ad; state: string; city: string }) {
  const { config, variant } = useSite()
  const place = { state, city }
  const cta = variant?.cta
    ? fillPlace(fillTokens(variant.cta, config), place)
    : 'Reply on partner site'
  return (
    <Layout subid="ad" footerLine={`${config.brand} adventures in ${state} - 18+ only`}>
      <Seo
        title={`${ad.title} - ${city}, ${state} | ${config.brand}`}
        description={`${ad.title}: an illustrative listing in ${city}, ${state} on ${config.brand}. Adults 18+ only.`}
        canonicalPath={adPath(state, city, ad.id)}
        robots={ROBOTS.noindexNofollow}
        image={stateImage(state, config)}
      />
      <p className="crumbs">
        <a href="/">Home</a> / <a href={statePath(state)}>{state}</a> /{' '}
        <a href={cityPath(state, city)}>{city}</a>
      </p>
      {/* One column on phones; on wide screens the ad beside the visitor's list and nearby cities. */}
      <div className="ad-layout">
        <div className="ad-main">
          <article className="panel ad-detail">
            <div className="ad-head">
              <AdAvatar drawing={avatarDrawing(ad.id)} size={88} />
              <div>
                <p className="ad-number">{`Ad #${ad.id}`}</p>
                <h1>{ad.title}</h1>
                <p className="ad-row-meta">
                  <AdFacts age={ad.age} />
                </p>
              </div>
            </div>
            <p>{ad.description}</p>
            <div className="actions">
              <SignupLink>Pics on partner site</SignupLink>
              <SignupLink primary>{cta}</SignupLink>
            </div>
            <p className="card-meta">
              Both open our free signup, then continue on our partner dating site.
            </p>
            <p className="card-meta">{`Posted in ${city}, ${state}`}</p>
          </article>
          <p className="link-row">
            <a href={cityPath(state, city)}>{`Back to ${city} ads`}</a>
          </p>
          <IllustrativeNotice />
        </div>
        <div className="ad-more">
          <Slot name={MORE_IN_CITY_SLOT} />
          <NearbyCities state={state} city={city} />
        </div>
      </div>
    </Layout>
  )
}
