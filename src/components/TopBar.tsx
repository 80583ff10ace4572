/**
 * The bar held at the top of every page: "Find a city" and Quick exit, after GOV.UK's "Exit this
 * page": a plain link to a neutral site that works without JavaScript. The browser bundle
 * (client/quick-exit.ts) makes it blank the page and replace it in the history, and adds the
 * shortcut, Shift pressed three times, which the hint (shown only then, on wide screens) tells.
 */
import { QuickExitLink } from '../shared/QuickExitLink'
import { FIND_CITY_ATTR } from '../shared/search-contract'
import { SEARCH_PATH } from '../shared/paths'

export function TopBar() {
  return (
    <nav className="quick-exit" aria-label="Shortcuts">
      <div className="wrap">
        {/* /search puts the cursor in its box; with JavaScript, a page's own box takes it instead. */}
        <a className="header-search" href={SEARCH_PATH} {...{ [FIND_CITY_ATTR]: '' }}>
          Find a city
        </a>
        <div className="quick-exit-end">
          <p className="quick-exit-hint" id="quick-exit-hint" hidden>
            Or press Shift 3 times
          </p>
          <QuickExitLink />
        </div>
      </div>
    </nav>
  )
}
