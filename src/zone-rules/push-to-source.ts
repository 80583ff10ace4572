/**
 * A rule's push: a zone sent to its traffic source's own black list, where the source has an API
 * for it, declared once per source (docs/decisions/022-push-to-hilltopads.md, corrected
 * 2026-12-03; docs/decisions/036-push-targets-verify-first.md). Each target says how sure we are
 * of its request (its grade), whether a push waits for the campaign source's "verify first"
 * switch, the secret its key is in, what its zone ids look like, how to add a zone and, where the
 * source documents it, how to take one off (an undo). Every call's outcome for the audit log
 * names the request without its key and the answer's status and first characters, the key cut
 * out should an answer echo it.
 */
import type { Env } from '../env'
import type { CampaignSource } from '../campaign-settings/campaign-sources'

const PUSH_TIMEOUT_MS = 5_000
/** Enough of an answer for the audit log to say what it was. */
const ANSWER_KEPT = 160

export const HILLTOPADS_BLACKLIST_URL = 'https://hilltopads.com/api/advertiser/addToBlackList'
export const HILLTOPADS_REMOVE_URL = 'https://hilltopads.com/api/advertiser/removeFromBlackList'
/** Adsterra's advertiser API (help-advertisers.adsterra.com/en/articles/10403503-api). */
export const ADSTERRA_API = 'https://api3.adsterratools.com/advertiser'
export const ADSTERRA_BLACKLIST_URL = `${ADSTERRA_API}/linking/blacklist.json`
export const ADSTERRA_REMOVE_URL = `${ADSTERRA_API}/linking/blacklist/delete.json`
export const EXOCLICK_API = 'https://api.exoclick.com/v2'
export const TRAFFICFACTORY_API = 'https://api.trafficfactory.com/v2'

/** The secrets a push target's key may be kept in (wrangler secret, never D1). */
type PushSecret =
  'HILLTOPADS_API_KEY' | 'ADSTERRA_API_TOKEN' | 'EXOCLICK_API_TOKEN' | 'TRAFFICFACTORY_API_TOKEN'

/** One request to a source: what the log may say of it, and what is sent. */
interface PushRequest {
  /** Method and URL without the key, for the audit log. */
  said: string
  url: string
  init: RequestInit
  /** A session token got with the key (EXADS' Bearer), cut out of answers like the key. */
  session?: string
}

/** The campaign and zone a call is about (both checked: a source's campaign id, a zone id). */
interface PushPlace {
  campaignId: string
  zone: string
}

export interface PushTarget {
  /** The source's name (as its traffic-sources.ts preset names it, where it has one). */
  name: string
  /** How sure the request is, in words for the page and the preview: a grade and where from. */
  grade: string
  /**
   * Whether a push waits for the campaign source's "verify first" switch: its request (fields or
   * endpoint) was not found in the source's documentation, so the buyer checks it in the account
   * first. Undone pushes of these are taken off by hand unless `remove` is set.
   */
  verifyFirst: boolean
  secret: PushSecret
  zoneId: RegExp
  zoneWords: string
  /** The request that adds the zone, the key given; may first log in (EXADS). */
  add(key: string, place: PushPlace, send: typeof fetch): Promise<PushRequest | string>
  /** The request that takes it off, where the source has one; absent: undone by hand there. */
  remove?(key: string, place: PushPlace, send: typeof fetch): Promise<PushRequest | string>
}

/** A number id, as every one of these sources gives its zones and campaigns. */
const NUMBER_ID = /^\d{1,15}$/

function hilltopads(url: string, method: 'POST' | 'DELETE') {
  return async (key: string, { campaignId, zone }: PushPlace): Promise<PushRequest> => {
    const query = new URLSearchParams({ campaignId, sourceId: zone })
    return {
      said: `${method} ${url}?${query}`,
      url: `${url}?key=${encodeURIComponent(key)}&${query}`,
      init: { method },
    }
  }
}

/**
 * Adsterra: the endpoints and the X-API-Key header are documented; the JSON body's fields are
 * not in its help page. `campaign_id` and `placement_ids` are those public client code sends to
 * the same /linking/blacklist (grade C): to be verified in the account's API documentation.
 */
function adsterra(url: string) {
  return async (key: string, { campaignId, zone }: PushPlace): Promise<PushRequest> => {
    const body = JSON.stringify({ campaign_id: Number(campaignId), placement_ids: [Number(zone)] })
    return {
      said: `POST ${url} ${body}`,
      url,
      init: {
        method: 'POST',
        headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
        body,
      },
    }
  }
}

/**
 * EXADS (ExoClick, Traffic Factory): the permanent API token is exchanged for a Bearer token
 * (`POST /v2/login {api_token}`, documented by ExoClick), then `PUT /v2/campaigns/{id}` with the
 * zone blocked (grade C: a public script, not the documentation). No removal was found.
 */
function exads(api: string) {
  return async (
    key: string,
    { campaignId, zone }: PushPlace,
    send: typeof fetch,
  ): Promise<PushRequest | string> => {
    const login = await send(`${api}/login`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'zone-rules' },
      body: JSON.stringify({ api_token: key }),
    })
    const session = (await login.json().catch(() => ({}))) as { token?: unknown }
    if (!login.ok || typeof session.token !== 'string' || session.token === '') {
      return `failed ${login.status}: POST ${api}/login gave no token`
    }
    const url = `${api}/campaigns/${campaignId}`
    const body = JSON.stringify({ zones: [{ id: Number(zone), type: 'blocked' }] })
    return {
      said: `PUT ${url} ${body}`,
      session: session.token,
      url,
      init: {
        method: 'PUT',
        headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
        body,
      },
    }
  }
}

/**
 * The sources a zone can be pushed to, by traffic-sources.ts id (Traffic Factory's applies once
 * a campaign can name it as its source: it has no preset there yet).
 */
export const PUSH_TARGETS = {
  hilltopads: {
    name: 'HilltopAds',
    grade: 'A: documented in HilltopAds’ help centre (addToBlackList, removeFromBlackList)',
    verifyFirst: false,
    secret: 'HILLTOPADS_API_KEY',
    zoneId: NUMBER_ID,
    zoneWords: 'a number',
    add: hilltopads(HILLTOPADS_BLACKLIST_URL, 'POST'),
    remove: hilltopads(HILLTOPADS_REMOVE_URL, 'DELETE'),
  },
  adsterra: {
    name: 'Adsterra',
    grade:
      'C for the request’s fields (campaign_id, placement_ids: from public client code); A for the endpoints and the X-API-Key header (Adsterra’s help page)',
    verifyFirst: true,
    secret: 'ADSTERRA_API_TOKEN',
    zoneId: NUMBER_ID,
    zoneWords: 'a placement id (a number)',
    add: adsterra(ADSTERRA_BLACKLIST_URL),
    remove: adsterra(ADSTERRA_REMOVE_URL),
  },
  exoclick: {
    name: 'ExoClick',
    grade:
      'C: PUT /v2/campaigns/{id} with the zone blocked, from a public script; no removal found',
    verifyFirst: true,
    secret: 'EXOCLICK_API_TOKEN',
    zoneId: NUMBER_ID,
    zoneWords: 'a zone id (a number)',
    add: exads(EXOCLICK_API),
  },
  trafficfactory: {
    name: 'Traffic Factory',
    grade:
      'C: the EXADS platform’s PUT /v2/campaigns/{id} with the zone blocked, from a public script; no removal found',
    verifyFirst: true,
    secret: 'TRAFFICFACTORY_API_TOKEN',
    zoneId: NUMBER_ID,
    zoneWords: 'a zone id (a number)',
    add: exads(TRAFFICFACTORY_API),
  },
} as const satisfies Record<string, PushTarget>

export type PushSource = keyof typeof PUSH_TARGETS

/** The target a campaign's source pushes to, if it has one. */
export function pushTarget(source: CampaignSource | undefined): PushTarget | undefined {
  const id = source?.source.id
  return id !== undefined && Object.hasOwn(PUSH_TARGETS, id)
    ? PUSH_TARGETS[id as PushSource]
    : undefined
}

/** Why a zone of a campaign cannot be pushed, in words, or undefined when it can. */
export function pushProblem(source: CampaignSource | undefined, value: string): string | undefined {
  if (!source) return 'no traffic source saved for the campaign (its report page)'
  const target = pushTarget(source)
  const name = source.source.name
  if (!target) return `${name} documents no black-list API`
  if (target.verifyFirst && !source.pushVerified) {
    return `${name}’s push request is graded C (verify first): check it in ${name}’s API documentation, then switch on “push verified” for the campaign’s source`
  }
  if (!source.sourceCampaignId || !NUMBER_ID.test(source.sourceCampaignId)) {
    return `no ${name} campaign id (a number) saved for it`
  }
  if (!target.zoneId.test(value)) return `not a ${name} zone id (${target.zoneWords})`
  return undefined
}

/** Pushes one zone: its outcome for the audit log (pushProblem said it can be). */
export function pushZone(
  env: Env,
  source: CampaignSource,
  value: string,
  send: typeof fetch,
): Promise<string> {
  const target = pushTarget(source)
  if (!target) return Promise.resolve(`not sent: ${source.source.name} has no black-list API`)
  return call(env, target, target.add, source, value, send)
}

/**
 * Takes a pushed zone off the campaign's black list at its source (an undo): the same outcome,
 * or `by hand:` when the source documents no removal.
 */
export function removeZone(
  env: Env,
  source: CampaignSource,
  value: string,
  send: typeof fetch,
): Promise<string> {
  const target = pushTarget(source)
  if (!target?.remove) {
    return Promise.resolve(
      `by hand: ${source.source.name} documents no removal; take ${value} off its black list there`,
    )
  }
  return call(env, target, target.remove, source, value, send)
}

async function call(
  env: Env,
  target: PushTarget,
  build: NonNullable<PushTarget['remove']>,
  source: CampaignSource,
  zone: string,
  send: typeof fetch,
): Promise<string> {
  const key = env[target.secret]
  const place = { campaignId: source.sourceCampaignId ?? '', zone }
  if (!key) return `not sent: the ${target.secret} secret is not set`
  const hide = (text: string) => text.replaceAll(key, '…')
  let request: PushRequest | string | undefined
  try {
    request = await build(key, place, send)
    if (typeof request === 'string') return hide(request)
    const { session } = request
    const cut = (text: string) => (session ? hide(text).replaceAll(session, '…') : hide(text))
    const response = await send(request.url, {
      ...request.init,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      headers: { ...(request.init.headers as Record<string, string>), 'User-Agent': 'zone-rules' },
    })
    const body = cut(await response.text().catch(() => ''))
    const answer = body.replace(/\s+/g, ' ').trim().slice(0, ANSWER_KEPT)
    const said = response.ok ? 'sent' : 'failed'
    return `${said} ${response.status}: ${request.said} answered ${answer || '(empty)'}`
  } catch {
    const said = typeof request === 'object' ? request.said : 'its login'
    return `failed: no answer; ${said}`
  }
}
