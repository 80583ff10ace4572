/**
 * A campaign's traffic source on its report page: which source, the time zone its statistics
 * count days in (the dashboard's default for the campaign), and the source's own id of the
 * campaign (what a source's API names it by). A plain form: it works without JavaScript.
 */
import { TRAFFIC_SOURCES } from '../../campaign/core'
import type { CampaignSource } from '../reports/campaign-sources'
import { ADMIN_CAMPAIGN_SOURCE_PATH } from '../../shared/paths'
import { TIME_ZONE_CHOICES } from './time-zones'

export function CampaignSourceForm(props: {
  campaign: string
  source?: CampaignSource
  csrfToken: string
  back: string
}) {
  const { campaign, source } = props
  const zone = source?.zoneSaved ? source.timeZone : ''
  const choices = TIME_ZONE_CHOICES.some((choice) => choice.zone === zone)
    ? TIME_ZONE_CHOICES
    : [...TIME_ZONE_CHOICES, { zone, label: zone }]
  return (
    <section aria-labelledby="campaign-source">
      <h2 id="campaign-source">Traffic source of {campaign}</h2>
      <p>
        The dashboard shows this campaign&apos;s days in the time zone its source&apos;s statistics
        use, so that a day here is a day there (a <code>tz</code> chosen on the dashboard still
        wins). No source in the list documents that zone: it is UTC (not documented) unless you save
        the one your account shows. The source&apos;s campaign id is what its API names the campaign
        by (HilltopAds: the campaign&apos;s number, for pushing zones to its black list).
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
            <option value="">The source’s (UTC: not documented)</option>
            {choices
              .filter((choice) => choice.zone !== '')
              .map((choice) => (
                <option key={choice.zone} value={choice.zone}>
                  {choice.label}
                </option>
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
