/**
 * Browser entry of every page: the search boxes become comboboxes, "Find a city" finds the
 * page's own box, Quick exit gets its shortcut, signup links open the modal's dialog. Small and
 * free of React: the signup island has its own entry (client/signup-island.tsx), imported only
 * when a visitor reaches for a signup link.
 */
import { focusPageSearchFromHeader } from './find-city-link'
import { enhanceQuickExit } from './quick-exit'
import { enhanceSearchBoxes } from './search-box'
import { enhanceSignupDialog } from './signup-dialog'
import { loadSignupIslandOnIntent } from './signup-intent'

enhanceQuickExit()
enhanceSearchBoxes()
focusPageSearchFromHeader()
loadSignupIslandOnIntent()
enhanceSignupDialog()
