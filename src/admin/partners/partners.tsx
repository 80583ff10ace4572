/**
 * /admin/partners: the network preset of each partner URL (PARTNER_URL and the offer arms' of
 * the lander tests), saved in D1 (`partner_presets`), and the currency rates (`currency_rates`).
 * Mounted by the admin app (admin.tsx), whose login guards every /admin path; posts are refused
 * unless they come from the page (Origin, and the page's token), as the other forms are.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import {
  chosenPresets,
  choosePreset,
  defaultClickParam,
  partnerUrlKey,
} from '../../campaign/attribution'
import { listRates, MAX_RATE_MICROS, saveRate, siteCurrency } from '../../campaign/conversions'
import { parsePayout, partnerNetwork } from '../../campaign/core'
import { siteConfig } from '../../config'
import type { AppEnv } from '../../http/app-env'
import { readTests } from '../../lander-tests/test-store'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import { ADMIN_PARTNERS_PATH, ADMIN_PARTNERS_RATES_PATH } from '../../shared/paths'
import { formToken, readOwnerForm, saveThenShow } from '../login/owner-forms'
import { PartnersPage, type PartnerUrlRow } from './PartnersPage'

const NO_DATABASE = 'The DB binding is missing: presets and rates cannot be read or saved.'

/** This screen's forms: their token's purpose, and a change saved then this page shown again. */
const FORM = 'admin-partners-form'
const save = (
  c: Context<AppEnv>,
  change: (db: D1Database) => Promise<unknown>,
  notice: string | (() => string),
) =>
  saveThenShow(c, change, {
    page: ADMIN_PARTNERS_PATH,
    notice,
    noDatabase: NO_DATABASE,
    failure: 'admin_dashboard_failed',
  })
const STALE = 'The form was out of date; go back, reload it and try again.'
/** What `?done=` says; a Map, so `?done=__proto__` is an unknown value like any other. */
const NOTICES = new Map([
  ['preset', 'Saved the preset: /go uses it within 30 seconds everywhere.'],
  ['rate', 'Saved the rate.'],
])
const noticeOf = (done: string | undefined) => NOTICES.get(done ?? '')

export function adminPartnerRoutes(): Hono<AppEnv> {
  const partners = new Hono<AppEnv>()
  partners.use(`${ADMIN_PARTNERS_PATH}/*`, csrf())
  partners.use(ADMIN_PARTNERS_PATH, csrf())

  partners.get(ADMIN_PARTNERS_PATH, (c) => showPartners(c, [], 200))

  partners.post(
    ADMIN_PARTNERS_PATH,
    bodyLimit({ maxSize: 4 * 1024 }),
    async function savePreset(c) {
      const form = await readOwnerForm(c, FORM)
      if (!form) return c.text(STALE, 403)
      const url = form('url')
      const preset = form('preset')
      if (!partnerUrlKey(url)) return showPartners(c, ['That is not an https partner URL.'], 400)
      if (preset !== '' && !partnerNetwork(preset)) {
        return showPartners(c, ['No such network preset.'], 400)
      }
      return save(c, (db) => choosePreset(db, url, preset || undefined, now()), 'preset')
    },
  )

  partners.post(ADMIN_PARTNERS_RATES_PATH, bodyLimit({ maxSize: 1024 }), async function rate(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const currency = form('currency').trim().toUpperCase()
    const site = siteCurrency(c.env.SITE_CURRENCY)
    if (!/^[A-Z]{3}$/.test(currency) || currency === site) {
      return showPartners(c, [`The currency must be a three-letter code other than ${site}.`], 400)
    }
    const typed = form('rate').trim()
    const micros = typed === '' ? undefined : parsePayout(typed)
    if (typed !== '' && (micros === undefined || micros === 0 || micros > MAX_RATE_MICROS)) {
      return showPartners(
        c,
        [`The rate must be a plain decimal number above 0, at most 1000000 (${site} per unit).`],
        400,
      )
    }
    return save(c, (db) => saveRate(db, currency, micros, now()), 'rate')
  })
  return partners
}

const now = () => new Date().toISOString()

/** PARTNER_URL and every offer arm's partner URL, one row per origin and path. */
async function partnerUrls(c: Context<AppEnv>, db: D1Database): Promise<PartnerUrlRow[]> {
  const rows = new Map<string, PartnerUrlRow>()
  const add = (url: string | undefined, use: string) => {
    const key = url && partnerUrlKey(url)
    if (!key) return
    const row = rows.get(key) ?? { url: key, uses: [] }
    row.uses.push(use)
    rows.set(key, row)
  }
  add(siteConfig(c.env).partnerUrl, 'PARTNER_URL (every /go without an offer arm)')
  for (const test of await readTests(db)) {
    for (const arm of test.arms)
      add(arm.partnerUrl, `test ${test.id} (${test.status}), arm ${arm.letter}`)
  }
  const chosen = await chosenPresets(db)
  return [...rows.values()].map((row) => {
    const network = partnerNetwork(chosen.get(row.url))
    return network ? { ...row, network } : row
  })
}

async function showPartners(c: Context<AppEnv>, errors: string[], status: 200 | 400) {
  const db = c.env.DB
  if (!db) return c.text(NO_DATABASE, 503)
  try {
    const [partners, rates] = await Promise.all([partnerUrls(c, db), listRates(db)])
    const page = (
      <PartnersPage
        partners={partners}
        rates={rates}
        siteCurrency={siteCurrency(c.env.SITE_CURRENCY)}
        origin={siteConfig(c.env).siteUrl}
        defaultParam={defaultClickParam(c.env)}
        csrfToken={await formToken(c, FORM)}
        errors={errors}
        notice={noticeOf(c.req.query('done'))}
      />
    )
    return renderPage(c, page, { status })
  } catch (error) {
    logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    return c.text('The presets could not be read; try again shortly.', 503)
  }
}
