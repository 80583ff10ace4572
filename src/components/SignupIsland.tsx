/**
 * The signup island's server side: the modal inside its container, its props, and the address
 * of the module script that hydrates it. No script tag: the site script imports the island when
 * a visitor reaches for a signup link (client/signup-intent.ts), so no page loads React before. The modal uses no useId (its ids are the contract's), so rendering it
 * in the page's own tree gives the same HTML hydrateRoot expects in the container. Pages put
 * it in from its template (chrome-html.tsx), which React renders from SignupIslandView.
 */
import { SIGNUP_ISLAND_SCRIPT } from '../site/client-assets'
import { useSite } from '../site/site-context'
import type { Subid } from '../shared/island-contract'
import { signupIslandProps, SignupIslandView } from './SignupIslandView'

export function SignupIsland({ subid }: { subid: Subid }) {
  const { config } = useSite()
  const props = signupIslandProps(subid, config)
  return (
    <SignupIslandView props={props} json={JSON.stringify(props)} script={SIGNUP_ISLAND_SCRIPT} />
  )
}
