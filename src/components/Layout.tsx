/** The document every page renders into: head, age gate, header, main, footer, signup island. */
import type { ReactNode } from 'react'
import { SIGNUP_ISLAND_SCRIPT, SITE_SCRIPT, STYLESHEET } from '../site/client-assets'
import { useSite } from '../site/site-context'
import { APPLE_TOUCH_ICON, THEME_COLOR } from '../social/brand-icon'
import type { Subid } from '../shared/island-contract'
import { AgeGate } from './AgeGate'
import { ChromeMarker, footerHtml, headerHtml, signupIslandHtml, topBarHtml } from './chrome-html'
import { WEB_MANIFEST_PATH } from '../shared/paths'
import { NEUTRAL_ICON_PATH } from '../shared/discretion-contract'

interface LayoutProps {
  /** The affiliate_subid this page's signups carry. */
  subid: Subid
  children: ReactNode
  footerLine?: string
  /** Pages that are themselves the signup form render no modal island. */
  island?: boolean
  /** Terms and Privacy are readable without confirming age. */
  ungated?: boolean
  /** The page ends with its own Join button: the footer then shows none (one is enough). */
  closingCta?: boolean
  /** The visitor has just joined (/success): no Join anywhere, the page says what comes next. */
  joined?: boolean
}

export function Layout({
  subid,
  children,
  footerLine,
  island = true,
  ungated,
  closingCta,
  joined,
}: LayoutProps) {
  const site = useSite()
  const { ageConfirmed, neutralTitle, rendered } = site
  // The landing this page answers is credited to the tag its signups carry (site-context.ts).
  rendered.subid = subid
  const gated = !ageConfirmed && !ungated
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* The keyboard shrinks the layout viewport: a dialog's Continue is not hidden under it. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, interactive-widget=resizes-content"
        />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="stylesheet" href={STYLESHEET} />
        {neutralTitle ? (
          // The tab's plain icon; no home-screen icon names the brand either.
          <link rel="icon" href={NEUTRAL_ICON_PATH} type="image/svg+xml" />
        ) : (
          <>
            <link rel="icon" href="/favicon.ico" sizes="48x48" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON.path} />
          </>
        )}
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
      </head>
      <body>
        {gated ? <AgeGate /> : null}
        <div className="app" inert={gated}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {/* <TopBar /> and <SiteHeader />, from their templates (chrome-html.tsx). */}
          <ChromeMarker site={site} html={topBarHtml()} />
          <ChromeMarker site={site} html={headerHtml(site, !joined)} />
          <main id="main" className="wrap">
            {children}
          </main>
          {/* <SiteFooter />, from its template. */}
          <ChromeMarker site={site} html={footerHtml(site, footerLine, !closingCta && !joined)} />
        </div>
        {island && !joined ? (
          // <SignupIsland subid={subid} />, from its template.
          <ChromeMarker site={site} html={signupIslandHtml(site, subid, SIGNUP_ISLAND_SCRIPT)} />
        ) : null}
        {/* The site's small script (search boxes, Quick exit, the signup dialog and the island on
            intent): every page. */}
        <script type="module" src={SITE_SCRIPT} />
      </body>
    </html>
  )
}
