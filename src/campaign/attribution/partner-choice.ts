/**
 * Which network preset (core/partner-networks.ts) each partner URL uses, as the operator chose
 * it on /admin/partners: kept in D1 (`partner_presets`) by the URL's origin and path, read at
 * most once per PRESETS_FRESH_MS per isolate, so a /go click costs no query. A missing or failing
 * database means no preset (PARTNER_CLICK_PARAM and the whole token), never a broken redirect.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { partnerNetwork, type PartnerNetwork } from '../core'

/** How long an isolate trusts what it read: a new choice reaches every isolate within it. */
const PRESETS_FRESH_MS = 30_000

/** What a preset is kept under: the URL's origin and path (its query is the offer's own). */
export function partnerUrlKey(url: string): string | undefined {
  const parsed = URL.parse(url)
  return parsed?.protocol === 'https:' ? `${parsed.origin}${parsed.pathname}` : undefined
}

let memo: { db: D1Database; chosen: Map<string, string>; until: number } | undefined

/** Every saved choice: partner URL key to preset id. */
export async function chosenPresets(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT partner_url, preset FROM partner_presets')
    .all<{ partner_url: string; preset: string }>()
  return new Map(results.map((row) => [row.partner_url, row.preset]))
}

/** Saves (or, without a preset, forgets) the preset of a partner URL, and forgets the memo. */
export async function choosePreset(
  db: D1Database,
  partnerUrl: string,
  preset: string | undefined,
  updated: string,
): Promise<void> {
  const key = partnerUrlKey(partnerUrl)
  if (!key) return
  memo = undefined
  if (!preset) {
    await db.prepare('DELETE FROM partner_presets WHERE partner_url = ?').bind(key).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO partner_presets (partner_url, preset, updated) VALUES (?1, ?2, ?3)
       ON CONFLICT (partner_url) DO UPDATE SET preset = excluded.preset, updated = excluded.updated`,
    )
    .bind(key, preset, updated)
    .run()
}

/** The preset chosen for the partner URL a click goes to, if any. */
export async function presetFor(
  env: Env,
  partnerUrl: string | undefined,
): Promise<PartnerNetwork | undefined> {
  const db = env.DB
  const key = partnerUrl && partnerUrlKey(partnerUrl)
  if (!db || !key) return undefined
  if (memo?.db !== db || Date.now() >= memo.until) {
    let chosen = new Map<string, string>()
    try {
      chosen = await chosenPresets(db)
    } catch (error) {
      logError('partner_presets_unreadable', { error: String(error).slice(0, 200) })
    }
    memo = { db, chosen, until: Date.now() + PRESETS_FRESH_MS }
  }
  return partnerNetwork(memo.chosen.get(key))
}
