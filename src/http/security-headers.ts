/**
 * Security headers on every response, from Hono's secure-headers middleware: a strict CSP
 * (no inline script), nosniff, a referrer policy, HSTS, a locked-down Permissions-Policy.
 */
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { siteConfig, type SiteConfig } from '../config'
import type { AppEnv } from '../env'

const MIDDLEWARE = new WeakMap<SiteConfig, MiddlewareHandler<AppEnv>>()

/** Where a form may submit to: this site, plus the partner hosts signup redirects lead to. */
function formActionSources(config: SiteConfig): string[] {
  const hosts = new Set(config.redirectHosts)
  for (const url of [config.partnerSignupUrl, config.partnerUrl]) {
    try {
      hosts.add(new URL(url).host)
    } catch {
      // A malformed partner URL adds no source; the redirect route rejects it separately.
    }
  }
  return ["'self'", ...[...hosts].map((host) => `https://${host}`)]
}

function buildMiddleware(config: SiteConfig): MiddlewareHandler<AppEnv> {
  return secureHeaders({
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
      formAction: formActionSources(config),
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
}

/** Applies the security headers built for this env's configuration. */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const config = siteConfig(c.env)
    let middleware = MIDDLEWARE.get(config)
    if (!middleware) {
      middleware = buildMiddleware(config)
      MIDDLEWARE.set(config, middleware)
    }
    return middleware(c, next)
  }
}
