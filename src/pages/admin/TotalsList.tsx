/** The range's totals: the funnel, its two conversion rates, and bots apart. */
import { rate, type Funnel } from '../../campaign/dashboard-data'
import { formatCount, formatRate } from './format'

export function TotalsList({ totals }: { totals: Funnel }) {
  const items: [string, string][] = [
    ['Clicks', formatCount(totals.clicks)],
    ['Landings', formatCount(totals.landings)],
    ['Signup attempts', formatCount(totals.attempts)],
    ['Created', formatCount(totals.created)],
    ['Rejected', formatCount(totals.rejected)],
    ['Fallbacks to the partner', formatCount(totals.fallbacks)],
    ['Created ÷ landings', formatRate(rate(totals.created, totals.landings))],
    ['Created ÷ attempts', formatRate(rate(totals.created, totals.attempts))],
    ['Bots (not counted above)', formatCount(totals.bots)],
  ]
  return (
    <dl className="admin-totals">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
