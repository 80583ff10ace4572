/**
 * A rule's third action: pushing a zone to its traffic source's own black list, where the source
 * documents an API for it. Only HilltopAds does, among the sources we have presets for: its
 * advertiser API's "Add a traffic zone to BlackList" is `POST
 * https://hilltopads.com/api/advertiser/addToBlackList` with `key` (an API key made in the
 * account's API tab), `campaignId` (one campaign) and `sourceId` (the zone: what its link macro
 * {{zoneid}} fills into sub1), in the query string; the list may take up to an hour to change.
 * Its help centre documents the removal too (`DELETE …/removeFromBlackList`, the same three
 * parameters; found in its Turkish edition, article 9127795), so an undo takes the zone off there
 * as well (docs/decisions/022-push-to-hilltopads.md, corrected 2026-12-02).
 */
import type { Env } from '../env'
import type { CampaignSource } from '../campaign-settings/campaign-sources'

const HILLTOPADS_BLACKLIST_URL = 'https://hilltopads.com/api/advertiser/addToBlackList'
const HILLTOPADS_REMOVE_URL = 'https://hilltopads.com/api/advertiser/removeFromBlackList'
/** The sources whose black list has a documented API, by traffic-sources.ts id. */
const PUSH_SOURCES: readonly string[] = ['hilltopads']
/** A HilltopAds zone (source) id: a number. */
const ZONE_ID = /^\d{1,15}$/
const PUSH_TIMEOUT_MS = 5_000
/** Enough of an answer for the audit log to say what it was. */
const ANSWER_KEPT = 160

/** Why a zone of a campaign cannot be pushed, in words, or undefined when it can. */
export function pushProblem(source: CampaignSource | undefined, value: string): string | undefined {
  if (!source) return 'no traffic source saved for the campaign (its report page)'
  if (!PUSH_SOURCES.includes(source.source.id)) {
    return `${source.source.name} documents no black-list API`
  }
  if (!source.sourceCampaignId) return `no ${source.source.name} campaign id saved for it`
  if (!ZONE_ID.test(value)) return `not a ${source.source.name} zone id (a number)`
  return undefined
}

/**
 * Pushes one zone: the outcome for the audit log, which names the request without its key and
 * the answer's status and first characters (the key cut out, should an answer echo it).
 */
export function pushZone(
  env: Env,
  source: CampaignSource,
  value: string,
  send: typeof fetch,
): Promise<string> {
  return callBlackList(env, 'POST', HILLTOPADS_BLACKLIST_URL, source, value, send)
}

/** Takes a pushed zone off the campaign's HilltopAds black list (an undo): the same outcome. */
export function removeZone(
  env: Env,
  source: CampaignSource,
  value: string,
  send: typeof fetch,
): Promise<string> {
  return callBlackList(env, 'DELETE', HILLTOPADS_REMOVE_URL, source, value, send)
}

async function callBlackList(
  env: Env,
  method: 'POST' | 'DELETE',
  endpoint: string,
  source: CampaignSource,
  value: string,
  send: typeof fetch,
): Promise<string> {
  const query = new URLSearchParams({ campaignId: source.sourceCampaignId ?? '', sourceId: value })
  const request = `${method} ${endpoint}?${query}`
  const key = env.HILLTOPADS_API_KEY
  if (!key) return `not sent: the HILLTOPADS_API_KEY secret is not set; ${request}`
  try {
    const response = await send(`${endpoint}?key=${encodeURIComponent(key)}&${query}`, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      headers: { 'User-Agent': 'zone-rules' },
    })
    const body = (await response.text().catch(() => '')).replaceAll(key, '…')
    const answer = body.replace(/\s+/g, ' ').trim().slice(0, ANSWER_KEPT)
    const said = response.ok ? 'sent' : 'failed'
    return `${said} ${response.status}: ${request} answered ${answer || '(empty)'}`
  } catch {
    return `failed: no answer; ${request}`
  }
}
