/**
 * Postback templates: the URL a campaign's traffic source (or the marketer's tracker) wants
 * called when a signup is created, with placeholders filled per signup. One rule checks what the
 * admin form saves; one function fills it.
 */

/** What a template may contain, each filled with its value URL-encoded. */
export const PLACEHOLDERS = ['cid', 'payout', 'txid', 'sub', 'event'] as const
export type Placeholder = (typeof PLACEHOLDERS)[number]
type PlaceholderValues = Record<Placeholder, string>

/** Longest template accepted; real ones are under 300 characters. */
const TEMPLATE_MAX_LENGTH = 1024

/**
 * Ready-made templates. Parts written `YOUR_…` are the marketer's own (a goal id, a key, the
 * tracker's domain): the form refuses to save a template that still has one.
 */
export const PRESETS: readonly { id: string; name: string; template: string }[] = [
  {
    id: 'exoclick',
    name: 'ExoClick',
    template: 'https://s.magsrv.com/tag.php?goal=YOUR_GOAL_ID&tag={cid}&value={payout}',
  },
  {
    id: 'trafficstars',
    name: 'TrafficStars',
    template:
      'https://tsyndicate.com/api/v1/cpa/action?clickid={cid}&value={payout}&lead_code={txid}&key=YOUR_KEY',
  },
  {
    id: 'trafficforce',
    name: 'Traffic Force',
    template: 'https://YOUR_TRAFFIC_FORCE_POSTBACK_URL?clickid={cid}&payout={payout}',
  },
  {
    id: 'clickadu',
    name: 'Clickadu',
    template: 'https://YOUR_CLICKADU_POSTBACK_URL?click_id={cid}&payout={payout}',
  },
  {
    id: 'voluum',
    name: 'Voluum',
    template: 'https://YOUR_VOLUUM_DOMAIN/postback?cid={cid}&payout={payout}&txid={txid}',
  },
  {
    id: 'binom',
    name: 'Binom',
    template: 'https://YOUR_BINOM_DOMAIN/click.php?cnv_id={cid}&payout={payout}&cnv_status={event}',
  },
  {
    id: 'keitaro',
    name: 'Keitaro',
    template:
      'https://YOUR_KEITARO_DOMAIN/YOUR_POSTBACK_KEY/postback?subid={cid}&payout={payout}&tid={txid}&status=lead',
  },
  {
    id: 'redtrack',
    name: 'RedTrack',
    template: 'https://YOUR_REDTRACK_DOMAIN/postback?clickid={cid}&sum={payout}&type={event}',
  },
  {
    id: 'generic',
    name: 'Other (generic)',
    template:
      'https://YOUR_POSTBACK_HOST/postback?clickid={cid}&payout={payout}&txid={txid}&sub={sub}&event={event}',
  },
]

interface TemplateRules {
  /** `npm run dev` only: http://127.0.0.1 and http://localhost too, to try the flow locally. */
  allowLocalHttp: boolean
}

/** The template when it can be saved, or the message that says why not. */
export function checkTemplate(
  template: string,
  rules: TemplateRules,
): { ok: true; template: string } | { ok: false; error: string } {
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
  const url = URL.parse(fillTemplate(text, SAMPLE_VALUES))
  if (!url) return { ok: false, error: 'The postback URL is not a valid URL.' }
  if (url.username || url.password) {
    return { ok: false, error: 'The postback URL may not contain a user name or password.' }
  }
  const local = rules.allowLocalHttp && url.protocol === 'http:' && isLocalHost(url.hostname)
  if (url.protocol !== 'https:' && !local) {
    return {
      ok: false,
      error: rules.allowLocalHttp
        ? 'The postback URL must start with https:// (or http://127.0.0.1 or http://localhost).'
        : 'The postback URL must start with https://.',
    }
  }
  return { ok: true, template: text }
}

const SAMPLE_VALUES: PlaceholderValues = {
  cid: 'sample',
  payout: '0.00',
  txid: 'sample',
  sub: 'sample',
  event: 'signup',
}

function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost'
}

/** The template with each placeholder replaced by its value, URL-encoded. */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  return template.replace(/\{(cid|payout|txid|sub|event)\}/g, (_, name: Placeholder) =>
    encodeURIComponent(values[name]),
  )
}
