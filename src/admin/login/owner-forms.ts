/**
 * The owner's forms, one mechanism for every admin screen: each form's anti-forgery token, reading
 * a posted form whose token is the page's, and saving a change then showing the page again with
 * its notice. A screen names its purpose and its path; the token's rules live here only.
 *
 * A token (decision 034) is an HMAC of the form's purpose, a 6-hour window's number and the login
 * it was shown to (the owner), under a key derived from ADMIN_TOKEN and CAMPAIGN_SECRET: a page
 * holding one is no offline oracle for the password (a guess cannot be checked without the
 * server's other secret), it stops working after 6 to 12 hours, and only the owner's pages carry
 * one: the viewer's render an empty field, and nothing a viewer reads is accepted.
 */
import type { Context } from 'hono'
import { sameText, sign } from '../../campaign/core'
import type { AppEnv } from '../../http/app-env'
import { logError, type LogEvent } from '../../shared/log'
import { adminToken } from './login'

/** How long one window of tokens lasts; a token is accepted in its window and the next. */
export const FORM_TOKEN_WINDOW_MS = 6 * 60 * 60 * 1000
/** The login whose pages carry tokens (the Basic user name the owner signs in with). */
const OWNER_LOGIN = 'admin'

/** The window a moment falls in. */
function windowOf(time: number): number {
  return Math.floor(time / FORM_TOKEN_WINDOW_MS)
}

/**
 * The key tokens are signed with: the password mixed with CAMPAIGN_SECRET (never on a page),
 * so a token tells nothing checkable about the password to whoever lacks the second secret.
 */
function tokenKey(c: Context<AppEnv>): Promise<string> {
  return sign(c.env.CAMPAIGN_SECRET ?? '', `admin form tokens v2\n${adminToken(c.env) ?? ''}`)
}

async function tokenOf(c: Context<AppEnv>, purpose: string, window: number): Promise<string> {
  return sign(await tokenKey(c), `${purpose}\n${window}\n${OWNER_LOGIN}`)
}

/**
 * The token a form of `purpose` carries (its hidden `csrf` field): the owner's for this window;
 * '' on any other login's page (the viewer changes nothing, so is shown nothing to post).
 */
export function formToken(c: Context<AppEnv>, purpose: string): Promise<string> {
  if (c.get('adminRole') !== 'owner') return Promise.resolve('')
  return tokenOf(c, purpose, windowOf(Date.now()))
}

/** Whether `given` is the owner's token of a form of `purpose`, of this window or the last. */
export async function tokenMatches(
  c: Context<AppEnv>,
  purpose: string,
  given: string,
): Promise<boolean> {
  if (given === '' || c.get('adminRole') !== 'owner') return false
  const now = windowOf(Date.now())
  const [current, previous] = await Promise.all([
    tokenOf(c, purpose, now),
    tokenOf(c, purpose, now - 1),
  ])
  // Both compared, whichever matches: the time taken tells nothing of which one did.
  const matches = [sameText(given, current), sameText(given, previous)]
  return matches.includes(true)
}

/** The posted form's fields ('' for one not sent), or undefined when its token is not the page's. */
export async function readOwnerForm(
  c: Context<AppEnv>,
  purpose: string,
): Promise<((name: string) => string) | undefined> {
  const fields = await c.req.parseBody()
  const field = (name: string) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined
    return typeof value === 'string' ? value : ''
  }
  return (await tokenMatches(c, purpose, field('csrf'))) ? field : undefined
}

interface SaveAnswer {
  /** The page shown again, with `?done=` and the notice's key. */
  page: string
  notice: string | (() => string)
  /** What the page says when the DB binding is missing. */
  noDatabase: string
  /** The log line of a failed save. */
  failure?: LogEvent
}

/** Saves `change`, then 303 to the page with its notice; 503 with a message when D1 fails. */
export async function saveThenShow(
  c: Context<AppEnv>,
  change: (db: D1Database) => Promise<unknown>,
  { page, notice, noDatabase, failure = 'admin_report_failed' }: SaveAnswer,
): Promise<Response> {
  if (!c.env.DB) return c.text(noDatabase, 503)
  try {
    await change(c.env.DB)
  } catch (error) {
    logError(failure, { error: String(error).slice(0, 200) })
    return c.text('The change could not be saved; try again shortly.', 503)
  }
  return c.redirect(`${page}?done=${typeof notice === 'string' ? notice : notice()}`, 303)
}
