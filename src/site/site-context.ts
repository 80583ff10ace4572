/** What every page component may read about the request being rendered. */
import { createContext, useContext } from 'react'
import type { SiteConfig } from '../config'

export interface SiteContextValue {
  config: SiteConfig
  /** False until the visitor confirms being 18+; pages then render under the age gate. */
  ageConfirmed: boolean
}

export const SiteContext = createContext<SiteContextValue | null>(null)

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext)
  if (!site) throw new Error('useSite() outside renderPage()')
  return site
}
