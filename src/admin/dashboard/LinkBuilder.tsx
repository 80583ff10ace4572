/**
 * The link builder: pick a page (a city through its state), type a tag, pick the traffic source
 * whose macros to add, get the `?sub=` link to that page and the `/go` link to the partner. A
 * plain GET form on /admin: it works without JavaScript, each link whole in a selectable field;
 * with it, a copy button beside each (client/admin.ts).
 */
import type { LinkRequest } from './link-builder'
import {
  CHECK_IN_DASHBOARD,
  LANDING_PRESETS,
  needsDashboardCheck,
  type TrafficSource,
} from '../../campaign/core'
import { CampaignTagInput } from '../ui/CampaignTagInput'
import { ADMIN_PATH } from '../../shared/paths'

export function LinkBuilder({ link }: { link: LinkRequest }) {
  return (
    <section aria-labelledby="link-builder">
      <h2 id="link-builder">Link builder</h2>
      <form className="admin-filters" method="get" action={`${ADMIN_PATH}#link-builder`}>
        <label>
          Page
          <select name="link_page" defaultValue={link.path}>
            {link.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.choices.map((choice) => (
                  <option key={choice.path} value={choice.path}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          City of that state (optional)
          <input type="text" name="link_city" defaultValue={link.city} maxLength={80} />
        </label>
        <label>
          Campaign tag
          <CampaignTagInput name="link_tag" defaultValue={link.tag} required />
        </label>
        <label>
          Traffic source’s macros
          <select name="link_source" defaultValue={link.source}>
            <option value="">None</option>
            {LANDING_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name} (grade {preset.landing.grade}): {preset.landing.parameters}
              </option>
            ))}
          </select>
        </label>
        <label>
          Extra parameters (optional)
          <input
            type="text"
            name="link_extra"
            defaultValue={link.extra}
            placeholder="cid={clickid}&cost={cost}&sub1={zoneid}"
            maxLength={400}
            spellCheck={false}
          />
        </label>
        <button type="submit">Build links</button>
      </form>
      {link.error ? (
        <p className="admin-errors" role="alert">
          {link.error}
        </p>
      ) : null}
      {link.preset ? <PresetNote preset={link.preset} costLeftOut={link.costLeftOut} /> : null}
      {link.links ? (
        <div className="admin-links">
          <LinkField id="link-landing" label="Link to the page" value={link.links.landing} />
          <LinkField
            id="link-go"
            label="Link straight to the partner (/go)"
            value={link.links.go}
          />
        </div>
      ) : null}
    </section>
  )
}

const COST_UNITS = {
  visit: 'its cost macro is one visit’s price, counted as cost',
  mille: 'its cost macro is a bid per 1,000 visits',
  none: 'it has no cost macro: set a manual CPM or CPC on the campaign’s report page',
} as const

/** What the chosen source's preset is worth: its grade, its cost unit, what to check. */
function PresetNote({ preset, costLeftOut }: { preset: TrafficSource; costLeftOut?: string }) {
  const landing = preset.landing!
  return (
    <p>
      {preset.name}, grade {landing.grade}: {COST_UNITS[landing.costUnit]}
      {costLeftOut ? (
        <>
          {' '}
          (<code>{costLeftOut}</code> is left out of the links, as <code>cost</code> would count it
          a thousand times too high: set the campaign’s CPM on its report page)
        </>
      ) : null}
      .{landing.note ? ` ${landing.note}` : ''}
      {needsDashboardCheck(landing.grade) ? ` ${CHECK_IN_DASHBOARD}` : ''}
    </p>
  )
}

/** About what one line of the field holds on a 390 px phone: enough rows to show it all there. */
const CHARACTERS_PER_PHONE_LINE = 36

/** One link, whole and selectable; the copy button is shown by the script, which it needs. */
function LinkField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="admin-link">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        readOnly
        rows={Math.ceil(value.length / CHARACTERS_PER_PHONE_LINE)}
        value={value}
        spellCheck={false}
      />
      <button type="button" data-copy={id} hidden>
        Copy
      </button>
      <span className="admin-copied" role="status" />
    </div>
  )
}
