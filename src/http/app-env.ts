/** The Hono app's type: the worker's bindings and the variables its middleware set per request. */
import type { Env } from '../env'
import type { Subid } from '../shared/island-contract'
import type { ArmChoice } from '../lander-tests/choose-arm'
import type { SlottedHtml } from '../markup/slots'

/** What renderPage hands to the render cache for the response it is building. */
interface PageForCache {
  /** The rendered page cut at its slots. */
  html: SlottedHtml
}

export type AppEnv = {
  Bindings: Env
  Variables: {
    /** Set by readAgeConfirmation (http/age-gate.ts) on every request. */
    ageConfirmed: boolean
    /** Set by readNeutralTitle (http/neutral-title.ts) on every request. */
    neutralTitle: boolean
    /** Set by renderPage for a page that may be cached; read by the front door's cachePages. */
    pageForCache?: PageForCache
    /**
     * Set by renderPage: the tag the page's Layout gave (none for a page without one). The render
     * cache keeps it with a cached page: a landing answered from there is credited to it.
     */
    subid?: Subid
    /** Set by answerArms for a page in a lander test: the arm it shows, and counts under. */
    arm?: ArmChoice
    /**
     * Set by the /admin door (admin/login.tsx): who signed in. Only the owner's pages carry form
     * tokens (admin/owner-forms.ts, decision 034).
     */
    adminRole?: 'owner' | 'viewer' | 'api' | 'costs'
  }
}
