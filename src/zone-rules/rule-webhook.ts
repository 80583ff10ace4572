/** A rule's webhook action: one JSON POST per zone, no retry (its cool-down brings it back). */
import type { PlannedAction } from './rule-action-spec'
import { checkWebhookUrl } from '../campaign/conversions'

const WEBHOOK_TIMEOUT_MS = 5_000

/** Sends the zone to the rule's webhook: its outcome for the audit log. */
export async function sendRuleWebhook(
  planned: PlannedAction,
  now: Date,
  send: typeof fetch,
): Promise<string> {
  const { rule } = planned
  const checked = checkWebhookUrl(rule.webhookUrl ?? '')
  if (!checked.ok) return `not sent: ${checked.error}`
  try {
    const response = await send(checked.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'zone-rules' },
      body: JSON.stringify({
        rule: rule.id,
        campaign: planned.campaign,
        dimension: rule.dimension,
        value: planned.value,
        reason: planned.reason,
        at: now.toISOString(),
      }),
    })
    await response.body?.cancel().catch(() => {})
    return `${response.status < 300 ? 'sent' : 'failed'} ${response.status}`
  } catch {
    return 'failed: no answer'
  }
}
