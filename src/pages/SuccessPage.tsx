/** /success: where a signup lands when the backend gives no partner URL to continue to. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'

export function SuccessPage() {
  const { config } = useSite()
  return (
    <Layout subid="success">
      <Seo
        title={`Account created | ${config.brand}`}
        description={`Your free ${config.brand} account request went through.`}
        canonicalPath="/success"
        robots={ROBOTS.noindex}
      />
      <section className="panel">
        <h1>You&apos;re in: your account request went through</h1>
        <p>
          Our partner dating site is creating your free account with the email you gave. Check your
          inbox for its message, then sign in there to see real profiles.
        </p>
        <div className="actions">
          <a className="button button-primary" href="/go?sub=success" rel="sponsored">
            Continue to the partner site
          </a>
          <a className="button" href="/">
            Back to {config.brand}
          </a>
        </div>
        <p>
          {config.brand} is an affiliate of the partner and may earn a commission when you join.
        </p>
      </section>
    </Layout>
  )
}
