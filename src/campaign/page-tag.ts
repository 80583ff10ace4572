/** The page tag of a landing: the same affiliate_subid the page's own signups carry. */
import { siteConfig } from '../config'
import { SECTIONS } from '../editorial/sections'
import type { Env } from '../env'
import { SIGNUP_PATH, SUCCESS_PATH, type Subid } from '../shared/island-contract'
import { SEARCH_PATH } from '../shared/search-contract'

const FIXED: Record<string, Subid> = {
  '/': 'home',
  '/terms': 'legal',
  '/privacy': 'legal',
  [SIGNUP_PATH]: 'signup-page',
  [SUCCESS_PATH]: 'success',
  [SEARCH_PATH]: 'search',
}

/**
 * Derived from the path (the front door answers without routing); an error status wins, since
 * the visitor then saw the not-found page whatever the path looked like.
 */
export function pageTagForPath(path: string, status: number, env: Env): Subid {
  if (status === 404) return 'not-found'
  const fixed = FIXED[path.length > 1 ? path.replace(/\/+$/, '') : path]
  if (fixed) return fixed
  const [, first, , , fourth] = path.split('/')
  if (first === 'state') return 'state'
  if (first === 'city') return fourth ? 'ad' : 'city'
  const config = siteConfig(env)
  const section = SECTIONS.find((candidate) => candidate.path(config) === `/${first}`)
  return section ? section.subid : 'not-found'
}
