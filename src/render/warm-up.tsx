/**
 * Isolate start-up: one render of each kind of page, thrown away (the search page's also builds
 * the search index, every city's folded name). V8 compiles and tunes code on its first runs, so
 * a fresh isolate's first page would otherwise pay for React's renderer and the page's own code
 * warming up, over the Workers Free plan's 10 ms a request. Work done while the module loads
 * counts against the start-up limit instead (1 s), once per isolate. One pass, under the 18+
 * gate, renders the gate and everything under it. What it costs and saves, measured as a visitor
 * meets a cold start: README.md, "Performance" (npm run bench's first-render and cold-start table).
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
import type { SiteConfig } from '../config'
import { ADS } from '../data/ads'
import TERMS from '../data/legal/terms'
import { adListHtml } from '../components/ad-list-html'
import { returnFieldSlot } from '../components/AgeGate'
import { nearMeHtml } from '../components/NearMe'
import { SlotRequest } from '../http/slots'
import { pickAdsForCity } from '../directory/ads-for-city'
import { moreInCityHtml } from '../components/more-in-city-html'
import { SECTIONS } from '../editorial/sections'
import { AdPage } from '../pages/AdPage'
import { ArticlePage } from '../pages/ArticlePage'
import { CityPage } from '../pages/CityPage'
import { HomePage } from '../pages/HomePage'
import { LegalPage } from '../pages/LegalPage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { SearchPage } from '../pages/SearchPage'
import { SignupPage } from '../pages/SignupPage'
import { StatePage } from '../pages/StatePage'
import { searchCities } from '../search/match-query'
import { SiteContext } from '../site/site-context'

/** Any valid configuration will do: the HTML is discarded, only the warmed code stays. */
const CONFIG: SiteConfig = {
  siteUrl: 'https://warm-up.invalid',
  brand: 'Nightgator',
  product: 'nightgator',
  formerProducts: [],
  contactEmail: 'privacy@warm-up.invalid',
  partnerUrl: 'https://warm-up.invalid/join',
  partnerSignupUrl: 'https://warm-up.invalid/signup',
  partnerSigninUrl: 'https://warm-up.invalid/',
  redirectHosts: new Set(),
}

const section = SECTIONS[0]!
const PAGES: ReactElement[] = [
  <HomePage />,
  // A state with an A-Z index (over 40 cities, Utah has 41): its cards and index are warmed too.
  <StatePage state="Utah" />,
  <CityPage state="Vermont" city="Burlington" />,
  <AdPage ad={ADS[0]!} state="Vermont" city="Burlington" />,
  <ArticlePage section={section} article={section.copy.articles[0]!} />,
  <LegalPage document={TERMS} path="/terms" />,
  <SignupPage />,
  <NotFoundPage heading="Page not found" />,
  <SearchPage outcome={searchCities('san')} state={undefined} />,
]

function warmUp(): void {
  for (const page of PAGES) {
    renderToString(
      <SiteContext.Provider value={{ config: CONFIG, ageConfirmed: false }}>
        {page}
      </SiteContext.Provider>,
    )
  }
  // The slots, each filled from its component's template, built here: a session's draw, its
  // list and the ad page's neighbours, "near me", and the 18+ form's return field.
  const list = pickAdsForCity('0'.repeat(32), 'Vermont', 'Burlington')
  adListHtml('Vermont', 'Burlington', list)
  moreInCityHtml('Vermont', 'Burlington', list, list[0]!.id)
  nearMeHtml({ state: 'Vermont' })
  returnFieldSlot.fill(new SlotRequest(new Request(`${CONFIG.siteUrl}/`)))
}

try {
  warmUp()
} catch {
  // A warm-up that fails costs only speed; the real render reports its own errors.
}
