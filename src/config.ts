/** The site's configuration, derived once per env object from the wrangler vars. */
import type { Env } from './env'

export interface SiteConfig {
  /** Canonical origin, no trailing slash. */
  siteUrl: string
  brand: string
  product: string
  /** Earlier brand slugs (FORMER_BRAND_SLUGS), lowercase: their /about-{slug} paths answer 301. */
  formerProducts: readonly string[]
  contactEmail: string
  partnerUrl: string
  partnerSignupUrl: string
  /**
   * Where a visitor whose email already has an account signs in: the partner site's home page
   * (the origin of PARTNER_SIGNUP_URL), from which its members sign in.
   */
  partnerSigninUrl: string
  /** Hosts a backend redirectUrl may point to (https only), with ":port" unless it is 443. */
  redirectHosts: ReadonlySet<string>
}

/** A partner offer in place of the configured one (an offer test's arm); a field unset keeps it. */
export interface PartnerOffer {
  partnerUrl?: string
  partnerSignupUrl?: string
}

/**
 * Characters a plain partner address never holds: anything but printable ASCII, and what could
 * end a CSP source or directive or widen it (`;`, `,`, quotes, `*`), or hide in a URL (`\\`).
 */
const NOT_PLAIN = /[^\x21-\x7e]|[;,'"`*\\<>^|]/
/** A host name of letters, digits and hyphens in dotted labels, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}(?::\d{1,5})?$/
const PLAIN_URL_MAX = 500

/**
 * Whether `text` is a plain partner address: `https://`, a named host (no wildcard, address
 * literal or user name), then a path and a query, nothing else (no fragment, no `;`, spaces or
 * quotes anywhere). Checked when an offer arm is saved (lander-tests/arm-check.ts) and again
 * wherever an offer is used (withOffer), so a partner host always reads as one CSP source.
 */
export function isPlainPartnerUrl(text: string): boolean {
  if (
    text.length > PLAIN_URL_MAX ||
    NOT_PLAIN.test(text) ||
    !/^https:\/\/[^/?#@]+(?:[/?]|$)/i.test(text)
  )
    return false
  const url = URL.parse(text)
  return (
    url !== null &&
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '' &&
    PLAIN_HOST.test(url.host)
  )
}

/** An offer's address, when it is a plain one (isPlainPartnerUrl); any other is no offer. */
function plainOrNone(url: string | undefined): string | undefined {
  return url && isPlainPartnerUrl(url) ? url : undefined
}

/** Whether an offer changes any partner address (with a plain one). */
export function changesPartner(offer: PartnerOffer | undefined): offer is PartnerOffer {
  return Boolean(plainOrNone(offer?.partnerUrl) || plainOrNone(offer?.partnerSignupUrl))
}

/**
 * The configuration with an offer's partner addresses in place of the configured ones; an
 * address that is not plain (an arm saved before the check) leaves the configured one.
 */
export function withOffer(config: SiteConfig, offer: PartnerOffer | undefined): SiteConfig {
  if (!changesPartner(offer)) return config
  return {
    ...config,
    partnerUrl: plainOrNone(offer.partnerUrl) ?? config.partnerUrl,
    partnerSignupUrl: plainOrNone(offer.partnerSignupUrl) ?? config.partnerSignupUrl,
  }
}

const DEFAULTS = {
  SITE_URL: 'http://localhost:8787',
  BRAND_NAME: 'Nightgator',
  BRAND_SLUG: 'nightgator',
  CONTACT_EMAIL: 'privacy@example.com',
} as const

const CONFIGS = new WeakMap<Env, SiteConfig>()

/** Reads (and caches) the site configuration for this env. */
export function siteConfig(env: Env): SiteConfig {
  let config = CONFIGS.get(env)
  if (!config) {
    config = buildConfig(env)
    CONFIGS.set(env, config)
  }
  return config
}

function buildConfig(env: Env): SiteConfig {
  const siteUrl = (env.SITE_URL || DEFAULTS.SITE_URL).replace(/\/+$/, '')
  const brand = env.BRAND_NAME || DEFAULTS.BRAND_NAME
  const product = (env.BRAND_SLUG || DEFAULTS.BRAND_SLUG).toLowerCase()
  const formerProducts = listOf(env.FORMER_BRAND_SLUGS).map((slug) => slug.toLowerCase())
  const redirectHosts = new Set(
    listOf(env.REDIRECT_HOSTS).flatMap((entry) => httpsHost(entry) ?? []),
  )
  return {
    siteUrl,
    brand,
    product,
    formerProducts,
    contactEmail: env.CONTACT_EMAIL || DEFAULTS.CONTACT_EMAIL,
    partnerUrl: env.PARTNER_URL,
    partnerSignupUrl: env.PARTNER_SIGNUP_URL,
    partnerSigninUrl: originOf(env.PARTNER_SIGNUP_URL) ?? env.PARTNER_SIGNUP_URL,
    redirectHosts,
  }
}

const CONFIG_KEYS = new WeakMap<Env, string>()
const KEY_BY_CONFIGURATION = new Map<string, string>()

/**
 * A short key for the whole configuration: every text binding of this env, so no variable can
 * be left out by hand. Equal configurations share a key; the render cache keys pages with it.
 */
export function configKey(env: Env): string {
  let key = CONFIG_KEYS.get(env)
  if (key === undefined) {
    const configuration = Object.entries(env)
      .filter(([, value]) => typeof value === 'string')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, value]) => `${name}=${value as string}`)
      .join('\n')
    key = KEY_BY_CONFIGURATION.get(configuration)
    if (key === undefined) {
      key = `c${KEY_BY_CONFIGURATION.size}`
      KEY_BY_CONFIGURATION.set(configuration, key)
    }
    CONFIG_KEYS.set(env, key)
  }
  return key
}

/** The entries of a comma-separated variable, trimmed, without empty ones. */
function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((entry) => entry.trim() || [])
}

/** The site a URL is on, as `https://host/`; undefined for anything but an https URL. */
function originOf(url: string): string | undefined {
  const parsed = URL.parse(url)
  return parsed?.protocol === 'https:' ? `${parsed.origin}/` : undefined
}

/** An entry of REDIRECT_HOSTS ("host" or "host:port") as a URL's `host`, or undefined. */
function httpsHost(entry: string): string | undefined {
  return URL.parse(`https://${entry}`)?.host
}

/** Fills the `{brand}`, `{product}` and `{contact}` tokens of bundled copy. */
export function fillTokens(text: string, config: SiteConfig): string {
  return text.replace(/\{(brand|product|contact)\}/g, (_, token: string) =>
    token === 'brand' ? config.brand : token === 'product' ? config.product : config.contactEmail,
  )
}
