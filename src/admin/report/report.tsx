/**
 * /admin/report (the trackers' table with its drill-down) and POST /admin/costs (a campaign's
 * manual cost), mounted by the admin app, whose login guards them. The post is refused unless it
 * comes from the report page: Hono's csrf middleware checks Origin, and the page's token (an HMAC
 * of the admin password) must match.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { campaignTag } from '../../campaign/core'
import { safeReturnPath } from '../../http/age-gate'
import type { AppEnv } from '../../http/app-env'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import { ADMIN_CAMPAIGN_SOURCE_PATH, ADMIN_COSTS_PATH, ADMIN_REPORT_PATH } from '../../shared/paths'
import { formToken, tokenMatches } from '../login/owner-forms'
import {
  readBidForm,
  readCampaignCost,
  readCostForm,
  saveCampaignBid,
  saveCampaignCost,
  type CampaignCost,
} from '../../campaign-settings/campaign-costs'
import {
  readAdminFilters,
  readCampaignSource,
  readSourceForm,
  saveCampaignSource,
  type CampaignSource,
} from '../../campaign-settings/campaign-sources'
import { readReport } from './read-report'
import { readCostProfile, type CostProfile } from '../../campaign-settings/cost-profiles'
import { fixedDimensions, readDrillDimension } from '../ui/report-links'
import { readReportFilters, reportDimension, type ReportDimension } from '../../reports/report-data'
import { ReportPage } from './ReportPage'
import type { BlocklistPreview } from './BlocklistControls'
import {
  BLOCKLIST_DIMENSIONS,
  blockedValues,
  emptyBlocklistReason,
  readBlocklistRequest,
} from '../../reports/blocklist'
import { STRICT_RULE } from '../../stats/zone-verdict'
import type { ZoneVerdicts } from '../../reports/zone-verdicts'

/** The page lists the values with the most landings; the CSV has every one. */
const REPORT_PAGE_ROWS = 200
const REPORT_PAGE_SHAPE = { order: 'landings', limit: REPORT_PAGE_ROWS } as const

/** The report and its cost form, built with the rest of the operator app (admin.tsx). */
export function adminReportRoutes(): Hono<AppEnv> {
  const adminReport = new Hono<AppEnv>()

  adminReport.use(ADMIN_COSTS_PATH, csrf())
  adminReport.use(ADMIN_CAMPAIGN_SOURCE_PATH, csrf())

  adminReport.get(ADMIN_REPORT_PATH, (c) => showReport(c, [], 200))

  adminReport.post(ADMIN_COSTS_PATH, bodyLimit({ maxSize: 4 * 1024 }), async function saveCost(c) {
    const text = await readPostedForm(c)
    if (!text) return c.text(STALE, 403)
    const campaign = campaignTag(text('campaign'))
    const read = readCostForm(text('model'), text('rate'))
    const bid = readBidForm(text('bid'))
    if (!campaign || !read.ok || !bid.ok) {
      const error = !read.ok ? read.error : !bid.ok ? bid.error : 'No such campaign tag.'
      return c.text(campaign ? error : 'No such campaign tag.', 400)
    }
    if (!c.env.DB) return c.text('The DB binding is missing: the cost cannot be saved.', 503)
    try {
      await saveCampaignCost(c.env.DB, campaign, read.model, read.rateMicros)
      await saveCampaignBid(c.env.DB, campaign, bid.bidMicros)
    } catch (error) {
      logError('admin_report_failed', { error: String(error).slice(0, 200) })
      return c.text('The cost could not be saved; try again shortly.', 503)
    }
    return backToReport(c, text('back'), campaign, 'cost')
  })

  adminReport.post(
    ADMIN_CAMPAIGN_SOURCE_PATH,
    bodyLimit({ maxSize: 4 * 1024 }),
    async function saveSource(c) {
      const text = await readPostedForm(c)
      if (!text) return c.text(STALE, 403)
      const campaign = campaignTag(text('campaign'))
      if (!campaign) return c.text('No such campaign tag.', 400)
      const read = readSourceForm(text)
      if (!read.ok) return c.text(read.error, 400)
      if (!c.env.DB) return c.text('The DB binding is missing: the source cannot be saved.', 503)
      try {
        await saveCampaignSource(c.env.DB, campaign, read)
      } catch (error) {
        logError('admin_report_failed', { error: String(error).slice(0, 200) })
        return c.text('The source could not be saved; try again shortly.', 503)
      }
      return backToReport(c, text('back'), campaign, 'source')
    },
  )
  return adminReport
}

/**
 * Back to the report a form was sent from (only a path of ours, without a control character,
 * which no Location header may hold), saying what was saved; anything else goes to the
 * campaign's report.
 */
function backToReport(c: Context<AppEnv>, back: string, campaign: string, saved: string) {
  const path = safeReturnPath(back, new URL(c.req.url).origin)
  const target = path.startsWith(`${ADMIN_REPORT_PATH}?`)
    ? path
    : `${ADMIN_REPORT_PATH}?by=sub1&campaign=${campaign}`
  return c.redirect(`${target}&saved=${saved}`, 303)
}

const STALE = 'The form was out of date; go back, reload it and try again.'

/** A posted form's fields ('' when absent), or undefined when its token is not the page's. */
async function readPostedForm(c: Context<AppEnv>): Promise<((name: string) => string) | undefined> {
  const fields = await c.req.parseBody()
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
  return (await tokenMatches(c, FORM, text('csrf'))) ? text : undefined
}

/** What `?saved=` says; a Map, so `?saved=__proto__` is an unknown value like any other. */
const SAVED = new Map([
  ['cost', 'Saved the manual cost.'],
  ['source', 'Saved the traffic source.'],
])

async function showReport(c: Context<AppEnv>, given: string[], givenStatus: 200 | 400) {
  const query = (name: string) => c.req.query(name)
  const reading = await readAdminFilters(c.env, query)
  const by = reportDimension(query('by') ?? 'campaign') ?? 'campaign'
  const { filters: drill } = readReportFilters(query)
  const fixed = fixedDimensions({ filters: reading.filters, drill })
  const { then, error: thenError } = readDrillDimension(query('then'), by, fixed)
  const asked = await readReport(c.env, reading, query, REPORT_PAGE_SHAPE)
  const { preview: blocklist, error: blocklistError } = asked.ok
    ? blocklistPreview(by, asked.verdicts, query)
    : {}
  // An unknown drill-down or block-list field is the operator's input: the page without it, 400.
  const refused = [thenError, blocklistError].filter((error) => error !== undefined)
  const errors = [...given, ...refused]
  const status = refused.length > 0 ? 400 : givenStatus
  let cost: CampaignCost | undefined
  let source: CampaignSource | undefined
  let profile: CostProfile | undefined
  if (asked.ok && reading.filters.campaign && c.env.DB) {
    ;[cost, source, profile] = await Promise.all([
      readCampaignCost(c.env.DB, reading.filters.campaign).catch(() => undefined),
      readCampaignSource(c.env.DB, reading.filters.campaign).catch(() => undefined),
      readCostProfile(c.env.DB, reading.filters.campaign).catch(() => undefined),
    ])
  }
  const page = (
    <ReportPage
      query={{ filters: reading.filters, drill, by, then, ...(asked.ok && { sort: asked.sort }) }}
      rows={asked.ok ? asked.rows : undefined}
      errors={asked.ok ? errors : [...errors, ...asked.error.split('\n')]}
      notes={asked.ok ? asked.notes : []}
      cost={cost}
      inferredCeiling={profile?.ceilingMicros}
      csrfToken={await formToken(c, FORM)}
      notice={SAVED.get(query('saved') ?? '')}
      source={source}
      zoneNote={reading.zoneNote}
      verdicts={asked.ok ? asked.verdicts : undefined}
      blocklist={blocklist}
    />
  )
  return renderPage(c, page, { status: asked.ok ? status : asked.status })
}

/**
 * The block list's preview for a report of one campaign by a dimension it can name, or why its
 * fields (`min_landings`, `max_roi`) are refused.
 */
function blocklistPreview(
  by: ReportDimension,
  verdicts: ZoneVerdicts | undefined,
  query: (name: string) => string | undefined,
): { preview?: BlocklistPreview; error?: string } {
  if (!verdicts || !(BLOCKLIST_DIMENSIONS as readonly string[]).includes(by)) return {}
  const read = readBlocklistRequest((name) => (name === 'by' ? by : query(name)))
  if (!read.ok) return { error: read.error }
  const { request } = read
  const preview: BlocklistPreview = {
    request,
    confidence: verdicts.rule.alpha === STRICT_RULE.alpha ? 99 : 95,
    values: blockedValues(request, verdicts),
    emptyReason: emptyBlocklistReason(request, verdicts),
  }
  return { preview }
}

/** This screen's forms' token purpose (owner-forms.ts). */
const FORM = 'admin-costs-form'
