/**
 * The Layout's chrome from its templates (components/chrome-html.tsx) is byte for byte what
 * React renders for the components themselves, in every variant the Layout uses, with values
 * React must escape in every hole (a brand, a slug, a footer line, a path, a partner URL).
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import {
  ChromeMarker,
  fillChrome,
  footerHtml,
  headerHtml,
  signupIslandHtml,
  topBarHtml,
} from '../../../src/components/chrome-html'
import { SignupIsland } from '../../../src/components/SignupIsland'
import { SiteFooter } from '../../../src/components/SiteFooter'
import { SiteHeader } from '../../../src/components/SiteHeader'
import { TopBar } from '../../../src/components/TopBar'
import { siteConfig } from '../../../src/config'
import { SIGNUP_ISLAND_SCRIPT } from '../../../src/site/client-assets'
import { SiteContext, type SiteContextValue } from '../../../src/site/site-context'
import type { Subid } from '../../../src/shared/island-contract'
import { TEST_ENV } from '../../worker/helpers'

const HOSTILE = `Tom & "Jerry's" <b>café</b> 😀`

function sites(): SiteContextValue[] {
  const plain = siteConfig(TEST_ENV)
  const hostile = siteConfig({
    ...TEST_ENV,
    BRAND_NAME: HOSTILE,
    BRAND_SLUG: 'a&b"c',
    PARTNER_SIGNUP_URL: 'https://partner.example.com/signup?aff=x&y="z"',
  })
  return [plain, hostile].flatMap((config) =>
    [false, true].map((neutralTitle) => ({
      config,
      ageConfirmed: true,
      neutralTitle,
      path: `/city/Texas/${encodeURIComponent(HOSTILE)}?q="x"&y=<z>`,
      rendered: {},
    })),
  )
}

const react = (site: SiteContextValue, node: ReactNode) =>
  renderToString(<SiteContext.Provider value={site}>{node}</SiteContext.Provider>)

describe("the Layout's chrome from its templates", () => {
  it('gives the top bar and both headers React renders', () => {
    for (const site of sites()) {
      expect(topBarHtml()).toBe(react(site, <TopBar />))
      for (const join of [true, false]) {
        expect(headerHtml(site, join), site.config.brand).toBe(
          react(site, <SiteHeader join={join} />),
        )
      }
    }
  })

  it('gives every footer React renders: with or without Join, a line or none, neutral or not', () => {
    for (const site of sites()) {
      for (const cta of [true, false]) {
        for (const line of [undefined, 'Nightgator adventures in Texas - 18+ only', HOSTILE]) {
          expect(footerHtml(site, line, cta), `${site.config.brand} ${cta} ${line}`).toBe(
            react(site, <SiteFooter line={line} cta={cta} />),
          )
        }
      }
    }
  })

  it('gives the signup island React renders, for page tags of every kind', () => {
    const subids: Subid[] = ['home', 'city', 'app-reviews', 'signup-page', 'not-found']
    for (const site of sites()) {
      for (const subid of subids) {
        expect(signupIslandHtml(site, subid, SIGNUP_ISLAND_SCRIPT), subid).toBe(
          react(site, <SignupIsland subid={subid} />),
        )
      }
    }
  })

  it('puts each piece where its marker stands, and leaves a page without markers as it is', () => {
    const [site] = sites()
    const html = react(
      site!,
      <main>
        <ChromeMarker site={site!} html="<p>one</p>" />
        <p>between</p>
        <ChromeMarker site={site!} html="<p>two</p>" />
      </main>,
    )
    expect(fillChrome(html, site!.rendered)).toBe('<main><p>one</p><p>between</p><p>two</p></main>')
    expect(fillChrome('<p>no chrome</p>', {})).toBe('<p>no chrome</p>')
    // A marker React did not print (a page rendered outside its Layout's pass) fails loudly.
    expect(() => fillChrome('<main></main>', { chrome: ['<p>lost</p>'] })).toThrow(/marker 0/)
  })
})
