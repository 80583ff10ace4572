/**
 * Postback templates: the URL a campaign's traffic source (or the marketer's tracker) wants
 * called when a signup is created, with placeholders filled per signup. One rule checks what the
 * admin form saves; one function fills it.
 */

import { HTTP_ONLY_HOSTS, sourceOfPostbackHost } from '../core'
import type { PostbackEvent } from './postback-store'

/** What a template may contain, each filled with its value URL-encoded. */
export const PLACEHOLDERS = ['cid', 'payout', 'txid', 'sub', 'event', 'status'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
type PlaceholderValues = Record<Placeholder, string>

/** Longest template accepted; real ones are under 300 characters. */
const TEMPLATE_MAX_LENGTH = 1024

interface TemplateRules {
  /** `npm run dev` only: http://127.0.0.1 and http://localhost too, to try the flow locally. */
  allowLocalHttp: boolean
}

type TemplateCheck =
  | {
      ok: true
      template: string
      /** Saved, but the marketer should know: an http-only source's key travels in clear. */
      warning?: string
    }
  | { ok: false; error: string }

/**
 * The template when it can be saved (and sent: postback-out.ts checks a stored one again, as it
 * may predate a rule), or the message that says why not. The URL is the marketer's, but the
 * server calling it is ours: it reaches public https hosts on the default port only (no IP
 * literal in any notation, no local or single-label name), and placeholders sit only in the
 * query string, so a click id can neither choose the server nor climb the path. The one
 * exception to https: the postback hosts of the sources that document only `http://`
 * (HTTP_ONLY_HOSTS, traffic-sources.ts), on the default port, with a warning.
 */
export function checkTemplate(template: string, rules: TemplateRules): TemplateCheck {
  const text = template.trim()
  if (!text) return { ok: false, error: 'Enter the postback URL.' }
  if (text.length > TEMPLATE_MAX_LENGTH) {
    return {
      ok: false,
      error: `The postback URL is longer than ${TEMPLATE_MAX_LENGTH} characters.`,
    }
  }
  if (/[\s\u0000-\u001f\u007f]/.test(text)) {
    return { ok: false, error: 'The postback URL may not contain spaces or control characters.' }
  }
  const unknown = [...text.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name))
  if (unknown.length > 0) {
    const list = PLACEHOLDERS.map((name) => `{${name}}`).join(', ')
    return {
      ok: false,
      error: `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}: use ${list}.`,
    }
  }
  if (/[{}]/.test(text.replace(/\{[a-z]+\}/g, ''))) {
    return { ok: false, error: 'A brace in the postback URL is not part of a placeholder.' }
  }
  const mine = text.match(/YOUR_[A-Z_]+/)
  if (mine) return { ok: false, error: `Replace ${mine[0]} with your own value first.` }
  if (!text.includes('{cid}')) {
    return {
      ok: false,
      error:
        'The postback URL must contain {cid}: the click id is how the traffic source knows which click converted.',
    }
  }
  const query = text.indexOf('?')
  const fragment = text.indexOf('#')
  const firstPlaceholder = text.indexOf('{')
  const lastPlaceholder = text.lastIndexOf('}')
  if (query < 0 || firstPlaceholder < query || (fragment >= 0 && lastPlaceholder > fragment)) {
    return {
      ok: false,
      error:
        'Placeholders go in the query string only (after “?”), not in the host, the path or after “#”.',
    }
  }
  const url = URL.parse(fillTemplate(text, SAMPLE_VALUES))
  if (!url) return { ok: false, error: 'The postback URL is not a valid URL.' }
  if (url.username || url.password) {
    return { ok: false, error: 'The postback URL may not contain a user name or password.' }
  }
  if (rules.allowLocalHttp && isLocalHost(url.hostname)) {
    // `npm run dev`: a local tracker on any port, over http or https.
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { ok: true, template: text }
      : { ok: false, error: 'The postback URL must start with http:// or https://.' }
  }
  const warning = httpOnlyWarning(url)
  if (warning && !url.port) return { ok: true, template: text, warning }
  if (url.protocol !== 'https:') {
    return {
      ok: false,
      error: rules.allowLocalHttp
        ? 'The postback URL must start with https:// (or http://127.0.0.1 or http://localhost).'
        : 'The postback URL must start with https://.',
    }
  }
  if (url.port) {
    return { ok: false, error: 'The postback URL may not name a port: https uses the default.' }
  }
  const hostProblem = publicHostProblem(url.hostname)
  if (hostProblem) return { ok: false, error: hostProblem }
  return { ok: true, template: text }
}

const SAMPLE_VALUES: PlaceholderValues = {
  cid: 'sample',
  payout: '0.00',
  txid: 'sample',
  sub: 'sample',
  event: 'signup',
  status: 'approved',
}

function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost'
}

/**
 * Names that never reach a public server: reserved for the machine itself, a local network or
 * an operator's private zone (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal).
 */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'arpa', 'lan', 'intranet']

/**
 * Why a parsed URL's host is not a public name, or undefined when it is. The URL parser already
 * turned every IPv4 spelling (`2130706433`, `0x7f.1`, `0177.0.0.1`) into dotted decimal and put
 * IPv6 in brackets, so one look at its result catches them all; a name, unlike an address,
 * never ends in a number. Names that resolve to a private address cannot be told apart here
 * (Workers have no DNS lookup); Cloudflare's fetch does not reach private networks.
 */
export function publicHostProblem(hostname: string): string | undefined {
  const host = hostname.replace(/\.$/, '').toLowerCase()
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || /\.\d+$/.test(host)) {
    return 'The postback URL must name its host (e.g. tracker.example.com), not an IP address.'
  }
  if (!host.includes('.')) {
    return 'The postback URL must name a public host with a domain (e.g. tracker.example.com).'
  }
  if (PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) {
    return 'The postback URL must name a public host, not a local or internal one.'
  }
  return undefined
}

const WEBHOOK_MAX_LENGTH = 1000

/**
 * A webhook URL the worker may POST to (a zone rule's, an alert's): the postback templates' rules for the server it reaches
 * (https on the default port, a public host named, not an address; no user name or password).
 */
export function checkWebhookUrl(
  text: string,
): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > WEBHOOK_MAX_LENGTH || /\s/.test(trimmed)) {
    return {
      ok: false,
      error: 'Enter the webhook’s https URL (no spaces, at most 1000 characters).',
    }
  }
  const url = URL.parse(trimmed)
  if (!url || url.protocol !== 'https:') {
    return { ok: false, error: 'The webhook URL must start with https://.' }
  }
  if (url.username || url.password || url.port) {
    return { ok: false, error: 'The webhook URL may not name a user, a password or a port.' }
  }
  const problem = publicHostProblem(url.hostname)
  if (problem) return { ok: false, error: problem.replace('postback URL', 'webhook URL') }
  return { ok: true, url: url.href }
}

/** The template with each placeholder replaced by its value, URL-encoded. */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(/\{(cid|payout|txid|sub|event|status)\}/g, (_, name: Placeholder) =>
    encodeURIComponent(values[name]),
  )
}

/**
 * The warning an http:// URL to an http-only source's host gets (its key travels in clear), or
 * undefined. Takes a template as typed too, its YOUR_… parts still in it (the form shows it).
 */
export function httpOnlyWarning(template: string | URL): string | undefined {
  const url = typeof template === 'string' ? URL.parse(template.trim()) : template
  if (url?.protocol !== 'http:' || !HTTP_ONLY_HOSTS.has(url.hostname)) return undefined
  const source = sourceOfPostbackHost(url.hostname)!
  return `${source.name} documents its postback over http:// only: the URL, with any key in it, travels unencrypted. Use https:// if your dashboard offers it.`
}

/** What each event sends as {status}, and as {event}: how a URL can tell them apart. */
const EVENT_VALUES: Record<PostbackEvent, { status: string; event: string }> = {
  signup: { status: 'created', event: 'signup' },
  approved: { status: 'approved', event: 'partner' },
  reversed: { status: 'reversed', event: 'partner' },
}

/**
 * Why this template may not fire on these events, or undefined when it may. A source counts
 * each call for a click as one more conversion unless the URL tells the events apart: two events
 * need a placeholder whose value differs between them ({status} always; {event} only between the
 * signup and a partner event). A source that tells events apart only by a goal id per event
 * (ExoClick, PropellerAds, JuicyAds) gets one event per template, whatever the URL holds.
 */
export function eventsProblem(
  template: string,
  events: readonly PostbackEvent[],
): string | undefined {
  if (events.length < 2) return undefined
  const host = URL.parse(fillTemplate(template.trim(), SAMPLE_VALUES))?.hostname ?? ''
  const source = sourceOfPostbackHost(host)
  const names = events.join(' and ')
  if (source?.postback?.events === 'goal') {
    return `${source.name} tells events apart only by a goal id per event: fire this template on one event (the one its goal counts), not on ${names}.`
  }
  const told = (name: 'status' | 'event') =>
    template.includes(`{${name}}`) &&
    new Set(events.map((event) => EVENT_VALUES[event][name])).size === events.length
  if (told('status') || told('event')) return undefined
  return `This URL fires on ${names}, and nothing in it tells them apart: the source would count each call as one more conversion of the click. Add {status} (created, approved or reversed) where the source reads it${events.includes('signup') && events.length === 2 ? ', or {event} (signup or partner)' : ''}, or fire on one event only.`
}
