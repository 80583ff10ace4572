/** What every page component may read about the request being rendered. */
import { createContext, useContext } from 'react'
import type { SiteConfig } from '../config'
import type { Subid } from '../shared/island-contract'
import type { ArmVariant } from '../shared/arm-variant'

export interface SiteContextValue {
  config: SiteConfig
  /** False until the visitor confirms being 18+; pages then render under the age gate. */
  ageConfirmed: boolean
  /** The visitor chose the neutral tab title: the page's <title> and icon are the neutral ones. */
  neutralTitle: boolean
  /** The path being rendered (a key of the render cache, so safe to put in a cached page). */
  path: string
  /** A lander test's arm for this page: its headline, call to action or order (empty: as is). */
  variant?: ArmVariant
  /** What the page says of itself as it renders, read by renderPage afterwards. */
  rendered: RenderedPage
}

/**
 * Written once per render by the page's Layout: the page is the one place that knows its tag,
 * and a campaign landing is credited to the same tag its signups carry. The renders that fill it
 * are synchronous single passes on the server (see renderPage), so it is set when they return.
 */
export interface RenderedPage {
  subid?: Subid
  /** The Layout's chrome as HTML, put in where it marked it (components/chrome-html.tsx). */
  chrome?: string[]
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() outside renderPage()')
  return site
}
