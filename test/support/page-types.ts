/**
 * One address of each kind of page the app's route table serves, and the GET routes that answer
 * something other than a site page. test/worker/front-door/page-types.test.ts proves that every GET route
 * of the app is one or the other, so a new page route cannot be missed by the tests and benches
 * that walk this list. Node-importable (the bench): imports carry their .ts extension.
 */
import {
  ADMIN_API_REPORT_PATH,
  ADMIN_BLOCKLIST_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_RULES_PATH,
  ADMIN_ALERTS_PATH,
  ADMIN_PARTNERS_PATH,
  ADMIN_CONNECTIONS_PATH,
  ADMIN_PATH,
  ADMIN_REPORT_CSV_PATH,
  ADMIN_REPORT_PATH,
  ADMIN_REVENUE_EXPORT_PATH,
  ADMIN_TESTS_CSV_PATH,
  ADMIN_TESTS_PATH,
  adPath,
  CITY_SUGGESTIONS_PATH,
  cityPath,
  GO_PATH,
  HOME_PATH,
  OLD_AD_ROUTE,
  PARTNER_POSTBACK_PATH,
  POSTBACKS_DELETE_PATH,
  POSTBACKS_PATH,
  PRIVACY_PATH,
  ROBOTS_PATH,
  SEARCH_PATH,
  SIGNUP_PATH,
  SITEMAP_PATH,
  statePath,
  SUCCESS_PATH,
  TERMS_PATH,
  WEB_MANIFEST_PATH,
} from '../../src/shared/paths.ts'

interface PageType {
  name: string
  /** An address of a page of this kind: the largest of its kind where sizes differ. */
  path: string
  /** The status it answers; 200 but for the not-found page. */
  status: number
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: HOME_PATH, status: 200 },
  // The largest state page (California has the most cities).
  { name: 'state', path: statePath('California'), status: 200 },
  { name: 'city', path: cityPath('Texas', 'Houston'), status: 200 },
  { name: 'ad', path: adPath('Texas', 'Houston', 7), status: 200 },
  { name: 'section index', path: '/escort-alligator-101', status: 200 },
  { name: 'article', path: '/about-nightgator/what-is-nightgator-guide', status: 200 },
  { name: 'search results', path: `${SEARCH_PATH}?q=san`, status: 200 },
  { name: 'signup', path: SIGNUP_PATH, status: 200 },
  { name: 'success', path: SUCCESS_PATH, status: 200 },
  { name: 'terms', path: TERMS_PATH, status: 200 },
  { name: 'privacy', path: PRIVACY_PATH, status: 200 },
  // No route: what any unknown address answers.
  { name: 'not found', path: '/no-such-page', status: 404 },
]

/** GET routes that answer no site page: files, redirects, the API, the partner's and the operator's. */
export const NOT_PAGE_ROUTES: readonly string[] = [
  ROBOTS_PATH,
  SITEMAP_PATH,
  WEB_MANIFEST_PATH,
  GO_PATH,
  OLD_AD_ROUTE,
  CITY_SUGGESTIONS_PATH,
  PARTNER_POSTBACK_PATH,
  ADMIN_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_REVENUE_EXPORT_PATH,
  ADMIN_REPORT_PATH,
  ADMIN_TESTS_PATH,
  ADMIN_TESTS_CSV_PATH,
  ADMIN_REPORT_CSV_PATH,
  ADMIN_BLOCKLIST_PATH,
  ADMIN_API_REPORT_PATH,
  ADMIN_RULES_PATH,
  ADMIN_ALERTS_PATH,
  ADMIN_PARTNERS_PATH,
  ADMIN_CONNECTIONS_PATH,
  POSTBACKS_PATH,
  POSTBACKS_DELETE_PATH,
]
