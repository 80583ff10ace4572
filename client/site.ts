/**
 * Browser entry of every page: the search boxes become comboboxes, "Find a city" finds the
 * page's own box, Quick exit gets its shortcut. Small and free of
 * React; the signup island has its own entry (client/signup-island.tsx).
 */
import { focusPageSearchFromHeader } from './find-city-link'
import { enhanceQuickExit } from './quick-exit'
import { enhanceSearchBoxes } from './search-box'

enhanceQuickExit()
enhanceSearchBoxes()
focusPageSearchFromHeader()
