/**
 * What counting reads of a request, once per request: navigation or not, person or bot, whether
 * it may be tagged, and the visitor's dimensions (device, OS, US state, country, lander-test arm).
 * The route reads it and passes it down; the click's dimensions are taken from it (dimensions.ts).
 */
import { agentFacts, type BrowserFamily, type DeviceClass, type OsFamily } from './user-agent'

/** What counting reads of a request, once: navigation or not, person or bot, device and country. */
export interface Visitor {
  /**
   * A top-level navigation: a link opened, an address typed. Browsers say so with
   * `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest: document`; an `<img>`, `<iframe>`, `<script>`
   * or `fetch()` on another site says otherwise and is neither counted nor tagged. A request
   * without those headers (older browsers, most scripts) is judged by the rules below.
   */
  navigation: boolean
  /**
   * Not a person opening the page: HEAD requests, no or an empty user agent, user agents the
   * maintained `isbot` list or our list of mail link checkers recognise, link previews
   * (`X-Purpose: preview`, `Purpose: preview`), and browser prefetches and prerenders (Chrome's
   * speculation rules send `Sec-Purpose: prefetch`, possibly `prefetch;prerender`; older
   * browsers `Purpose: prefetch` or Firefox's `X-Moz: prefetch`). Counted as the separate `bot`
   * event instead of a click or a landing.
   */
  bot: boolean
  /**
   * Gets the `camp` cookie: a person's navigation, or a browser's prefetch or prerender of a
   * navigation (it says navigate/document): the browser keeps its cookie only when the visitor
   * opens that page, and then sends no second request to set it on.
   */
  tagged: boolean
  device: DeviceClass
  /** Two-letter country from Cloudflare, '' when unknown. */
  country: string
  /** US state: Cloudflare's region code of a US visitor (`TX`), else ''. */
  state: string
  os: OsFamily
  browser: BrowserFamily
  /** iOS's or Android's major version (`ios-17`), else ''. */
  osVersion: string
  /**
   * The network the visitor comes through: Cloudflare's `asOrganization` (a carrier's or an
   * internet provider's name, never an address) made a short token, '' when unknown.
   */
  network: string
  /**
   * The lander-test arm this request's events are counted under ('3B': test 3, arm B), '' outside
   * a test. Not in the request: the lander-tests layer decides it once per request, and the route
   * reads the visitor in it (inArm) before any event is made.
   */
  arm: string
}

type RequestLocation = {
  cf?: { country?: unknown; regionCode?: unknown; asOrganization?: unknown }
}

export function visitorOf(request: Request): Visitor {
  const headers = request.headers
  const agent = agentFacts(headers.get('User-Agent') ?? '')
  const cf = (request as RequestLocation).cf
  const country = cf?.country
  const mode = headers.get('Sec-Fetch-Mode')
  const dest = headers.get('Sec-Fetch-Dest')
  const navigation =
    (mode === null || mode === 'navigate') && (dest === null || dest === 'document')
  const speculative = isSpeculative(headers)
  // Read once: each read of a Request's property is a call into the runtime.
  const head = request.method === 'HEAD'
  const bot = agent.bot || head || speculative
  // Only a browser that says it navigates may keep a prefetch's cookie for the visitor.
  const declared = mode === 'navigate' && dest === 'document'
  return {
    navigation,
    bot,
    tagged: navigation && (!bot || (declared && !agent.bot && !head)),
    // Client hints: Chromium says ?1 on phones even with a reduced user agent.
    device:
      agent.device === 'desktop' && headers.get('Sec-CH-UA-Mobile') === '?1'
        ? 'phone'
        : agent.device,
    country: typeof country === 'string' && /^[A-Z0-9]{2}$/.test(country) ? country : '',
    state: country === 'US' ? usState(cf?.regionCode) : '',
    os: agent.os,
    browser: agent.browser,
    osVersion: agent.osVersion,
    network: networkToken(cf?.asOrganization),
    arm: '',
  }
}

/** The visitor in lander-test arm `arm` ('' for none): the same object when it is already. */
export function inArm(visitor: Visitor, arm: string): Visitor {
  return visitor.arm === arm ? visitor : { ...visitor, arm }
}

/**
 * A network's name as a short token: lower case, runs of anything but letters and digits as one
 * '-', at most 32 characters ("T-Mobile USA, Inc." → `t-mobile-usa-inc`). Its values are capped
 * per campaign per day as sub-ids are (dimensions.ts), since Cloudflare names thousands.
 */
function networkToken(name: unknown): string {
  if (typeof name !== 'string') return ''
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 32)
    .replace(/^-+|-+$/g, '')
}

/** A US state or territory code as Cloudflare gives it (ISO 3166-2 without `US-`), else ''. */
function usState(code: unknown): string {
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : ''
}

/** A fetch ahead of (or without) a visitor's navigation: a prefetch, prerender or link preview. */
function isSpeculative(headers: Headers): boolean {
  // Every header is read, not the first one present: an empty `Sec-Purpose` beside
  // `Purpose: prefetch` is still a prefetch. A header a request does not carry (most carry none
  // of them) runs no pattern.
  for (const name of SPECULATION_HEADERS) {
    const value = headers.get(name)
    if (value !== null && SPECULATIVE.test(value)) return true
  }
  return false
}

const SPECULATION_HEADERS = ['Sec-Purpose', 'Purpose', 'X-Purpose', 'X-Moz'] as const
const SPECULATIVE = /(^|[;,\s])(prefetch|preview)($|[;,\s])/i
