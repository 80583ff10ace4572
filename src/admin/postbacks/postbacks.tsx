/**
 * /admin/postbacks: list (a page at a time, with the total), add, change and delete (after a
 * confirmation page) the outgoing postback templates, each with the sources' last answers; the
 * postbacks the aggregators hold; a test postback per template. Mounted by the admin app
 * (admin.tsx), whose login guards every /admin path. Posts are refused unless they come from this
 * page: Hono's csrf middleware checks Origin (or Sec-Fetch-Site), and a token the page carries
 * (an HMAC of the admin password) must match.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { parsePayout, POSTBACK_PRESETS } from '../../campaign/core'
import {
  answerOf,
  checkTemplate,
  deleteTemplate,
  deliver,
  eventsProblem,
  fireValue,
  listTemplates,
  readFire,
  unknownFireMessage,
  savedTemplate,
  saveTemplate,
  templateCampaign,
  type PostbackTemplate,
  type TemplateOrder,
  lastAnswers,
  listRefusals,
  recordAnswer,
  REFUSAL_DAYS,
  signupFiring,
  type Delivery,
} from '../../campaign/conversions'
import { waitingPostbacks } from '../../reports/waiting-postbacks'
import { readWholeNumber, type Read } from '../../reports/operator-input'
import type { AppEnv } from '../../http/app-env'
import { readTableSorts, withSorts } from '../ui/table-sort'
import {
  ConfirmDeletePage,
  POSTBACK_TABLES,
  PostbacksPage,
  type PostbackFormValues,
  type TestResult,
} from './PostbacksPage'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import { formToken, tokenMatches } from '../login/owner-forms'
import { POSTBACKS_DELETE_PATH, POSTBACKS_PATH, POSTBACKS_TEST_PATH } from '../../shared/paths'
import { maskedTemplate } from '../ui/masked-template'

const NO_DATABASE = 'The DB binding is missing: postback templates cannot be read or saved.'
const FORM_LIMIT = 8 * 1024

/** The postback templates' pages, built with the rest of the operator app (admin.tsx). */
export function adminPostbackRoutes(): Hono<AppEnv> {
  const adminPostbacks = new Hono<AppEnv>()

  adminPostbacks.use(`${POSTBACKS_PATH}/*`, csrf())
  adminPostbacks.use(POSTBACKS_PATH, csrf())

  adminPostbacks.get(POSTBACKS_PATH, async function showPostbacks(c) {
    const campaign = templateCampaign(c.req.query('campaign')) ?? ''
    const preset = POSTBACK_PRESETS.find((candidate) => candidate.id === c.req.query('preset'))
    const saved = templateCampaign(c.req.query('saved'))
    const deleted = templateCampaign(c.req.query('deleted'))
    const notice = saved ? `Saved ${saved}.` : deleted ? `Deleted ${deleted}.` : undefined
    const form = { ...emptyForm(), campaign, template: preset?.template ?? '', preset: preset?.id }
    const page = pageNumber(c.req.query('page'))
    if (!page.ok) return showPage(c, form, [`${page.error} Showing page 1.`], 400, notice)
    return showPage(c, form, [], 200, notice, page.value)
  })

  adminPostbacks.post(
    POSTBACKS_PATH,
    bodyLimit({ maxSize: FORM_LIMIT }),
    async function savePostback(c) {
      const fields = await c.req.parseBody({ all: true })
      const fire = texts(fields.fire)
      // A form from before `fire` existed (or a script) means today's behaviour; a script's
      // `partner` or `both` names its events (postback-store.ts).
      const fired = fire.length ? readFire(fire) : readFire(['signup'])
      const form: PostbackFormValues = {
        campaign: text(fields.campaign).trim(),
        template: text(fields.template),
        payout: text(fields.payout).trim() || '0',
        fire: fired.ok ? fired.events : [],
      }
      if (!(await tokenMatches(c, FORM, text(fields.csrf)))) return refuse(c)
      const errors: string[] = []
      const campaign = templateCampaign(form.campaign)
      if (!campaign) {
        errors.push(
          'The campaign must be a tag (letters, digits, “_” and “-”, at most 64), or the start of one followed by “*”.',
        )
      }
      const checked = checkTemplate(form.template, { allowLocalHttp: allowLocalHttp(c) })
      if (!checked.ok) errors.push(checked.error)
      const payoutMicros = parsePayout(form.payout)
      if (payoutMicros === undefined)
        errors.push('The payout must be a plain decimal number, e.g. 2.50.')
      const fireAs = fired.ok ? fireValue(fired.events) : undefined
      if (!fired.ok) errors.push(unknownFireMessage(fired.unknown))
      else if (!fireAs) errors.push('Choose when the postback is sent.')
      else if (checked.ok) {
        const problem = eventsProblem(checked.template, fired.events)
        if (problem) errors.push(problem)
      }
      if (errors.length || !campaign || !checked.ok || payoutMicros === undefined || !fireAs) {
        return showPage(c, form, errors, 400)
      }
      const db = c.env.DB
      if (!db) return showPage(c, form, [NO_DATABASE], 503)
      const row: PostbackTemplate = {
        campaign,
        template: checked.template,
        payoutMicros,
        fire: fireAs,
        updated: new Date().toISOString(),
      }
      try {
        await saveTemplate(db, row)
      } catch (error) {
        logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
        return showPage(c, form, ['The template could not be saved; see the worker log.'], 503)
      }
      return c.redirect(`${POSTBACKS_PATH}?saved=${encodeURIComponent(campaign)}`, 303)
    },
  )

  /**
   * Sends one postback through a saved template with a made-up click id (TEST_CLICK_PREFIX and
   * random characters) and shows what the source answered; the answer is kept with the others.
   * Not counted as a postback sent or failed.
   */
  adminPostbacks.post(
    POSTBACKS_TEST_PATH,
    bodyLimit({ maxSize: FORM_LIMIT }),
    async function sendTestPostback(c) {
      const fields = await c.req.parseBody()
      if (!(await tokenMatches(c, FORM, text(fields.csrf)))) return refuse(c)
      const campaign = templateCampaign(text(fields.campaign))
      if (!campaign) return showPage(c, emptyForm(), ['No such campaign tag.'], 400)
      const db = c.env.DB
      if (!db) return showPage(c, emptyForm(), [NO_DATABASE], 503)
      const template = await savedTemplate(db, campaign)
      if (!template) {
        return showPage(c, emptyForm(), [`No template is saved for ${campaign}.`], 404)
      }
      const cid = `${TEST_CLICK_PREFIX}${crypto.randomUUID().slice(0, 8)}`
      const firing = signupFiring(campaign, cid, `test-${crypto.randomUUID()}`, '')
      const delivery: Delivery = await deliver(c.env, template, firing)
      const answer = answerOf(template, { campaign, cid, event: 'test' }, delivery, new Date())
      try {
        await recordAnswer(db, answer)
      } catch (error) {
        logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
      }
      const result: TestResult = { campaign, click: answer.click, ...delivery }
      return showPage(c, emptyForm(), [], 200, undefined, 1, result)
    },
  )

  /** The confirmation step of a delete: a page naming the template, with the one button that deletes. */
  adminPostbacks.get(POSTBACKS_DELETE_PATH, async function confirmDelete(c) {
    const campaign = templateCampaign(c.req.query('campaign'))
    if (!campaign) return showPage(c, emptyForm(), ['No such campaign tag.'], 400)
    return renderPage(
      c,
      <ConfirmDeletePage campaign={campaign} csrfToken={await formToken(c, FORM)} />,
    )
  })

  adminPostbacks.post(
    POSTBACKS_DELETE_PATH,
    bodyLimit({ maxSize: FORM_LIMIT }),
    async function deletePostback(c) {
      const fields = await c.req.parseBody()
      if (!(await tokenMatches(c, FORM, text(fields.csrf)))) return refuse(c)
      const campaign = templateCampaign(text(fields.campaign))
      const db = c.env.DB
      if (!campaign) return showPage(c, emptyForm(), ['No such campaign tag.'], 400)
      // Only the confirmation page's button says so: anything else is asked first.
      if (text(fields.confirm) !== 'yes') {
        return c.redirect(`${POSTBACKS_DELETE_PATH}?campaign=${encodeURIComponent(campaign)}`, 303)
      }
      if (!db) return showPage(c, emptyForm(), [NO_DATABASE], 503)
      await deleteTemplate(db, campaign)
      return c.redirect(`${POSTBACKS_PATH}?deleted=${encodeURIComponent(campaign)}`, 303)
    },
  )
  return adminPostbacks
}

/** `?page=` as a whole number from 1 (none: 1), or why not (the page then shows page 1). */
function pageNumber(value: string | undefined): Read<number> {
  if (value === undefined || value === '') return { ok: true, value: 1 }
  return readWholeNumber(value, 'page=', { min: 1, max: MAX_TEMPLATE_PAGE })
}

/** Template pages a link can ask for (a page holds 25 or so): far past any real list. */
const MAX_TEMPLATE_PAGE = 1_000_000

const emptyForm = (): PostbackFormValues => ({
  campaign: '',
  template: '',
  payout: '',
  fire: ['signup'],
})

/** How a test postback's click id starts: a source's answer shows it was a test. */
const TEST_CLICK_PREFIX = 'test-'

function text(value: unknown): string {
  return typeof value === 'string' ? value : Array.isArray(value) ? text(value[0]) : ''
}

/** Every string a form field was given (a checkbox group sends one per box). */
function texts(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.filter((item): item is string => typeof item === 'string' && item !== '')
}

/** `npm run dev` passes POSTBACK_ALLOW_LOCAL=on, so the flow can be tried against a local server. */
function allowLocalHttp(c: Context<AppEnv>): boolean {
  return c.env.POSTBACK_ALLOW_LOCAL === 'on'
}

/** This screen's forms' token purpose (owner-forms.ts). */
const FORM = 'admin-postbacks-form'

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
  status: 400 | 403 | 404 | 503 | 200,
  notice?: string,
  pageNo = 1,
  test?: TestResult,
) {
  // An order the page cannot read is the operator's input: the page in its usual order, 400.
  const read = readTableSorts((name) => c.req.query(name), POSTBACK_TABLES)
  if (read.errors.length) {
    errors = [...errors, ...read.errors]
    if (status === 200) status = 400
  }
  let listed: { templates: PostbackTemplate[]; total: number } = { templates: [], total: 0 }
  let answers: Awaited<ReturnType<typeof lastAnswers>> = new Map()
  let refused: Awaited<ReturnType<typeof listRefusals>> = []
  let problem: string | undefined
  const waiting = waitingPostbacks(c.env)
  if (!c.env.DB) problem = NO_DATABASE
  else {
    try {
      listed = await listTemplates(c.env.DB, pageNo, read.sorts.templates as TemplateOrder)
      answers = await lastAnswers(
        c.env.DB,
        listed.templates.map((template) => template.campaign),
      )
      const since = new Date(Date.now() - (REFUSAL_DAYS - 1) * 86_400_000).toISOString()
      refused = await listRefusals(c.env.DB, since.slice(0, 10))
    } catch (error) {
      problem = 'The postback templates could not be read; see the worker log.'
      logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    }
  }
  if (problem && status === 200) status = 503
  // The viewer reads what each template sends, not the keys sources put in it (decision 034).
  const templates =
    c.get('adminRole') === 'owner'
      ? listed.templates
      : listed.templates.map((row) => ({ ...row, template: maskedTemplate(row.template) }))
  const page = (
    <PostbacksPage
      templates={templates}
      total={listed.total}
      page={pageNo}
      form={form}
      csrfToken={await formToken(c, FORM)}
      errors={errors}
      notice={notice}
      problem={problem}
      allowLocalHttp={allowLocalHttp(c)}
      answers={answers}
      waiting={await waiting}
      refused={refused}
      test={test}
      sorts={read.sorts}
      here={withSorts(new URLSearchParams(), POSTBACK_TABLES, read.sorts)}
    />
  )
  return renderPage(c, page, { status })
}
