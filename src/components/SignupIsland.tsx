/**
 * The signup island's server side: the modal rendered as its own React root (so the ids that
 * hydrateRoot produces in the browser match), its props, and the module script that hydrates it.
 */
import { renderToString } from 'react-dom/server.edge'
import { SignupModal } from '../islands/signup/SignupModal'
import { SIGNUP_ISLAND_SCRIPT } from '../render/client-assets'
import { useSite } from '../render/site-context'
import {
  ISLAND_PROPS_ATTR,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
  type Subid,
} from '../shared/island-contract'

/** The modal's HTML for each distinct set of props; it never changes per request. */
const ISLAND_HTML = new Map<string, string>()

function islandHtml(props: SignupIslandProps, json: string): string {
  let html = ISLAND_HTML.get(json)
  if (html === undefined) {
    html = renderToString(<SignupModal {...props} />)
    ISLAND_HTML.set(json, html)
  }
  return html
}

export function SignupIsland({ subid }: { subid: Subid }) {
  const { config } = useSite()
  const props: SignupIslandProps = {
    subid,
    brand: config.brand,
    partnerSignupUrl: config.partnerSignupUrl,
  }
  const json = JSON.stringify(props)
  const propsAttr = { [ISLAND_PROPS_ATTR]: json }
  return (
    <>
      <div
        id={SIGNUP_ISLAND_ID}
        {...propsAttr}
        dangerouslySetInnerHTML={{ __html: islandHtml(props, json) }}
      />
      {/* A module script at the end of <body>: deferred, never render-blocking. */}
      <script type="module" src={SIGNUP_ISLAND_SCRIPT} />
    </>
  )
}
