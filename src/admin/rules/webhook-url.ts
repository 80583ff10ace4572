/**
 * The host check of every URL the operator side POSTs to (a rule's webhook, an alert's): the
 * postback templates' rules for the server it reaches.
 */
import { publicHostProblem } from '../../campaign/conversions'

const WEBHOOK_MAX_LENGTH = 1000

/**
 * A webhook URL the worker may POST to: the postback templates' rules for the server it reaches
 * (https on the default port, a public host named, not an address; no user name or password).
 */
export function checkWebhookUrl(
  text: string,
): { ok: true; url: string } | { ok: false; error: string } {
  const trimmed = text.trim()
  if (!trimmed || trimmed.length > WEBHOOK_MAX_LENGTH || /\s/.test(trimmed)) {
    return {
      ok: false,
      error: 'Enter the webhook’s https URL (no spaces, at most 1000 characters).',
    }
  }
  const url = URL.parse(trimmed)
  if (!url || url.protocol !== 'https:') {
    return { ok: false, error: 'The webhook URL must start with https://.' }
  }
  if (url.username || url.password || url.port) {
    return { ok: false, error: 'The webhook URL may not name a user, a password or a port.' }
  }
  const problem = publicHostProblem(url.hostname)
  if (problem) return { ok: false, error: problem.replace('postback URL', 'webhook URL') }
  return { ok: true, url: url.href }
}
