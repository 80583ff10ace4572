/**
 * Security headers on every response, from Hono's secure-headers middleware: a strict CSP
 * (no inline script), nosniff, a referrer policy, HSTS, a locked-down Permissions-Policy.
 */
import type { Context } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { changesPartner, siteConfig, withOffer, type SiteConfig } from '../config'
import type { AppEnv } from './app-env'

/** The form-action value per configuration: two URL parses, done once per env, not per request. */
const FORM_ACTION = new WeakMap<SiteConfig, string>()

/** A host as a CSP source may name it: letters, digits, hyphens, dots and a port. */
const CSP_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/

/** Where a form may submit to: this site, plus the partner hosts signup redirects lead to. */
function formActionSources(config: SiteConfig): string {
  const hosts = new Set(config.redirectHosts)
  for (const url of [config.partnerSignupUrl, config.partnerUrl]) {
    // A malformed partner URL adds no source; the redirect route rejects it separately. Only a
    // host of dotted labels is a source: never a wildcard, nor one that ends the directive.
    const host = URL.parse(url)?.host
    if (host && CSP_HOST.test(host)) hosts.add(host)
  }
  return ["'self'", ...[...hosts].map((host) => `https://${host}`)].join(' ')
}

/**
 * The CSP's form-action for this request's configuration (a secure-headers directive handler,
 * called before the route runs). A page of an offer test's arm, or the signup page of a visitor
 * holding one (lander-tests/choose-arm.ts), names that arm's partner hosts instead of the
 * configured partner's: the no-JS signup's 303 goes there. Worked out per rendered page, not
 * memoised: the render cache keeps the headers with the page
 * (docs/decisions/023-offer-arms-end-to-end.md).
 */
function formAction(c: Context<AppEnv>): string {
  const config = siteConfig(c.env)
  const offer = c.get('arm')?.arm
  if (changesPartner(offer)) return formActionSources(withOffer(config, offer))
  let sources = FORM_ACTION.get(config)
  if (sources === undefined) {
    sources = formActionSources(config)
    FORM_ACTION.set(config, sources)
  }
  return sources
}

export const SECURITY_HEADERS = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // Chrome applies form-action to the redirect after a form POST (the no-JS signup's 303).
    formAction: [formAction],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: 'same-origin',
  // Headers that add nothing here: frame-ancestors replaces X-Frame-Options, the pages embed
  // nothing cross-origin, and legacy headers modern browsers ignore. Each costs bytes on
  // every response.
  xFrameOptions: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  xPermittedCrossDomainPolicies: false,
  originAgentCluster: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
})
