/**
 * A campaign's traffic source on its report page: which source, the time zone its statistics
 * count days in (the dashboard's default for the campaign), and the source's own id of the
 * campaign (what a source's API names it by). A plain form: it works without JavaScript.
 */
import { TRAFFIC_SOURCES, type SourceTimeZone } from '../../campaign/core'
import type { CampaignSource } from '../../campaign-settings/campaign-sources'
import { ADMIN_CAMPAIGN_SOURCE_PATH } from '../../shared/paths'
import { ianaZoneRegions } from '../ui/time-zones'
import { pushTarget } from '../../zone-rules'

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
        (HilltopAds, Adsterra, ExoClick, Traffic Factory: the campaign&apos;s number, for pushing
        zones to its black list). Where the push&apos;s request is graded C (not in the
        source&apos;s public documentation), a rule pushes only once you have checked it in the API
        documentation of your account and switched on &ldquo;push verified&rdquo;.
        {pushGrade(source)}
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
        <label className="admin-check">
          <input type="checkbox" name="push_verified" defaultChecked={source?.pushVerified} /> Push
          verified{switchGrade(source)}: I checked this source&apos;s black-list request in its API
          documentation
        </label>
        <button type="submit">Save source</button>
      </form>
    </section>
  )
}

/** The switch's grade, where the saved source's push waits for it: what is to be verified. */
function switchGrade(source: CampaignSource | undefined): string {
  const target = pushTarget(source)
  return target?.verifyFirst ? ` (${target.name}’s request graded C: to be verified)` : ''
}

/** The saved source's push grade, in words, where it has a push target. */
function pushGrade(source: CampaignSource | undefined): string {
  const target = pushTarget(source)
  if (!source || !target) return ''
  const name = source.source.name
  const wait = target.verifyFirst ? 'verify first' : 'no verification needed'
  return ` ${name}: graded ${target.grade} (${wait}).`
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
