/** The dashboard's GET form: a date range, its time zone and one campaign; works without JavaScript. */
import { filterQuery, type DashboardFilters } from '../../reports/dashboard-filters'
import { CampaignTagInput } from '../ui/CampaignTagInput'
import { ADMIN_EXPORT_PATH, ADMIN_PATH, ADMIN_REVENUE_EXPORT_PATH } from '../../shared/paths'
import { TIME_ZONE_CHOICES } from '../ui/time-zones'

export function FilterForm({ filters }: { filters: DashboardFilters }) {
  // A zone asked for through ?tz= and not in the list stays selected: the next Show keeps it.
  const choices = TIME_ZONE_CHOICES.some(({ zone }) => zone === filters.tz)
    ? TIME_ZONE_CHOICES
    : [...TIME_ZONE_CHOICES, { zone: filters.tz, label: filters.tz }]
  return (
    <form className="admin-filters" method="get" action={ADMIN_PATH}>
      <label>
        From
        <input id="range-from" type="date" name="from" defaultValue={filters.from} required />
      </label>
      <label>
        To
        <input type="date" name="to" defaultValue={filters.to} required />
      </label>
      <label>
        Time zone
        <select name="tz" defaultValue={filters.tz}>
          {choices.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Campaign
        <CampaignTagInput name="campaign" defaultValue={filters.campaign} placeholder="all" />
      </label>
      <input type="hidden" name="sort" value={filters.sort} />
      <input type="hidden" name="order" value={filters.order} />
      <button type="submit">Show</button>
      <a className="admin-export" href={`${ADMIN_EXPORT_PATH}?${filterQuery(filters)}`}>
        Export CSV
      </a>
      <a className="admin-export" href={`${ADMIN_REVENUE_EXPORT_PATH}?${filterQuery(filters)}`}>
        Export revenue CSV
      </a>
    </form>
  )
}
