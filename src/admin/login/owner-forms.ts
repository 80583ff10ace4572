/**
 * The owner's forms, one mechanism for every admin screen: each form's anti-forgery token (an
 * HMAC of the admin password and the form's purpose, so only a signed-in page has it), reading a
 * posted form whose token is the page's, and saving a change then showing the page again with its
 * notice. A screen names its purpose and its path; the token's rules live here only.
 */
import type { Context } from 'hono'
import { sameText, sign } from '../../campaign/core'
import type { AppEnv } from '../../http/app-env'
import { logError, type LogEvent } from '../../shared/log'
import { adminToken } from './login'

/** The token a form of `purpose` carries (its hidden `csrf` field). */
export function formToken(c: Context<AppEnv>, purpose: string): Promise<string> {
  return sign(adminToken(c.env) ?? '', purpose)
}

/** Whether `given` is the token of a form of `purpose`. */
export async function tokenMatches(
  c: Context<AppEnv>,
  purpose: string,
  given: string,
): Promise<boolean> {
  return given !== '' && sameText(given, await formToken(c, purpose))
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
