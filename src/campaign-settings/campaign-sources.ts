/**
 * The traffic source a campaign buys from (migrations/0100_campaign_sources.sql): the time zone
 * its statistics count days in, which the dashboard shows that campaign's days in unless `?tz=`
 * says otherwise, and the source's own id of the campaign, which a source's API names it by.
 */
import { campaignTag, TRAFFIC_SOURCES, type TrafficSource } from '../campaign/core'
import type { Env } from '../env'
import { logError } from '../shared/log'
import { readFilters, type FilterReading } from '../reports/dashboard-filters'
import { canonicalZone, zoneDayStart } from '../reports/zone-days'

export interface CampaignSource {
  campaign: string
  source: TrafficSource
  /** The zone the buyer saved, or the source's own (UTC when it documents none). */
  timeZone: string
  /** Whether the zone was saved for the campaign (else it is the source's). */
  zoneSaved: boolean
  sourceCampaignId?: string
  /**
   * The "verify first" switch (migration 0170): the buyer checked the push request graded C for
   * this source in its own API documentation (docs/decisions/036-push-targets-verify-first.md).
   */
  pushVerified: boolean
}

/** A source's id of a campaign: what its API takes (HilltopAds' is a number). */
const SOURCE_CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/

export async function readCampaignSource(
  db: D1Database,
  campaign: string,
): Promise<CampaignSource | undefined> {
  const row = await db
    .prepare(
      `SELECT source, time_zone AS timeZone, source_campaign_id AS sourceCampaignId,
         push_verified AS pushVerified FROM campaign_sources WHERE campaign = ?1`,
    )
    .bind(campaign)
    .first<{
      source: string
      timeZone: string | null
      sourceCampaignId: string | null
      pushVerified: number
    }>()
  const source = TRAFFIC_SOURCES.find(({ id }) => id === row?.source)
  if (!row || !source) return undefined
  return {
    campaign,
    source,
    timeZone: row.timeZone ?? source.statsTimeZone.zone,
    zoneSaved: row.timeZone !== null,
    pushVerified: row.pushVerified === 1,
    ...(row.sourceCampaignId !== null && { sourceCampaignId: row.sourceCampaignId }),
  }
}

/** What the source form saves. */
export interface SourceForm {
  source: string
  timeZone: string | null
  sourceCampaignId: string | null
  pushVerified: boolean
}

/**
 * The form's fields checked: a source (or none, to forget it), a zone, the source's id, the
 * "push verified" switch.
 */
export function readSourceForm(
  field: (name: string) => string,
): ({ ok: true } & SourceForm) | { ok: false; error: string } {
  const source = field('source')
  if (source !== '' && !TRAFFIC_SOURCES.some(({ id }) => id === source)) {
    return { ok: false, error: 'Choose a traffic source from the list.' }
  }
  const asked = field('tz').trim()
  const zone = asked ? readSourceZone(asked) : { ok: true as const, timeZone: null }
  if (!zone.ok) return zone
  const { timeZone } = zone
  const id = field('source_campaign_id').trim()
  if (id && !SOURCE_CAMPAIGN_ID.test(id)) {
    return {
      ok: false,
      error: 'The source’s campaign id has letters, digits, “_” and “-” only (at most 64).',
    }
  }
  return {
    ok: true,
    source,
    timeZone,
    sourceCampaignId: id || null,
    pushVerified: field('push_verified') === 'on',
  }
}

/**
 * A zone typed or chosen for a source: one Intl knows, whose days begin on a UTC hour in winter
 * and in summer (counts are kept per UTC hour: India's +5:30 cannot be cut at its midnight).
 */
function readSourceZone(
  asked: string,
): { ok: true; timeZone: string } | { ok: false; error: string } {
  const timeZone = canonicalZone(asked)
  if (timeZone === undefined) {
    const named = asked.slice(0, 64)
    return {
      ok: false,
      error: `“${named}” is not a time zone: choose one from the list (an IANA name such as America/New_York).`,
    }
  }
  const year = new Date().getUTCFullYear()
  if ([`${year}-01-15`, `${year}-07-15`].some((day) => !zoneDayStart(timeZone, day))) {
    return {
      ok: false,
      error: `${timeZone} is not a whole number of hours off UTC: counts are kept per UTC hour, so its days cannot begin at its midnight. Choose a zone a whole number of hours off UTC.`,
    }
  }
  return { ok: true, timeZone }
}

/** Saves a campaign's source, or forgets it when the source is ''. */
export async function saveCampaignSource(
  db: D1Database,
  campaign: string,
  form: SourceForm,
): Promise<void> {
  if (form.source === '') {
    await db.prepare('DELETE FROM campaign_sources WHERE campaign = ?1').bind(campaign).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO campaign_sources (campaign, source, time_zone, source_campaign_id, updated,
         push_verified)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (campaign) DO UPDATE SET source = ?2, time_zone = ?3, source_campaign_id = ?4,
         updated = ?5, push_verified = ?6`,
    )
    .bind(
      campaign,
      form.source,
      form.timeZone,
      form.sourceCampaignId,
      new Date().toISOString(),
      form.pushVerified ? 1 : 0,
    )
    .run()
}

/**
 * The dashboard's filters, days in the campaign's source's time zone when the query names one
 * campaign and no `tz=` (an explicit zone always wins); a source that cannot be read leaves UTC.
 */
export async function readAdminFilters(
  env: Env,
  query: (name: string) => string | undefined,
): Promise<FilterReading> {
  const campaign = campaignTag(query('campaign')?.trim() ?? '')
  if (query('tz')?.trim() || !campaign || !env.DB) return readFilters(query)
  let source: CampaignSource | undefined
  try {
    source = await readCampaignSource(env.DB, campaign)
  } catch (error) {
    logError('admin_report_failed', { error: String(error).slice(0, 200) })
  }
  if (!source) return readFilters(query)
  const reading = readFilters(query, new Date(), source.timeZone)
  // A saved zone whose days do not begin on a UTC hour fell back to UTC (readFilters says why).
  if (reading.filters.tz !== source.timeZone) return reading
  return { ...reading, zoneNote: zoneNote(source) }
}

/** Where a campaign's default zone came from, in words. */
export function zoneNote(source: CampaignSource): string {
  const { campaign, timeZone } = source
  const name = source.source.name
  if (source.zoneSaved) {
    return `Days in ${timeZone}: the time zone ${campaign}’s ${name} account reports in, as saved on its report page; choose another zone to override it.`
  }
  const said = source.source.statsTimeZone.documented
    ? `the time zone ${name} documents for its statistics`
    : `${name} documents no time zone for its statistics, so UTC (not documented); save the one its account shows on ${campaign}’s report page`
  return `Days in ${timeZone}: ${said}.`
}
