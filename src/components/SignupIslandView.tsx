/**
 * The signup island's container and modal for given props, their JSON and the island's script:
 * what <SignupIsland> renders, and its template (chrome-html.tsx) with stand-ins, where the JSON
 * and the script's hashed name are holes of their own.
 */
import type { SiteConfig } from '../config'
import { SignupModal } from '../islands/signup/SignupModal'
import {
  ISLAND_PROPS_ATTR,
  ISLAND_SCRIPT_ATTR,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
  type Subid,
} from '../shared/island-contract'
import { partnerLink } from '../shared/partner-link'

/** What the island is given, on the page and again when it hydrates. */
export function signupIslandProps(subid: Subid, config: SiteConfig): SignupIslandProps {
  return {
    subid,
    brand: config.brand,
    // The island's last resort (an answer it cannot read): no campaign is known to the page.
    partnerSignupUrl: partnerLink(config.partnerSignupUrl) ?? config.partnerSignupUrl,
  }
}

interface SignupIslandViewProps {
  props: SignupIslandProps
  /** JSON.stringify(props): what the island reads back. */
  json: string
  /** The island module's address. */
  script: string
}

export function SignupIslandView({ props, json, script }: SignupIslandViewProps) {
  const attrs = { [ISLAND_PROPS_ATTR]: json, [ISLAND_SCRIPT_ATTR]: script }
  return (
    <div id={SIGNUP_ISLAND_ID} {...attrs}>
      <SignupModal {...props} />
    </div>
  )
}
