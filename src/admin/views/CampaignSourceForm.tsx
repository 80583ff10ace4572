/**
 * A campaign's traffic source on its report page: which source, the time zone its statistics
 * count days in (the dashboard's default for the campaign), and the source's own id of the
 * campaign (what a source's API names it by). A plain form: it works without JavaScript.
 */
import { TRAFFIC_SOURCES, type SourceTimeZone } from '../../campaign/core'
import type { CampaignSource } from '../reports/campaign-sources'
import { ADMIN_CAMPAIGN_SOURCE_PATH } from '../../shared/paths'
import { ianaZoneRegions } from './time-zones'

export function CampaignSourceForm(props: {
  campaign: string
  source?: CampaignSource
  csrfToken: string
  back: string
}) {
  const { campaign, source } = props
  const zone = source?.zoneSaved ? source.timeZone : ''
  const regions = ianaZoneRegions()
  // A zone saved under a name the list does not have (another spelling of one) is still shown.
  const listed =
    zone === '' || zone === 'UTC' || regions.some((r) => r.zones.some((z) => z.zone === zone))
  return (
    <section aria-labelledby="campaign-source">
      <h2 id="campaign-source">Traffic source of {campaign}</h2>
      <p>
        The dashboard shows this campaign&apos;s days in the time zone its source&apos;s statistics
        use, so that a day here is a day there (a <code>tz</code> chosen on the dashboard still
        wins). ExoClick documents its zone (America/New_York, its statistics API&apos;s default); no
        other source in the list does: theirs is UTC (not documented) unless you save the one your
        account shows. The source&apos;s campaign id is what its API names the campaign by
        (HilltopAds: the campaign&apos;s number, for pushing zones to its black list).
      </p>
      <form className="admin-filters" method="post" action={ADMIN_CAMPAIGN_SOURCE_PATH}>
        <input type="hidden" name="csrf" value={props.csrfToken} />
        <input type="hidden" name="campaign" value={campaign} />
        <input type="hidden" name="back" value={props.back} />
        <label>
          Source
          <select name="source" defaultValue={source?.source.id ?? ''}>
            <option value="">None</option>
            {TRAFFIC_SOURCES.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Its statistics&apos; time zone
          <select name="tz" defaultValue={zone}>
            <option value="">{`The source’s (${sourceZoneWords(source)})`}</option>
            <option value="UTC">UTC</option>
            {listed ? null : <option value={zone}>{zone}</option>}
            {regions.map(({ region, zones }) => (
              <optgroup key={region} label={region}>
                {zones.map((choice) => (
                  <option key={choice.zone} value={choice.zone}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          Source&apos;s campaign id
          <input
            name="source_campaign_id"
            defaultValue={source?.sourceCampaignId ?? ''}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            placeholder="123456"
          />
        </label>
        <button type="submit">Save source</button>
      </form>
    </section>
  )
}

/**
 * The zone an unsaved choice means: the saved source's, else that of every preset when they
 * agree (today UTC, documented by none).
 */
function sourceZoneWords(source: CampaignSource | undefined): string {
  if (source) {
    const { name, statsTimeZone } = source.source
    const { zone, documented } = statsTimeZone
    return documented ? `${zone}, as ${name} documents` : `${zone}: ${name} documents none`
  }
  const words = ({ zone, documented }: SourceTimeZone) =>
    documented ? zone : `${zone}: not documented`
  const presets = new Set(TRAFFIC_SOURCES.map(({ statsTimeZone }) => words(statsTimeZone)))
  return presets.size === 1 ? [...presets][0]! : 'as its preset says'
}
