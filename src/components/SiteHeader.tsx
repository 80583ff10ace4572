/**
 * The header on every page: the brand link home, then the sections and Join Free in a row on
 * wide screens, or a menu that opens without JavaScript on narrow ones (CSS shows one of the two).
 */
import { fillTokens } from '../config'
import { SECTIONS } from '../editorial/sections'
import { useSite } from '../site/site-context'
import { SIGNUP_PATH, SIGNUP_TRIGGER_ATTR } from '../shared/island-contract'
import { FIND_CITY_ATTR, SEARCH_PATH } from '../shared/search-contract'

export function SiteHeader() {
  const { config } = useSite()
  const triggerAttr = { [SIGNUP_TRIGGER_ATTR]: '' }
  return (
    <header className="site-header">
      <div className="wrap">
        <a className="brand" href="/" aria-label={`${config.brand} home`}>
          {config.brand}
          <span aria-hidden="true">.</span>
        </a>
        {/* /search puts the cursor in its box; with JavaScript, a page's own box takes it instead. */}
        <a className="header-search" href={SEARCH_PATH} {...{ [FIND_CITY_ATTR]: '' }}>
          Find a city
        </a>
        <nav className="nav" aria-label="Main">
          <ul className="nav-links">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={section.path(config)}>{fillTokens(section.copy.title, config)}</a>
              </li>
            ))}
            <li>
              <a className="button button-primary" href={SIGNUP_PATH} {...triggerAttr}>
                Join Free
              </a>
            </li>
          </ul>
          <details className="menu">
            <summary>Menu</summary>
            <ul>
              <li>
                <a href="/">Home</a>
              </li>
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={section.path(config)}>{fillTokens(section.copy.title, config)}</a>
                </li>
              ))}
              <li>
                <a href={SIGNUP_PATH} {...triggerAttr}>
                  Join Free
                </a>
              </li>
            </ul>
          </details>
        </nav>
      </div>
    </header>
  )
}
