/**
 * /admin/postbacks: list, add, change and delete the outgoing postback templates. Mounted by the
 * admin app (admin.tsx), whose login guards every /admin path. Posts are refused unless they come from this page: Hono's csrf middleware checks Origin
 * (or Sec-Fetch-Site), and a token the page carries (an HMAC of the admin password) must match.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { CAMPAIGN_PATTERN, campaignTag } from '../campaign/core/campaign-tag'
import { parsePayout } from '../campaign/core/money'
import { checkTemplate, PRESETS } from '../campaign/conversions/postback-template'
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  type PostbackTemplate,
} from '../campaign/conversions/postback-store'
import { sameText, sign } from '../campaign/core/sign'
import type { AppEnv } from '../http/app-env'
import { PostbacksPage, type PostbackFormValues } from './views/PostbacksPage'
import { renderPage } from '../render/render-page'
import { logError } from '../shared/log'
import { adminToken } from './login'
import { POSTBACKS_DELETE_PATH, POSTBACKS_PATH } from '../shared/paths'

const NO_DATABASE = 'The DB binding is missing: postback templates cannot be read or saved.'
const FORM_LIMIT = 8 * 1024

export const adminPostbacks = new Hono<AppEnv>()

adminPostbacks.use(`${POSTBACKS_PATH}/*`, csrf())
adminPostbacks.use(POSTBACKS_PATH, csrf())

adminPostbacks.get(POSTBACKS_PATH, async function showPostbacks(c) {
  const campaign = campaignTag(c.req.query('campaign')) ?? ''
  const preset = PRESETS.find((candidate) => candidate.id === c.req.query('preset'))
  const saved = campaignTag(c.req.query('saved'))
  const deleted = campaignTag(c.req.query('deleted'))
  const notice = saved ? `Saved ${saved}.` : deleted ? `Deleted ${deleted}.` : undefined
  return showPage(c, { campaign, template: preset?.template ?? '', payout: '' }, [], 200, notice)
})

adminPostbacks.post(
  POSTBACKS_PATH,
  bodyLimit({ maxSize: FORM_LIMIT }),
  async function savePostback(c) {
    const fields = await c.req.parseBody()
    const form: PostbackFormValues = {
      campaign: text(fields.campaign).trim(),
      template: text(fields.template),
      payout: text(fields.payout).trim() || '0',
    }
    if (!(await validToken(c, text(fields.csrf)))) return refuse(c)
    const errors: string[] = []
    const campaign = campaignTag(form.campaign)
    if (!campaign) errors.push(`The campaign tag must match ${CAMPAIGN_PATTERN.source}.`)
    const checked = checkTemplate(form.template, { allowLocalHttp: allowLocalHttp(c) })
    if (!checked.ok) errors.push(checked.error)
    const payoutMicros = parsePayout(form.payout)
    if (payoutMicros === undefined)
      errors.push('The payout must be a plain decimal number, e.g. 2.50.')
    if (errors.length || !campaign || !checked.ok || payoutMicros === undefined) {
      return showPage(c, form, errors, 400)
    }
    const db = c.env.DB
    if (!db) return showPage(c, form, [NO_DATABASE], 503)
    const row: PostbackTemplate = {
      campaign,
      template: checked.template,
      payoutMicros,
      updated: new Date().toISOString(),
    }
    try {
      await saveTemplate(db, row)
    } catch (error) {
      logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
      return showPage(c, form, ['The template could not be saved; see the worker log.'], 503)
    }
    return c.redirect(`${POSTBACKS_PATH}?saved=${campaign}`, 303)
  },
)

adminPostbacks.post(
  POSTBACKS_DELETE_PATH,
  bodyLimit({ maxSize: FORM_LIMIT }),
  async function deletePostback(c) {
    const fields = await c.req.parseBody()
    if (!(await validToken(c, text(fields.csrf)))) return refuse(c)
    const campaign = campaignTag(text(fields.campaign))
    const db = c.env.DB
    if (!campaign) return showPage(c, emptyForm(), ['No such campaign tag.'], 400)
    if (!db) return showPage(c, emptyForm(), [NO_DATABASE], 503)
    await deleteTemplate(db, campaign)
    return c.redirect(`${POSTBACKS_PATH}?deleted=${campaign}`, 303)
  },
)

const emptyForm = (): PostbackFormValues => ({ campaign: '', template: '', payout: '' })

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** `npm run dev` passes POSTBACK_ALLOW_LOCAL=on, so the flow can be tried against a local server. */
function allowLocalHttp(c: Context<AppEnv>): boolean {
  return c.env.POSTBACK_ALLOW_LOCAL === 'on'
}

/** The page's anti-forgery token: an HMAC of the admin password, so only a signed-in page has it. */
function csrfToken(c: Context<AppEnv>): Promise<string> {
  return sign(adminToken(c.env) ?? '', 'admin-postbacks-form')
}

async function validToken(c: Context<AppEnv>, given: string): Promise<boolean> {
  return given !== '' && sameText(given, await csrfToken(c))
}

function refuse(c: Context<AppEnv>) {
  return showPage(
    c,
    emptyForm(),
    ['The form was out of date; it has been reloaded. Try again.'],
    403,
  )
}

async function showPage(
  c: Context<AppEnv>,
  form: PostbackFormValues,
  errors: string[],
  status: 400 | 403 | 503 | 200,
  notice?: string,
) {
  let templates: PostbackTemplate[] = []
  let problem: string | undefined
  if (!c.env.DB) problem = NO_DATABASE
  else {
    try {
      templates = await listTemplates(c.env.DB)
    } catch (error) {
      problem = 'The postback templates could not be read; see the worker log.'
      logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    }
  }
  if (problem && status === 200) status = 503
  const page = (
    <PostbacksPage
      templates={templates}
      form={form}
      csrfToken={await csrfToken(c)}
      errors={errors}
      notice={notice}
      problem={problem}
      allowLocalHttp={allowLocalHttp(c)}
    />
  )
  return renderPage(c, page, { status })
}
