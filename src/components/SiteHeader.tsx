/**
 * The header on every page: the brand link home, then the sections and Join Free in a row on
 * wide screens, or Join Free and a menu that opens without JavaScript on narrow ones (CSS shows
 * one of the two). A visitor who has just joined is offered no Join (`join` false).
 */
import { fillTokens } from '../config'
import { SECTIONS } from '../editorial/sections'
import { useSite } from '../site/site-context'
import { SIGNUP_TRIGGER_ATTR } from '../shared/island-contract'
import { SIGNUP_PATH } from '../shared/paths'

export function SiteHeader({ join = true }: { join?: boolean }) {
  const { config } = useSite()
  const triggerAttr = { [SIGNUP_TRIGGER_ATTR]: '' }
  return (
    <header className="site-header">
      <div className="wrap">
        <a className="brand" href="/" aria-label={`${config.brand} home`}>
          {config.brand}
          <span aria-hidden="true">.</span>
        </a>
        {/* Narrow screens: Join Free beside the menu, in the first screenful of every page. */}
        {join ? (
          <a className="button button-primary header-join" href={SIGNUP_PATH} {...triggerAttr}>
            Join Free
          </a>
        ) : null}
        <nav className="nav" aria-label="Main">
          <ul className="nav-links">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={section.path(config)}>{fillTokens(section.copy.title, config)}</a>
              </li>
            ))}
            {join ? (
              <li>
                <a className="button button-primary" href={SIGNUP_PATH} {...triggerAttr}>
                  Join Free
                </a>
              </li>
            ) : null}
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
              {join ? (
                <li>
                  <a href={SIGNUP_PATH} {...triggerAttr}>
                    Join Free
                  </a>
                </li>
              ) : null}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  )
}
