/**
 * The signup island's server side: the modal inside its container, its props, and the address
 * of the module script that hydrates it. No script tag: the site script imports the island when
 * a visitor reaches for a signup link (client/signup-intent.ts), so no page loads React before. The modal uses no useId (its ids are the contract's), so rendering it
 * in the page's own tree gives the same HTML hydrateRoot expects in the container.
 */
import { SignupModal } from '../islands/signup/SignupModal'
import { SIGNUP_ISLAND_SCRIPT } from '../site/client-assets'
import { useSite } from '../site/site-context'
import { partnerLink } from '../shared/partner-link'
import {
  ISLAND_PROPS_ATTR,
  ISLAND_SCRIPT_ATTR,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
  type Subid,
} from '../shared/island-contract'

export function SignupIsland({ subid }: { subid: Subid }) {
  const { config } = useSite()
  const props: SignupIslandProps = {
    subid,
    brand: config.brand,
    // The island's last resort (an answer it cannot read): no campaign is known to the page.
    partnerSignupUrl: partnerLink(config.partnerSignupUrl) ?? config.partnerSignupUrl,
  }
  const attrs = {
    [ISLAND_PROPS_ATTR]: JSON.stringify(props),
    [ISLAND_SCRIPT_ATTR]: SIGNUP_ISLAND_SCRIPT,
  }
  return (
    <div id={SIGNUP_ISLAND_ID} {...attrs}>
      <SignupModal {...props} />
    </div>
  )
}
