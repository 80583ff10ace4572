/** The 500 page: generic on purpose; the details go to the operator's log, never to the page. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'

const SERVER_ERROR_HEADING = 'Unexpected Application Error!'

export function ErrorPage() {
  const { config } = useSite()
  return (
    <Layout subid="not-found" island={false} ungated>
      <Seo
        title={`${SERVER_ERROR_HEADING} | ${config.brand}`}
        description="Something went wrong on our side."
        robots={ROBOTS.noindex}
      />
      <h1>{SERVER_ERROR_HEADING}</h1>
      <p>Something went wrong on our side. Please try again in a moment.</p>
      <p className="link-row">
        <a href="/">Return to home</a>
      </p>
    </Layout>
  )
}

/** Served when React itself cannot render the error page. */
export const SERVER_ERROR_FALLBACK_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${SERVER_ERROR_HEADING}</title><meta name="description" content="Something went wrong on our side."><meta name="robots" content="noindex"></head><body><main><h1>${SERVER_ERROR_HEADING}</h1><p>Something went wrong on our side. Please try again in a moment.</p><p><a href="/">Return to home</a></p></main></body></html>`
