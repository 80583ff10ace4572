/**
 * The link builder's choices and answer: a page of the site (every kind a campaign may point at:
 * home, sign-up, search, the legal pages, each editorial section and article, each state, and any
 * city through its state), a tag, and a traffic source's macros, as the `?sub=` and `/go` links.
 */
import { campaignTag, LANDING_PRESETS, type TrafficSource } from '../../campaign/core'
import { fillTokens, type SiteConfig } from '../../config'
import { findCity, findState } from '../../directory/lookup'
import { STATES } from '../../data/states'
import { articlePath, SECTIONS } from '../../editorial/sections'
import {
  cityPath,
  GO_PATH,
  HOME_PATH,
  PRIVACY_PATH,
  SEARCH_PATH,
  SIGNUP_PATH,
  statePath,
  TERMS_PATH,
} from '../../shared/paths'

interface LinkChoice {
  path: string
  label: string
}

interface LinkGroup {
  label: string
  choices: readonly LinkChoice[]
}

export interface LinkRequest {
  groups: readonly LinkGroup[]
  path: string
  city: string
  source: string
  extra: string
  tag: string
  /** The chosen source's record (traffic-sources.ts): its unit and grade are shown beside the links. */
  preset?: TrafficSource
  /** The source's cost macro left out of the links: a bid per 1,000 visits, not one visit's cost. */
  costLeftOut?: string
  links?: { landing: string; go: string }
  error?: string
}

/** Extra parameters: `name=value` pairs joined by `&`, values without `&`, `#`, quotes or spaces. */
const EXTRA_PATTERN =
  /^[A-Za-z0-9_]{1,32}=[^&#\s"'<>]{1,128}(?:&[A-Za-z0-9_]{1,32}=[^&#\s"'<>]{1,128})*$/
const EXTRA_MAX_LENGTH = 400

/** The page groups of the builder's select, for this site's configuration (its brand slug). */
function linkGroups(config: SiteConfig): LinkGroup[] {
  return [
    {
      label: 'Pages',
      choices: [
        { path: HOME_PATH, label: 'Home' },
        { path: SIGNUP_PATH, label: 'Sign-up page' },
        { path: SEARCH_PATH, label: 'Search' },
        { path: TERMS_PATH, label: 'Terms' },
        { path: PRIVACY_PATH, label: 'Privacy Policy' },
      ],
    },
    {
      label: 'Articles',
      choices: SECTIONS.flatMap((section) => {
        const title = fillTokens(section.copy.title, config)
        return [
          { path: section.path(config), label: title },
          ...section.copy.articles.map((article) => ({
            path: articlePath(section, article, config),
            label: `${title}: ${fillTokens(article.title, config)}`,
          })),
        ]
      }),
    },
    {
      label: 'States (or a city of the state, below)',
      choices: STATES.map((state) => ({ path: statePath(state.name), label: state.name })),
    },
  ]
}

/**
 * The builder's state from the dashboard's query (link_page, link_city, link_source, link_extra,
 * link_tag), with the links when all are good.
 */
export function readLinkRequest(
  query: (name: string) => string | undefined,
  config: SiteConfig,
): LinkRequest {
  const groups = linkGroups(config)
  const asked = query('link_page')
  const known = groups.some((group) => group.choices.some((choice) => choice.path === asked))
  const path = known ? asked! : HOME_PATH
  const city = query('link_city')?.trim().slice(0, 80) ?? ''
  const preset = LANDING_PRESETS.find((candidate) => candidate.id === query('link_source'))
  const extra =
    query('link_extra')
      ?.trim()
      .replace(/^[?&]+/, '') ?? ''
  const request = { groups, path, city, source: preset?.id ?? '', preset, extra, tag: '' }
  const raw = query('link_tag')?.trim() ?? ''
  if (!raw) return request
  const tag = campaignTag(raw)
  if (!tag) {
    const error = 'A campaign tag has letters, digits, “_” and “-” only (at most 64).'
    return { ...request, error }
  }
  if (extra && (extra.length > EXTRA_MAX_LENGTH || !EXTRA_PATTERN.test(extra))) {
    const error =
      'Extra parameters are name=value pairs joined by “&” (e.g. cid={clickid}&sub1={zoneid}), without spaces, quotes or “#”.'
    return { ...request, tag, error }
  }
  let page = path
  if (city) {
    const segment = path.startsWith('/state/') ? path.slice('/state/'.length) : undefined
    const state = segment ? findState(decodeURIComponent(segment)) : undefined
    const found = state ? findCity(state, city) : undefined
    if (!state || !found) {
      const error = state
        ? `No city “${city}” is listed in ${state}.`
        : 'Choose the city’s state as the page to link to a city.'
      return { ...request, tag, error }
    }
    page = cityPath(state, found)
  }
  const origin = config.siteUrl.replace(/\/+$/, '')
  // Macros stay as typed ({click_id}, [[click_cost]]): the source replaces them when it serves the ad.
  const [sourceParameters, costLeftOut] = withoutMilleCost(preset)
  const parameters = [`sub=${tag}`, sourceParameters, extra].filter(Boolean).join('&')
  return {
    ...request,
    tag,
    costLeftOut,
    links: { landing: `${origin}${page}?${parameters}`, go: `${origin}${GO_PATH}?${parameters}` },
  }
}

/**
 * A preset's parameters for a link, and the cost parameter left out: a bid per 1,000 visits
 * (traffic-sources.ts) would be counted by `cost`, one visit's price, a thousand times too high.
 */
function withoutMilleCost(preset: TrafficSource | undefined): [string, string | undefined] {
  const landing = preset?.landing
  if (!landing) return ['', undefined]
  if (landing.costUnit !== 'mille') return [landing.parameters, undefined]
  const pairs = landing.parameters.split('&')
  const cost = pairs.find((pair) => pair.startsWith('cost='))
  return [pairs.filter((pair) => pair !== cost).join('&'), cost]
}
