/**
 * /success: where a signup lands when the backend gives no partner URL to continue to. "You're
 * in" only for the browser that just signed up (signup/success-marker.ts); anyone else who opens
 * the address reads that there is nothing to confirm, and the ways on.
 */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { SignupLink } from '../components/SignupLink'
import { ROBOTS } from '../http/robots'
import { SIGN_IN_LABEL } from '../shared/island-contract'
import { useSite } from '../site/site-context'
import { siteGoPath } from '../shared/paths'

export function SuccessPage({ signedUp }: { signedUp: boolean }) {
  const { config } = useSite()
  return (
    // Just joined: the page's one next step is the partner site, with no Join anywhere around it.
    <Layout subid="success" joined={signedUp}>
      <Seo
        title={
          signedUp ? `Account created | ${config.brand}` : `Nothing to confirm | ${config.brand}`
        }
        description={`Your free ${config.brand} account request.`}
        canonicalPath="/success"
        robots={ROBOTS.noindex}
      />
      {signedUp ? <SignedUp /> : <NothingToConfirm />}
    </Layout>
  )
}

function SignedUp() {
  const { config } = useSite()
  return (
    <section className="panel">
      <h1>You&apos;re in: your account request went through</h1>
      <p>
        Our partner dating site is creating your free account with the email you gave. There is
        nothing more to do here.
      </p>
      <h2>What comes next</h2>
      <ol>
        <li>Continue to the partner site, where your account lives.</li>
        <li>Check your inbox for the partner&apos;s message and follow it to sign in.</li>
      </ol>
      <div className="actions">
        <a className="button button-primary" href={siteGoPath('success')} rel="sponsored">
          Continue to the partner site
        </a>
        <a className="button" href="/">
          Back to {config.brand}
        </a>
      </div>
      <p>{config.brand} is an affiliate of the partner and may earn a commission when you join.</p>
    </section>
  )
}

function NothingToConfirm() {
  const { config } = useSite()
  return (
    <section className="panel">
      <h1>No signup to confirm</h1>
      <p>
        This page confirms a free account request made in this browser in the last few minutes, and
        there is none. Join free to create an account, or, if you already have one, sign in on our
        partner dating site.
      </p>
      <div className="actions">
        <SignupLink primary>Join Free</SignupLink>
        <a className="button" href={config.partnerSigninUrl}>
          {SIGN_IN_LABEL}
        </a>
      </div>
    </section>
  )
}
