/**
 * The site's addresses, in one place: the app's route table registers these paths, and code and
 * tests build every link to them from here (a path typed in two places drifts). Patterns are
 * Hono's. Static files (icons, the bundle) are not here: the build names those. No imports, so
 * Node-run scripts (the bench) can import this file as it is.
 */

export const HOME_PATH = '/'
export const STATE_ROUTE = '/state/:state'
export const CITY_ROUTE = '/city/:state/:city'
export const AD_ROUTE = '/city/:state/:city/:adId'
/** The older ad URL form, answered with a 301 to AD_ROUTE's. */
export const OLD_AD_ROUTE = '/city/:state/:city/ad/:adId'

export const SEARCH_PATH = '/search'
export const CITY_SUGGESTIONS_PATH = '/api/cities'

export const SIGNUP_PATH = '/signup'
export const SIGNUP_API_PATH = '/api/signup'
export const SUCCESS_PATH = '/success'

export const TERMS_PATH = '/terms'
export const PRIVACY_PATH = '/privacy'

/** The 18+ form posts here. */
export const AGE_GATE_PATH = '/age-check'
/** POST here (from this site only) clears what the site left in this browser. */
export const CLEAR_DATA_PATH = '/clear-data'
/** The neutral tab title switch: a form POST that sets or clears its cookie. */
export const NEUTRAL_TITLE_PATH = '/neutral-title'

/** The affiliate redirect: counts a campaign's click and sends the visitor to the partner. */
export const GO_PATH = '/go'
/**
 * The parameter marking the site's own links to /go (its value: the page the link is on): never
 * a campaign, so following one never replaces the visitor's campaign (routes/go.ts).
 */
export const SITE_LINK_PARAM = 'from'
/** The site's own link onto the partner from the page tagged `page`. */
export const siteGoPath = (page: string) => `${GO_PATH}?${SITE_LINK_PARAM}=${page}`
/** The partner's conversions come in here; the secret is POSTBACK_SECRET. */
export const PARTNER_POSTBACK_PATH = '/postback/:secret'

export const ROBOTS_PATH = '/robots.txt'
export const SITEMAP_PATH = '/sitemap.xml'
export const WEB_MANIFEST_PATH = '/manifest.webmanifest'

/** The campaign dashboard and its exports, behind the admin login. */
export const ADMIN_PATH = '/admin'
export const ADMIN_EXPORT_PATH = '/admin/export.csv'
export const ADMIN_REVENUE_EXPORT_PATH = '/admin/revenue.csv'
export const ADMIN_REPORT_PATH = '/admin/report'
export const ADMIN_REPORT_CSV_PATH = '/admin/report.csv'
export const ADMIN_BLOCKLIST_PATH = '/admin/blocklist.txt'
export const ADMIN_COSTS_PATH = '/admin/costs'
/** A campaign's traffic source: its statistics' time zone, the source's id of the campaign. */
export const ADMIN_CAMPAIGN_SOURCE_PATH = '/admin/campaign-source'
/** Zone rules: the list, the form, previews and the audit log; their writes. */
export const ADMIN_RULES_PATH = '/admin/rules'
export const ADMIN_RULES_CHANGE_PATH = '/admin/rules/change'
export const ADMIN_RULES_UNDO_PATH = '/admin/rules/undo'
export const ADMIN_ALERTS_PATH = '/admin/alerts'
export const ADMIN_ALERTS_TEST_PATH = '/admin/alerts/test'
/** The report as JSON, for the REPORT_API_TOKEN bearer (and the logins). */
export const ADMIN_API_REPORT_PATH = '/admin/api/report'
/** Spend pushed in as JSON, for the COST_API_TOKEN bearer (and the owner). */
export const ADMIN_API_COSTS_PATH = '/admin/api/costs'
/** The traffic-source accounts whose spend is pulled; their test and "Sync now" buttons. */
export const ADMIN_CONNECTIONS_PATH = '/admin/connections'
export const ADMIN_CONNECTIONS_TEST_PATH = '/admin/connections/test'
export const ADMIN_CONNECTIONS_SYNC_PATH = '/admin/connections/sync'
export const ADMIN_CONNECTIONS_DELETE_PATH = '/admin/connections/delete'
export const POSTBACKS_PATH = '/admin/postbacks'
/** The network preset per partner URL, and the currency rates (admin/partners.tsx). */
export const ADMIN_PARTNERS_PATH = '/admin/partners'
export const ADMIN_PARTNERS_RATES_PATH = '/admin/partners/rates'
export const POSTBACKS_DELETE_PATH = '/admin/postbacks/delete'
export const POSTBACKS_TEST_PATH = '/admin/postbacks/test'
/** Lander and offer tests: the list, the form that starts one, the button that ends one. */
export const ADMIN_TESTS_PATH = '/admin/tests'
export const ADMIN_TESTS_CSV_PATH = '/admin/tests.csv'
export const ADMIN_TESTS_END_PATH = '/admin/tests/end'

// The directory's addresses: every segment percent-encoded (spaces as %20).

export function statePath(state: string): string {
  return `/state/${encodeURIComponent(state)}`
}

export function cityPath(state: string, city: string): string {
  return `/city/${encodeURIComponent(state)}/${encodeURIComponent(city)}`
}

/** The canonical ad URL; the older `/ad/` form answers 301 to it. */
export function adPath(state: string, city: string, adId: number): string {
  return `${cityPath(state, city)}/${adId}`
}
