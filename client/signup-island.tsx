/** Browser entry: hydrates the signup modal island, enhances the search boxes and the header's links. */
import { hydrateRoot } from 'react-dom/client'
import { SignupModal } from '../src/islands/signup/SignupModal'
import {
  ISLAND_PROPS_ATTR,
  SIGNUP_ISLAND_ID,
  type SignupIslandProps,
} from '../src/shared/island-contract'
import { focusPageSearchFromHeader } from './find-city-link'
import { enhanceSearchBoxes } from './search-box'

const root = document.getElementById(SIGNUP_ISLAND_ID)
if (root) {
  const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTR) ?? '{}') as SignupIslandProps
  hydrateRoot(root, <SignupModal {...props} />)
}

enhanceSearchBoxes()
focusPageSearchFromHeader()
