/**
 * The footer on every page: legal and section links, Join Free, the 18+ line, the discreet-browsing
 * controls and the data credit.
 */
import { fillTokens, type SiteConfig } from '../config'
import { SECTIONS } from '../editorial/sections'
import { useSite } from '../site/site-context'
import { DeviceControls } from './DeviceControls'
import { SignupLink } from './SignupLink'
import { KEYBOARD_HINT_CLASS } from '../shared/discretion-contract'
import { PRIVACY_PATH, TERMS_PATH } from '../shared/paths'

interface SiteFooterProps {
  line?: string
  /** Show Join Free; off where the page's own call to action ends right above the footer. */
  cta?: boolean
}

/** The footer's line: the page's own, or the site's 18+ line. */
export function footerLine(line: string | undefined, config: SiteConfig): string {
  return line ?? `${config.brand} - adults only, 18+`
}

export function SiteFooter({ line, cta = true }: SiteFooterProps) {
  const { config } = useSite()
  const [about, ...otherSections] = SECTIONS
  return (
    <footer className="site-footer">
      <div className="wrap">
        <nav aria-label="Footer">
          <ul>
            <li>
              <a href={TERMS_PATH}>Terms</a>
            </li>
            <li>
              <a href={PRIVACY_PATH}>Privacy</a>
            </li>
            <li>
              <a href={about!.path(config)}>About</a>
            </li>
            {otherSections.map((section) => (
              <li key={section.id}>
                <a href={section.path(config)}>{fillTokens(section.copy.title, config)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {cta ? (
          <p>
            <SignupLink primary>Join Free</SignupLink>
          </p>
        ) : null}
        <p>{footerLine(line, config)}</p>
        <section className="discreet" aria-labelledby="discreet-title">
          <h2 id="discreet-title">Sharing this device?</h2>
          <p>
            Quick exit, at the top of every page, leaves at once.
            {/*
             * Only the bundle answers the shortcut (client/quick-exit.ts), so the hint is rendered
             * hidden and shown by it; a touch screen has no Shift key, so it is for keyboards only
             * (discreet.css).
             */}
            <span className={KEYBOARD_HINT_CLASS} hidden>
              {' '}
              On a keyboard, so does pressing Shift 3 times.
            </span>{' '}
            Clear this device removes what {config.brand} stored in this browser; see the{' '}
            <a href={PRIVACY_PATH}>Privacy Policy</a>.
          </p>
          <DeviceControls />
        </section>
        <p className="credit">
          The listings on this site are illustrative. {config.brand} is an affiliate of its partner
          dating site and may earn a commission when you join. City data from{' '}
          <a href="https://www.geonames.org/">GeoNames</a>, licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>; ZIP codes from the{' '}
          <a href="https://github.com/davglass/zipcodes">zipcodes</a> package (BSD licence).
        </p>
      </div>
    </footer>
  )
}
