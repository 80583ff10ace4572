/**
 * The time zones the dashboard's select offers: UTC, the US zones, and a few more marketers
 * buy in. All whole hours off UTC (counts are kept per UTC hour); any other IANA zone whose days
 * begin on a UTC hour works through `?tz=` too.
 */
export const TIME_ZONE_CHOICES: readonly { zone: string; label: string }[] = [
  { zone: 'UTC', label: 'UTC' },
  { zone: 'America/New_York', label: 'US Eastern (New York)' },
  { zone: 'America/Chicago', label: 'US Central (Chicago)' },
  { zone: 'America/Denver', label: 'US Mountain (Denver)' },
  { zone: 'America/Phoenix', label: 'US Arizona (Phoenix, no DST)' },
  { zone: 'America/Los_Angeles', label: 'US Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', label: 'US Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', label: 'US Hawaii (Honolulu)' },
  { zone: 'Europe/London', label: 'London' },
  { zone: 'Europe/Berlin', label: 'Central Europe (Berlin)' },
  { zone: 'Asia/Dubai', label: 'Dubai' },
  { zone: 'Asia/Singapore', label: 'Singapore' },
  { zone: 'Asia/Tokyo', label: 'Tokyo' },
  { zone: 'Australia/Sydney', label: 'Sydney' },
]

/** A region of the IANA zones (`America`) and its zones, each named without the region. */
interface ZoneRegion {
  region: string
  zones: readonly { zone: string; label: string }[]
}

let regions: readonly ZoneRegion[] | undefined

/**
 * Every IANA zone the runtime knows (Intl.supportedValuesOf, about 420 in workerd; the choices
 * above where it is missing), by region, for a traffic source's zone: whatever zone the
 * buyer's account shows. Read once per isolate. A zone whose days do not begin on a UTC hour
 * (India's) is listed too, and refused with its reason on save (campaign-sources.ts): telling
 * them apart would take a formatter per zone, tens of ms of CPU.
 */
export function ianaZoneRegions(): readonly ZoneRegion[] {
  if (regions) return regions
  const known =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : TIME_ZONE_CHOICES.map(({ zone }) => zone).filter((zone) => zone.includes('/'))
  const byRegion = new Map<string, { zone: string; label: string }[]>()
  for (const zone of [...known].sort()) {
    const [region = zone, ...rest] = zone.split('/')
    const label = rest.join('/').replaceAll('_', ' ')
    let zones = byRegion.get(region)
    if (!zones) byRegion.set(region, (zones = []))
    zones.push({ zone, label: label || zone })
  }
  regions = [...byRegion].map(([region, zones]) => ({ region, zones }))
  return regions
}
