/** The reviewed exceptions to the city rule in generate-cities.ts, one reason per entry. */

interface CityException {
  /** USPS state code. */
  state: string
  /** The GeoNames name, exactly. */
  name: string
  reason: string
}

/** Real places the automatic rule would drop (a section-like name, or inside a large city). */
export const KEEP: readonly CityException[] = [
  { state: 'FL', name: 'North Miami', reason: 'incorporated city (1926), not a part of Miami' },
  { state: 'FL', name: 'Hialeah Gardens', reason: 'incorporated city next to Hialeah' },
  { state: 'FL', name: 'Miami Lakes', reason: 'incorporated town (2000)' },
  { state: 'FL', name: 'West Melbourne', reason: 'incorporated city next to Melbourne' },
  { state: 'OH', name: 'Cleveland Heights', reason: 'incorporated city, not a Cleveland section' },
  { state: 'OH', name: 'Parma Heights', reason: 'incorporated city next to Parma' },
  { state: 'OH', name: 'South Euclid', reason: 'incorporated city next to Euclid' },
  { state: 'NJ', name: 'North Plainfield', reason: 'incorporated borough next to Plainfield' },
  { state: 'CA', name: 'East Palo Alto', reason: 'incorporated city (1983)' },
  { state: 'TX', name: 'Farmers Branch', reason: 'incorporated city north of Dallas' },
  { state: 'TX', name: 'University Park', reason: 'incorporated city inside Dallas' },
  { state: 'WV', name: 'South Charleston', reason: 'incorporated city next to Charleston' },
  {
    state: 'CA',
    name: 'Coronado',
    reason: "incorporated city (1890) across the bay, though its ZIP prefix is San Diego's",
  },
  { state: 'MA', name: 'Yarmouth', reason: 'the town; Yarmouth Port is a village inside it' },
  {
    state: 'CA',
    name: 'East Los Angeles',
    reason: 'a community of 120,000 known by this name, outside the City of Los Angeles',
  },
]

/** Places the automatic rule keeps that residents would not call a city of their own. */
export const DROP: readonly CityException[] = [
  {
    state: 'AL',
    name: 'Dixiana',
    reason: 'a rural community near Birmingham carrying a population figure it does not have',
  },
  { state: 'FL', name: 'Allapattah', reason: 'a neighbourhood of the City of Miami' },
  { state: 'FL', name: 'Flagami', reason: 'a neighbourhood of the City of Miami' },
  { state: 'FL', name: 'Coconut Grove', reason: 'a neighbourhood of the City of Miami' },
  { state: 'FL', name: 'Carol City', reason: 'part of Miami Gardens (listed) since 2003' },
  { state: 'NY', name: 'Briarwood', reason: 'a Queens neighbourhood (New York City)' },
  { state: 'NY', name: 'Kew Gardens Hills', reason: 'a Queens neighbourhood (New York City)' },
  { state: 'NY', name: 'Glendale', reason: 'a Queens neighbourhood (New York City)' },
  { state: 'NY', name: 'Hillside', reason: 'a Queens neighbourhood (New York City)' },
  { state: 'NY', name: 'Laurelton', reason: 'a Queens neighbourhood (New York City)' },
  { state: 'NY', name: 'Great Kills', reason: 'a Staten Island neighbourhood (New York City)' },
  { state: 'NY', name: 'Woodrow', reason: 'a Staten Island neighbourhood (New York City)' },
  { state: 'NY', name: 'New Springville', reason: 'a Staten Island neighbourhood (New York City)' },
  {
    state: 'TX',
    name: 'Alief',
    reason:
      'a neighbourhood of the City of Houston (its PO-box ZIP 77411 hides it from the ZIP rule)',
  },
  { state: 'MA', name: 'Jamaica Plain', reason: 'a neighbourhood of the City of Boston' },
  {
    state: 'CA',
    name: 'Valencia',
    reason: 'a community inside the City of Santa Clarita (listed) since 1987',
  },
  {
    state: 'TX',
    name: 'Socorro Mission Number 1 Colonia',
    reason: 'a census label for a colonia beside Socorro (listed), not a place name',
  },
]

/**
 * 3-digit ZIP prefixes of a city of a million or more that USPS never names after it, so the
 * generator cannot find them: its neighbourhoods have ZIPs of their own name.
 */
export const BIG_CITY_ZIP_PREFIXES: readonly (CityException & { prefixes: string[] })[] = [
  {
    state: 'NY',
    name: 'Queens',
    prefixes: ['111', '113', '114', '116'],
    reason:
      'USPS sectional centers of the borough: Long Island City, Flushing, Jamaica, Far Rockaway (110 is shared with Nassau County)',
  },
]
