/**
 * Every traffic source whose statistics API the site pulls spend from, one record each (ids are
 * traffic-sources.ts's presets): where its API is, how it authenticates, how one source day is
 * asked for (pages included) and how its answer reads into spend rows. Transcribed from the
 * research notes' per-source table (docs/campaigns.md, "Cost from the sources' APIs", lists it
 * with each fact's grade); what the notes mark "not confirmed" is not sent, and what is only
 * inference is said so beside it (docs/decisions/038-cost-sync.md).
 */
import type { SourceGrade } from '../campaign/core'
import { amountMicros, countOf, type SourceRequest } from './cost-http'

/** One source day's spend on one zone of one source campaign, as the source answered it. */
export interface SpendRow {
  /** The source's id of the campaign; '' when the API answers for the whole account. */
  campaignId: string
  /** The zone (placement) id; '' when the API has no zone split. */
  zone: string
  costMicros: number
  impressions?: number
  clicks?: number
}

/** What one page of an answer held; undefined when the answer is not the documented shape. */
export type PageRows = { rows: SpendRow[]; more: boolean } | undefined

export interface DayAsk {
  /** The bearer from the token exchange, or the API token itself. */
  credential: string
  /** YYYY-MM-DD in the connection's statistics zone. */
  day: string
  /** The connection's statistics zone (IANA). */
  timeZone: string
  /** For a per-campaign source: the source's id of the campaign. */
  campaignId: string
  /** 0 for the first page. */
  page: number
}

export interface CostSource {
  /** A traffic-sources.ts id. */
  id: string
  name: string
  /** How sure the endpoint, parameters and answer shape are (traffic-sources.ts's scale). */
  grade: SourceGrade
  /** What is less sure than the grade, in words, for the connections page. */
  gradeNote: string
  /** C: endpoints seen only in public code; a connection starts with "verify first" on. */
  verifyFirst: boolean
  /** The secret name the connection form suggests (ours, not the source's). */
  secretName: string
  /** The zone its documentation gives its statistics, when it gives one. */
  documentedZone?: string
  /** False: spend comes per campaign and day only (spread over zones by landings, estimated). */
  zoneSplit: boolean
  /** True: one request per source campaign and day; false: one for the whole account and day. */
  perCampaign: boolean
  /** The source's documented budget, to spread requests over an hour's ticks. */
  requestsPerHour?: number
  /** The permanent token exchanged for a temporary bearer (the exchange may be repeated once). */
  exchange?: {
    request(token: string): SourceRequest
    credential(json: unknown): string | undefined
  }
  dayRequest(ask: DayAsk): SourceRequest
  /**
   * The rows of one page. Absent where no field of the answer that holds spend is confirmed: the
   * connection can be tested (its answer shown) but nothing is pulled until a fixture from a
   * real account says which field it is.
   */
  readPage?(json: unknown, page: number): PageRows
}

const EXADS_PAGE = 1000

/**
 * ExoClick and Traffic Factory run on one platform (EXADS): a permanent API token exchanged at
 * `POST /v2/login {api_token}` for a temporary Bearer, then Global Statistics, `POST
 * /v2/statistics/a/global`, grouped by campaign and zone, one source day per request,
 * `limit`/`offset` pages. `timezone` is the documented parameter (America/New_York by default;
 * "a no-op for non-hourly data", so the day is the account's: the connection's zone).
 */
function exadsSource(
  id: string,
  name: string,
  host: string,
  grade: SourceGrade,
  gradeNote: string,
): CostSource {
  return {
    id,
    name,
    grade,
    gradeNote,
    verifyFirst: grade === 'C',
    secretName: `${id.toUpperCase()}_API_TOKEN`,
    documentedZone: 'America/New_York',
    zoneSplit: true,
    perCampaign: false,
    exchange: {
      request: (token) => ({
        method: 'POST',
        url: `https://${host}/v2/login`,
        body: { api_token: token },
      }),
      credential: (json) => stringField(json, 'token'),
    },
    dayRequest: ({ credential, day, timeZone, page }) => ({
      method: 'POST',
      url: `https://${host}/v2/statistics/a/global`,
      headers: { Authorization: `Bearer ${credential}` },
      body: {
        date_from: day,
        date_to: day,
        timezone: timeZone,
        group_by: ['campaign_id', 'zone_id'],
        limit: EXADS_PAGE,
        offset: page * EXADS_PAGE,
      },
    }),
    readPage: (json) => {
      // Rows carry `cost` and `group_by.campaign_id.id` (and `.zone_id.id` when grouped by zone).
      const rows = arrayField(json, 'result')
      if (!rows) return undefined
      const read = rows.map((row) =>
        spendRow(
          idOf(path(row, 'group_by', 'campaign_id', 'id')),
          idOf(path(row, 'group_by', 'zone_id', 'id')),
          row,
          'cost',
          'impressions',
          'clicks',
        ),
      )
      return allRead(read, rows.length === EXADS_PAGE)
    },
  }
}

export const COST_SOURCES: readonly CostSource[] = [
  exadsSource(
    'exoclick',
    'ExoClick',
    'api.exoclick.com',
    'A',
    'Login, route and time zone A (docs.exoclick.com); the rows’ field names beyond cost and group_by.campaign_id.id, and the answer’s `result` list, are inference.',
  ),
  exadsSource(
    'trafficfactory',
    'Traffic Factory',
    'api.trafficfactory.com',
    'C',
    'EXADS platform (A, docs.exads.com); this host’s routes seen only in a public script (C).',
  ),
  {
    id: 'adsterra',
    name: 'Adsterra',
    grade: 'B',
    gradeNote:
      'Endpoint list and X-API-Key A (one valid key at a time); stats parameters from its published spec (C); no paging documented.',
    verifyFirst: false,
    secretName: 'ADSTERRA_API_KEY',
    zoneSplit: true,
    perCampaign: false,
    dayRequest: ({ credential, day }) => ({
      method: 'GET',
      url: `https://api3.adsterratools.com/advertiser/stats.json?${new URLSearchParams([
        ['start_date', day],
        ['finish_date', day],
        ['group_by[]', 'campaign'],
        ['group_by[]', 'placement'],
      ])}`,
      headers: { 'X-API-Key': credential },
    }),
    readPage: (json) => {
      const rows = arrayField(json, 'items')
      if (!rows) return undefined
      const read = rows.map((row) =>
        spendRow(
          idOf(field(row, 'campaign')),
          idOf(field(row, 'placement')),
          row,
          'spent',
          'impressions',
          'clicks',
        ),
      )
      return allRead(read, false)
    },
  },
  {
    id: 'juicyads',
    name: 'JuicyAds',
    grade: 'A',
    gradeNote:
      'api.juicyads.com/docs/v1.txt: by campaign and date only (spread over zones by landings, estimated); the token goes in the URL path.',
    verifyFirst: false,
    secretName: 'JUICYADS_API_TOKEN',
    zoneSplit: false,
    perCampaign: true,
    dayRequest: ({ credential, day, campaignId }) => ({
      method: 'GET',
      url: `https://api.juicyads.com/statistics/popunders/advertiser/${encodeURIComponent(credential)}/${encodeURIComponent(campaignId)}/${day}/${day}`,
    }),
    readPage: (json) => {
      if (!Array.isArray(json)) return undefined
      const rows = (json as unknown[]).filter((row) => field(row, 'thedate') !== undefined)
      const read = rows.map((row) => spendRow('', '', row, 'spend', 'imps', undefined))
      return allRead(read, false)
    },
  },
  {
    id: 'clickadu',
    name: 'Clickadu',
    grade: 'A',
    gradeNote:
      'faq.clickadu.com: one groupBy per request (zone here), 200 requests an hour, no campaign filter (spend is the account’s); its doc shows http://, we send the token over https only.',
    verifyFirst: false,
    secretName: 'CLICKADU_API_TOKEN',
    zoneSplit: true,
    perCampaign: false,
    requestsPerHour: 200,
    dayRequest: ({ credential, day }) => ({
      method: 'GET',
      url: `https://v2.api.clickadu.com/partner/stats?${new URLSearchParams({
        token: credential,
        dateFrom: day,
        dateTo: day,
        groupBy: 'zone',
        format: 'json',
      })}`,
    }),
    readPage: (json) => {
      const rows = Array.isArray(json) ? (json as unknown[]) : arrayField(json, 'result')
      if (!rows) return undefined
      const read = rows.map((row) => spendRow('', idOf(field(row, 'zone')), row, 'money'))
      return allRead(read, false)
    },
  },
]

/**
 * The sources graded C for spend (endpoints seen only in public code): a connection starts with
 * "verify first" on, and stays test-only where the answer's spend field is not confirmed.
 */
const VERIFY_FIRST_SOURCES: readonly CostSource[] = [
  {
    id: 'trafficstars',
    name: 'TrafficStars',
    grade: 'C',
    gradeNote:
      'Token exchange A (refresh token for an access token, trafficstars.com blog); the by-spot report’s path C; its spend field not confirmed: test only.',
    verifyFirst: true,
    secretName: 'TRAFFICSTARS_API_TOKEN',
    zoneSplit: true,
    perCampaign: true,
    // 100 requests a minute (improvado, B).
    requestsPerHour: 6000,
    exchange: {
      request: (token) => ({
        method: 'POST',
        url: 'https://api.trafficstars.com/v1/auth/token',
        form: { grant_type: 'refresh_token', refresh_token: token },
      }),
      credential: (json) => stringField(json, 'access_token'),
    },
    dayRequest: ({ credential, day, campaignId }) => ({
      method: 'GET',
      url: `https://api.trafficstars.com/v1.1/advertiser/custom/report/by-spot?${new URLSearchParams(
        { campaign_id: campaignId, date_from: day, date_to: day },
      )}`,
      headers: { Authorization: `Bearer ${credential}` },
    }),
  },
  {
    id: 'propellerads',
    name: 'PropellerAds',
    grade: 'C',
    gradeNote:
      'POST /v5/adv/statistics with group_by and a tz offset, seen in a public client (C); its spend field not confirmed: test only.',
    verifyFirst: true,
    secretName: 'PROPELLERADS_API_TOKEN',
    zoneSplit: true,
    perCampaign: true,
    // 150 POST a minute (C).
    requestsPerHour: 9000,
    dayRequest: ({ credential, day, timeZone, campaignId }) => ({
      method: 'POST',
      url: 'https://ssp-api.propellerads.com/v5/adv/statistics',
      headers: { Authorization: `Bearer ${credential}` },
      body: {
        day_from: `${day} 00:00:00`,
        day_to: `${day} 23:59:59`,
        tz: utcOffset(timeZone, day),
        group_by: ['campaign_id', 'zone_id'],
        campaign_id: [campaignId],
      },
    }),
  },
  {
    id: 'hilltopads',
    name: 'HilltopAds',
    grade: 'C',
    gradeNote:
      'Advertiser listStats grouped by campaign (C), no zone grouping confirmed; its spend field not confirmed: test only.',
    verifyFirst: true,
    secretName: 'HILLTOPADS_API_KEY',
    zoneSplit: false,
    perCampaign: false,
    dayRequest: ({ credential, day }) => ({
      method: 'GET',
      url: `https://hilltopads.com/api/advertiser/listStats?${new URLSearchParams({
        key: credential,
        date: day,
        date2: day,
        group: 'campaignId',
      })}`,
    }),
  },
  {
    id: 'zeropark',
    name: 'Zeropark',
    grade: 'C',
    gradeNote:
      'GET /stats/campaign/all with api-token (C): the account’s day total (summary.spent) only, no campaign or zone split.',
    verifyFirst: true,
    secretName: 'ZEROPARK_API_TOKEN',
    zoneSplit: false,
    perCampaign: false,
    dayRequest: ({ credential, day }) => {
      const [year, month, date] = day.split('-')
      const european = `${date}/${month}/${year}`
      return {
        method: 'GET',
        url: `https://panel.zeropark.com/api/stats/campaign/all?${new URLSearchParams({
          interval: 'CUSTOM',
          startDate: european,
          endDate: european,
          page: '0',
          limit: '1',
        })}`,
        headers: { 'api-token': credential },
      }
    },
    readPage: (json) => {
      const row = spendRow('', '', field(json, 'summary'), 'spent')
      return row ? { rows: [row], more: false } : undefined
    },
  },
]

/** Every source with a cost client, sure ones first. */
export const ALL_COST_SOURCES: readonly CostSource[] = [...COST_SOURCES, ...VERIFY_FIRST_SOURCES]

/**
 * A zone's offset from UTC at the start of `day`, as `+0000` (PropellerAds' `tz`); an
 * unreadable zone is UTC.
 */
export function utcOffset(timeZone: string, day: string): string {
  const noonUtc = Date.parse(`${day}T12:00:00Z`)
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(noonUtc)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  const minutes = Math.round((wall - noonUtc) / 60_000)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/** The cost source of a preset id, or undefined. */
export function costSource(id: string): CostSource | undefined {
  return ALL_COST_SOURCES.find((source) => source.id === id)
}

function spendRow(
  campaignId: string | undefined,
  zone: string | undefined,
  row: unknown,
  cost: string,
  impressions?: string,
  clicks?: string,
): SpendRow | undefined {
  const costMicros = amountMicros(field(row, cost))
  if (campaignId === undefined || zone === undefined || costMicros === undefined) return undefined
  const shown = impressions === undefined ? undefined : countOf(field(row, impressions))
  const clicked = clicks === undefined ? undefined : countOf(field(row, clicks))
  return {
    campaignId,
    zone,
    costMicros,
    ...(shown !== undefined && { impressions: shown }),
    ...(clicked !== undefined && { clicks: clicked }),
  }
}

/** Every row read, or the whole page unreadable (one bad row: nothing of the day is written). */
function allRead(rows: (SpendRow | undefined)[], more: boolean): PageRows {
  return rows.every((row) => row !== undefined) ? { rows: rows as SpendRow[], more } : undefined
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined
}

function path(value: unknown, ...names: string[]): unknown {
  return names.reduce(field, value)
}

function arrayField(value: unknown, name: string): unknown[] | undefined {
  const list = field(value, name)
  return Array.isArray(list) ? (list as unknown[]) : undefined
}

function stringField(value: unknown, name: string): string | undefined {
  const text = field(value, name)
  return typeof text === 'string' && text !== '' ? text : undefined
}

/** A campaign or zone id as the source sent it (a number or a string), '' when absent. */
const ID = /^[A-Za-z0-9_.-]{1,64}$/
function idOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return ''
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value
  return typeof text === 'string' && ID.test(text) ? text : undefined
}
