/** Every "not found" answer: the unknown route, state, city or ad. Always status 404. */
import type { ReactNode } from 'react'
import { Layout } from '../components/Layout'
import { PopularCities } from '../components/PopularCities'
import { SearchBox } from '../components/SearchBox'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'

interface NotFoundPageProps {
  /** "State not found", "City not found", "Ad not found" or "Page not found". */
  heading: string
  message?: string
  /** The way on: closest names, the state page (see routes/place-not-found.tsx). */
  help?: ReactNode
}

export function NotFoundPage({ heading, message, help }: NotFoundPageProps) {
  const { config } = useSite()
  return (
    <Layout subid="not-found">
      <Seo
        title={`${heading} | ${config.brand}`}
        description={`${heading}. Browse escort listings by state on ${config.brand}.`}
        robots={ROBOTS.noindex}
      />
      <h1>{heading}</h1>
      <p>{message ?? 'The page you asked for does not exist or has moved.'}</p>
      {help}
      <SearchBox />
      <PopularCities />
      <p className="link-row">
        <a href="/">Return to home</a>
      </p>
    </Layout>
  )
}
