/**
 * /signup: the signup form as a full page, the destination of every Join link without
 * JavaScript; after a failure on our side, the page that says so and leads on to the partner.
 */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { SignupForm } from '../islands/signup/SignupForm'
import { FALLBACK_NOTICE } from '../shared/island-contract'
import { useSite } from '../site/site-context'
import { siteGoPath } from '../shared/paths'

interface SignupPageProps {
  error?: string
  email?: string
  /** Set with a 409: the email already has an account there. */
  signInUrl?: string
  /** Set when our signup failed: the partner's own sign-up page, where the visitor goes on. */
  fallbackUrl?: string
}

export function SignupPage({ error, email, signInUrl, fallbackUrl }: SignupPageProps) {
  const { config } = useSite()
  if (fallbackUrl) return <FallbackPage url={fallbackUrl} />
  return (
    <Layout subid="signup-page" island={false}>
      <Seo
        title={`Join ${config.brand} free`}
        description={`Create your free ${config.brand} account and continue on our partner dating site. Adults 18+ only.`}
        canonicalPath="/signup"
      />
      <section className="panel">
        <h1>Join {config.brand} free</h1>
        <p>
          Your free account is created by our partner dating site, where the real profiles are; you
          continue there once it is ready. {config.brand} is an affiliate of the partner and may
          earn a commission when you join. We never store your password.
        </p>
        <SignupForm
          idPrefix="page"
          subid="signup-page"
          brand={config.brand}
          error={error}
          email={email}
          signInUrl={signInUrl}
        />
      </section>
      <p>
        Prefer the partner&apos;s own sign-up page?{' '}
        <a href={siteGoPath('signup-page')} rel="sponsored">
          Continue to the partner site
        </a>
        .
      </p>
    </Layout>
  )
}

/** Our signup failed: one line saying why, then the way on (no JavaScript, so a link to press). */
function FallbackPage({ url }: { url: string }) {
  const { config } = useSite()
  return (
    <Layout subid="signup-page" island={false}>
      <Seo
        title={`Continue on the partner site | ${config.brand}`}
        description={`Continue your free ${config.brand} signup on our partner dating site.`}
        canonicalPath="/signup"
      />
      <section className="panel">
        <h1>Continue on the partner site</h1>
        <p role="status">{FALLBACK_NOTICE}</p>
        <p>
          <a className="button button-primary" href={url} rel="sponsored">
            Continue to the partner&apos;s sign-up page
          </a>
        </p>
        <p>Nothing you typed was kept here: you sign up there with the same details.</p>
      </section>
    </Layout>
  )
}
