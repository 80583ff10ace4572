/**
 * Isolate start-up: one render of each kind of page, thrown away (the search page's also builds
 * the search index, every city's folded name). V8 compiles and tunes code on its first runs, so
 * a fresh isolate's first page would otherwise pay for React's renderer and the page's own code
 * warming up: 10 to 45 ms of CPU, over the Workers Free plan's 10 ms a request. Work done while
 * the module loads counts against the start-up limit instead (1 s): here about 60 ms, once per
 * isolate. One pass, under the 18+ gate, renders the gate and everything under it.
 * Figures: test/bench/first-render-cpu.ts.
 */
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server.edge'
import type { SiteConfig } from '../config'
import { ADS } from '../data/ads'
import TERMS from '../data/legal/terms'
import { adListHtml } from '../components/ad-list-html'
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
  contactEmail: 'privacy@warm-up.invalid',
  partnerUrl: 'https://warm-up.invalid/join',
  partnerSignupUrl: 'https://warm-up.invalid/signup',
  partnerSigninUrl: 'https://warm-up.invalid/',
  redirectHosts: new Set(),
}

const section = SECTIONS[0]!
const PAGES: ReactElement[] = [
  <HomePage />,
  <StatePage state="Vermont" />,
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
  // The slots of city and ad pages: a session's draw, its list and the ad page's neighbours.
  const list = pickAdsForCity('0'.repeat(32), 'Vermont', 'Burlington')
  adListHtml('Vermont', 'Burlington', list)
  moreInCityHtml('Vermont', 'Burlington', list, list[0]!.id)
}

try {
  warmUp()
} catch {
  // A warm-up that fails costs only speed; the real render reports its own errors.
}
