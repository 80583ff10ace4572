/** The operator's campaign dashboard: filters, totals, per-campaign and per-page tables, the daily chart. */
import { rate, type DashboardData } from '../../campaign/dashboard-data'
import { filterQuery, type DashboardFilters } from '../../campaign/dashboard-filters'
import { ROBOTS } from '../../http/robots'
import { STYLESHEET } from '../../site/client-assets'
import { useSite } from '../../site/site-context'
import { DailyChart } from './DailyChart'
import { DailyTable, OUTAGE_SHARE } from './DailyTable'
import { FilterForm } from './FilterForm'
import { campaignLabel, formatCount, formatRate } from './format'
import { FunnelTable } from './FunnelTable'
import { ADMIN_PATH } from './paths'
import { TotalsList } from './TotalsList'

export interface AdminPageProps {
  filters: DashboardFilters
  /** Undefined when the numbers could not be read (the problem is in `problem`). */
  data?: DashboardData
  /** Filter values that were not understood. */
  errors: readonly string[]
  problem?: string
  /** What the numbers leave out (an aggregator that did not answer), one sentence each. */
  notes?: readonly string[]
}

export function AdminPage({ filters, data, errors, problem, notes = [] }: AdminPageProps) {
  const { config } = useSite()
  const title = `Campaigns ${filters.from} to ${filters.to}${filters.campaign ? `, ${filters.campaign}` : ''}`
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={ROBOTS.noindex} />
        <title>{`${title} | ${config.brand} dashboard`}</title>
        <link rel="stylesheet" href={STYLESHEET} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="admin">
        <main className="admin-main">
          <h1>{config.brand} campaigns</h1>
          <p>
            Counted per UTC day, aggregates only. A landing is a page view with a valid{' '}
            <code>?sub=</code> (a reload with the same campaign is not counted again); bots and HEAD
            requests are counted apart.
          </p>
          <FilterForm filters={filters} />
          <Messages items={errors} role="alert" />
          {problem ? (
            <p className="admin-errors" role="alert">
              {problem}
            </p>
          ) : null}
          <Messages items={notes} role="status" />
          {data ? <Numbers filters={filters} data={data} /> : null}
        </main>
      </body>
    </html>
  )
}

/** A list of sentences for the operator, if there are any: errors (alert) or notes (status). */
function Messages({ items, role }: { items: readonly string[]; role: 'alert' | 'status' }) {
  if (items.length === 0) return null
  return (
    <ul className="admin-errors" role={role}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Numbers({ filters, data }: { filters: DashboardFilters; data: DashboardData }) {
  const flagged = data.days.filter(({ funnel }) => {
    const share = rate(funnel.fallbacks, funnel.attempts)
    return share !== undefined && share >= OUTAGE_SHARE
  })
  return (
    <>
      <section aria-labelledby="totals">
        <h2 id="totals">Totals</h2>
        <TotalsList totals={data.totals} />
      </section>
      <section aria-labelledby="health">
        <h2 id="health">Backend health</h2>
        <p className={flagged.length ? 'admin-outage' : undefined}>
          {formatCount(data.totals.fallbacks)} of {formatCount(data.totals.attempts)} signup
          attempts fell back to the partner&apos;s page (
          {formatRate(rate(data.totals.fallbacks, data.totals.attempts))}).{' '}
          {flagged.length
            ? `Days when half or more fell back: ${flagged.map(({ day }) => day).join(', ')}.`
            : 'No day had half or more of its attempts fall back.'}
        </p>
      </section>
      <section aria-labelledby="per-day">
        <h2 id="per-day">Per day</h2>
        <DailyChart days={data.days} />
        <DailyTable days={data.days} />
      </section>
      <section aria-labelledby="per-campaign">
        <h2 id="per-campaign">Per campaign</h2>
        <FunnelTable
          caption="Per campaign (column headers sort)"
          nameLabel="Campaign"
          rows={data.campaigns.map(({ campaign, funnel }) => ({
            name: campaignLabel(campaign),
            funnel,
          }))}
          sorting={{
            sort: filters.sort,
            order: filters.order,
            href: (sort, order) => `${ADMIN_PATH}?${filterQuery(filters, { sort, order })}`,
          }}
        />
      </section>
      <section aria-labelledby="per-page">
        <h2 id="per-page">Per page</h2>
        <FunnelTable
          caption="Per page tag (the affiliate_subid of the page)"
          nameLabel="Page"
          rows={data.pages.map(({ page, funnel }) => ({ name: page || '(none)', funnel }))}
        />
      </section>
    </>
  )
}
