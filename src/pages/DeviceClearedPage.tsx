/**
 * The answer of "Clear this device" (POST /clear-data): what the browser was asked to remove,
 * and what no site can remove (the history), or, for a request from elsewhere, that nothing was.
 */
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import { ROBOTS } from '../http/robots'
import { useSite } from '../site/site-context'
import { PRIVACY_PATH } from '../shared/paths'

export function DeviceClearedPage({ refused }: { refused?: boolean }) {
  const { config } = useSite()
  return (
    <Layout subid="legal" island={false} ungated>
      <Seo
        title={refused ? 'Nothing was cleared' : 'This browser is cleared'}
        description={`What ${config.brand} removed from this browser.`}
        robots={ROBOTS.noindex}
      />
      <section className="panel">
        {refused ? (
          <>
            <h1>Nothing was cleared</h1>
            <p>
              Clearing works only from the Clear this device button on {config.brand}&apos;s own
              pages. <a href="/">Return to home</a> and use the button at the bottom of any page.
            </p>
          </>
        ) : (
          <>
            <h1>This browser is cleared of {config.brand}</h1>
            <p>Your browser was told to remove everything {config.brand} stored in it:</p>
            <ul>
              <li>
                its cookies: the 18+ confirmation, the session that keeps the order of the ads, the
                campaign tag, the signup marker and the neutral tab title choice (see the{' '}
                <a href={PRIVACY_PATH}>Privacy Policy</a>);
              </li>
              <li>the copies of its pages and files kept by the browser.</li>
            </ul>
            <p>
              Your next visit asks again whether you are 18 or older. What no website can clear is
              your browser&apos;s history: it still lists the pages you opened here. Remove them in
              your browser&apos;s history (Ctrl+H on most browsers, Cmd+Y in Safari on a Mac), or
              use a private window next time.
            </p>
          </>
        )}
      </section>
    </Layout>
  )
}
