/** The link builder's choices and answer: a page of the site and a tag, as ?sub= and /go links. */
import { STATES } from '../../data/states'
import { campaignTag } from '../../campaign/core/campaign-tag'
import { HOME_PATH, SEARCH_PATH, SIGNUP_PATH } from '../../shared/paths'

interface LinkChoice {
  path: string
  label: string
}

export interface LinkRequest {
  choices: readonly LinkChoice[]
  path: string
  tag: string
  links?: { landing: string; go: string }
  error?: string
}

/** Pages a campaign usually points at: home, sign-up, search and each state. */
const CHOICES: readonly LinkChoice[] = [
  { path: HOME_PATH, label: 'Home' },
  { path: SIGNUP_PATH, label: 'Sign-up page' },
  { path: SEARCH_PATH, label: 'Search' },
  ...STATES.map((state) => ({
    path: `/state/${encodeURIComponent(state.name)}`,
    label: `State: ${state.name}`,
  })),
]

/** The builder's state from the dashboard's query (link_page, link_tag), links when both are good. */
export function readLinkRequest(
  query: (name: string) => string | undefined,
  siteUrl: string,
): LinkRequest {
  const asked = query('link_page')
  const path = CHOICES.some((choice) => choice.path === asked) ? asked! : HOME_PATH
  const raw = query('link_tag')?.trim() ?? ''
  if (!raw) return { choices: CHOICES, path, tag: '' }
  const tag = campaignTag(raw)
  if (!tag) {
    const error = 'A campaign tag has letters, digits, “_” and “-” only (at most 64).'
    return { choices: CHOICES, path, tag: '', error }
  }
  const origin = siteUrl.replace(/\/+$/, '')
  return {
    choices: CHOICES,
    path,
    tag,
    links: { landing: `${origin}${path}?sub=${tag}`, go: `${origin}/go?sub=${tag}` },
  }
}
