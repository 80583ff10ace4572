/** Every "not found" answer: the unknown route, state, city or ad. Always status 404. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../render/site-context'

export interface NotFoundPageProps {
  /** "State not found", "City not found", "Ad not found" or "Page not found". */
  heading: string
  message?: string
}

export function NotFoundPage({ heading, message }: NotFoundPageProps) {
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
      <p>
        <a href="/">Return to home</a>
      </p>
    </Layout>
  )
}
