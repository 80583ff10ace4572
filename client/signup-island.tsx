/** Browser entry of pages with the signup island: hydrates the modal (client/site.ts does the rest). */
import { hydrateRoot } from 'react-dom/client'
import { SignupModal } from '../src/islands/signup/SignupModal'
import {
  ISLAND_PROPS_ATTR,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
} from '../src/shared/island-contract'

const root = document.getElementById(SIGNUP_ISLAND_ID)
if (root) {
  const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as SignupIslandProps
  hydrateRoot(root, <SignupModal {...props} />)
}
