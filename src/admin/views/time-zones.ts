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
