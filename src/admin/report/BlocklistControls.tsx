/**
 * The block list's controls on the report page: its parameters as a GET form (the download is
 * blocklist.txt), and what it lists now, or why it lists nothing.
 */
import type { BlocklistRequest } from '../../reports/blocklist'
import { DimensionSelect } from '../ui/DimensionSelect'
import type { DashboardFilters } from '../../reports/dashboard-filters'
import { ADMIN_BLOCKLIST_PATH } from '../../shared/paths'

export interface BlocklistPreview {
  request: BlocklistRequest
  confidence: 95 | 99
  values: readonly string[]
  /** Why the list is empty, when it is. */
  emptyReason?: string
}

export function BlocklistControls({
  filters,
  preview,
}: {
  filters: DashboardFilters
  preview: BlocklistPreview
}) {
  const { request, values } = preview
  return (
    <section aria-labelledby="block-list">
      <h2 id="block-list">Block list</h2>
      <p>
        The zones of {request.campaign} whose verdict is cut, with at least the landings below, one
        per line to paste into the traffic source&apos;s black list.
      </p>
      <form className="admin-filters" method="get" action={ADMIN_BLOCKLIST_PATH}>
        <input type="hidden" name="campaign" value={request.campaign} />
        <input type="hidden" name="from" value={filters.from} />
        <input type="hidden" name="to" value={filters.to} />
        {filters.tz !== 'UTC' ? <input type="hidden" name="tz" value={filters.tz} /> : null}
        <DimensionSelect label="Zones by" value={request.by} />
        <label>
          Confidence
          <select name="confidence" defaultValue={String(preview.confidence)}>
            <option value="95">95 % (cut at 3.0× payout)</option>
            <option value="99">99 %, strict (cut at 4.6× payout)</option>
          </select>
        </label>
        <label>
          At least this many landings
          <input
            name="min_landings"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={request.minLandings}
          />
        </label>
        <label>
          Also zones with ROI under (%, optional)
          <input
            name="max_roi"
            inputMode="decimal"
            defaultValue={request.maxRoi ?? ''}
            placeholder="-20"
          />
        </label>
        <button type="submit">Download block list</button>
      </form>
      {values.length ? (
        <p>
          It lists {values.length} zone{values.length === 1 ? '' : 's'} now:{' '}
          <code>{values.join(', ')}</code>
        </p>
      ) : (
        <p role="status">The list is empty. {preview.emptyReason}</p>
      )}
    </section>
  )
}
