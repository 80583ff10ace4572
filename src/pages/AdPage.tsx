/** One illustrative ad: title, age, description, Pics and Reply (both lead to signup). */
import { IllustrativeNotice } from '../components/IllustrativeNotice'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import type { Ad } from '../data/types'
import { adPath, cityPath, statePath } from '../directory/paths'
import { ROBOTS } from '../http/robots'
import { useSite } from '../render/site-context'
import { stateImage } from '../social/social-images'

export function AdPage({ ad, state, city }: { ad: Ad; state: string; city: string }) {
  const { config } = useSite()
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
      <article className="panel">
        <h1>{ad.title}</h1>
        <p>{`Age: ${ad.age}`}</p>
        <p>{ad.description}</p>
        <div className="actions">
          <SignupLink>Pics</SignupLink>
          <SignupLink primary>Reply</SignupLink>
        </div>
        <p>{`Posted in ${city}, ${state}`}</p>
      </article>
      <IllustrativeNotice />
      <p>
        <a href={cityPath(state, city)}>{`Back to ${city} ads`}</a>
      </p>
    </Layout>
  )
}
