/**
 * Where alerts go, declared once each: a generic JSON webhook, a Slack incoming webhook and a
 * Telegram bot's sendMessage. Each is set by secrets only (wrangler secret: a Slack webhook's URL
 * and a bot's token are keys), so no URL or token is in D1, a page, a log line or the audit log;
 * the page says which are set, never what they are. A webhook's URL passes the postback
 * templates' host checks (https, a public host, no user or port) before every send.
 */
import type { Env } from '../env'
import { checkWebhookUrl } from '../campaign/conversions'

interface AlertMessage {
  kind: string
  subject: string
  text: string
  at: string
}

interface AlertDestinationSpec {
  label: string
  /** The secrets (and variables) that set it, for the page and docs/operations.md. */
  settings: string
  configured(env: Env): boolean
  /** The request to send, or why it cannot be sent (never naming the secret's value). */
  request(env: Env, message: AlertMessage): { url: string; init: RequestInit } | { problem: string }
}

const SEND_TIMEOUT_MS = 5_000
const SLACK_HOST = 'hooks.slack.com'
const TELEGRAM_API = 'https://api.telegram.org'
/** A Telegram bot token as BotFather gives it: digits, a colon, letters, digits, `_` and `-`. */
const TELEGRAM_TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/
/** A chat id (a number, negative for groups) or a public channel's @name. */
const TELEGRAM_CHAT = /^(?:-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  redirect: 'manual',
  headers: { 'Content-Type': 'application/json', 'User-Agent': 'nightgator-alerts' },
  body: JSON.stringify(body),
})

export const ALERT_DESTINATIONS = {
  webhook: {
    label: 'JSON webhook',
    settings: 'ALERT_WEBHOOK_URL (secret)',
    configured: (env) => Boolean(env.ALERT_WEBHOOK_URL),
    request(env, message) {
      const checked = checkWebhookUrl(env.ALERT_WEBHOOK_URL ?? '')
      if (!checked.ok) return { problem: 'ALERT_WEBHOOK_URL is not an https URL of a public host' }
      return { url: checked.url, init: json(message) }
    },
  },
  slack: {
    label: 'Slack incoming webhook',
    settings: 'ALERT_SLACK_WEBHOOK_URL (secret)',
    configured: (env) => Boolean(env.ALERT_SLACK_WEBHOOK_URL),
    request(env, message) {
      const checked = checkWebhookUrl(env.ALERT_SLACK_WEBHOOK_URL ?? '')
      if (!checked.ok || new URL(checked.url).hostname !== SLACK_HOST) {
        return { problem: `ALERT_SLACK_WEBHOOK_URL is not an https://${SLACK_HOST}/… URL` }
      }
      return { url: checked.url, init: json({ text: message.text }) }
    },
  },
  telegram: {
    label: 'Telegram bot',
    settings: 'ALERT_TELEGRAM_BOT_TOKEN and ALERT_TELEGRAM_CHAT_ID (secrets)',
    configured: (env) => Boolean(env.ALERT_TELEGRAM_BOT_TOKEN && env.ALERT_TELEGRAM_CHAT_ID),
    request(env, message) {
      const token = env.ALERT_TELEGRAM_BOT_TOKEN ?? ''
      const chat = env.ALERT_TELEGRAM_CHAT_ID ?? ''
      if (!TELEGRAM_TOKEN.test(token))
        return { problem: 'ALERT_TELEGRAM_BOT_TOKEN is not a bot token' }
      if (!TELEGRAM_CHAT.test(chat)) return { problem: 'ALERT_TELEGRAM_CHAT_ID is not a chat id' }
      return {
        url: `${TELEGRAM_API}/bot${token}/sendMessage`,
        init: json({ chat_id: chat, text: message.text, disable_web_page_preview: true }),
      }
    },
  },
} as const satisfies Record<string, AlertDestinationSpec>

export type AlertDestination = keyof typeof ALERT_DESTINATIONS
export const ALERT_DESTINATION_NAMES = Object.keys(ALERT_DESTINATIONS) as AlertDestination[]

/**
 * Sends one message to every configured destination: each one's outcome, in words without its URL
 * or token ("slack sent 200", "telegram failed 401", "webhook not sent: …"); none configured, ''.
 */
export async function sendAlert(
  env: Env,
  message: AlertMessage,
  send: typeof fetch,
): Promise<string[]> {
  const outcomes: string[] = []
  for (const name of ALERT_DESTINATION_NAMES) {
    const destination: AlertDestinationSpec = ALERT_DESTINATIONS[name]
    if (!destination.configured(env)) continue
    const planned = destination.request(env, message)
    if ('problem' in planned) {
      outcomes.push(`${name} not sent: ${planned.problem}`)
      continue
    }
    try {
      const response = await send(planned.url, {
        ...planned.init,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      await response.body?.cancel().catch(() => {})
      outcomes.push(`${name} ${response.ok ? 'sent' : 'failed'} ${response.status}`)
    } catch {
      outcomes.push(`${name} failed: no answer`)
    }
  }
  return outcomes
}
