/** /signup: the signup form as a full page, the destination of every Join link without JavaScript. */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { SignupForm } from '../islands/signup/SignupForm'
import { useSite } from '../site/site-context'

export interface SignupPageProps {
  error?: string
  email?: string
}

export function SignupPage({ error, email }: SignupPageProps) {
  const { config } = useSite()
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
        />
      </section>
      <p>
        Prefer the partner&apos;s own sign-up page?{' '}
        <a href="/go?sub=signup-page" rel="sponsored">
          Continue to the partner site
        </a>
        .
      </p>
    </Layout>
  )
}
