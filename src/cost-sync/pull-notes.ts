/**
 * What the dashboard says of the cost pull: one line per connection whose last pull did not end
 * well, naming the campaigns on its source, so a buyer knows their source spend is as of the last
 * good read. A failing read says nothing (the page never breaks for it).
 */
import { logError } from '../shared/log'
import { costSource } from './cost-sources'
import { lastRuns, listConnections } from './cost-store'

const FINE = new Set(['ok', 'partial'])

export async function costPullNotes(db: D1Database | undefined): Promise<string[]> {
  if (!db) return []
  try {
    const [connections, runs, { results: mapped }] = await Promise.all([
      listConnections(db),
      lastRuns(db),
      db
        .prepare('SELECT campaign, source FROM campaign_sources ORDER BY campaign')
        .all<{ campaign: string; source: string }>(),
    ])
    return connections.flatMap((connection) => {
      const run = runs.get(connection.id)
      if (!run || FINE.has(run.status)) return []
      const name = costSource(connection.source)?.name ?? connection.source
      const campaigns = mapped.filter((m) => m.source === connection.source).map((m) => m.campaign)
      const at = new Date(run.finished).toISOString().slice(0, 16).replace('T', ' ')
      const which = campaigns.length ? ` (${campaigns.slice(0, 10).join(', ')})` : ''
      return [
        `The cost pull of ${connection.id} (${name}) failed at ${at} UTC: ${run.status}. Its campaigns’ source spend${which} is as of the last good pull; see /admin/connections.`,
      ]
    })
  } catch (error) {
    logError('cost_sync_failed', { error: String(error).slice(0, 200) })
    return []
  }
}
