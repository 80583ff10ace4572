/** The Hono app's type: the worker's bindings and the variables its middleware set per request. */
import type { Env } from '../env'
import type { Subid } from '../shared/island-contract'
import type { ArmVariant } from '../shared/arm-variant'
import type { SlottedHtml } from './slots'

/**
 * What the layers that render and cache a page read of its lander-test arm; the arm itself is
 * lander-tests/choose-arm.ts's ArmChoice, which extends this (decision 054: a type imported runs
 * down the layers too, so http owns what its variable holds).
 */
export interface PageArm {
  /** What the arm sets on the page, its partner offer among it. */
  arm: ArmVariant
  /** What counts and partner tokens file this visitor under ('3B'); '' when not counted. */
  counted: string
  /** The render cache's part of the page's key: which copy of the page this is. */
  variant: string
}

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
    arm?: PageArm
    /**
     * Set by the /admin door (admin/login.tsx): who signed in. Only the owner's pages carry form
     * tokens (admin/owner-forms.ts, decision 034).
     */
    adminRole?: 'owner' | 'viewer' | 'api' | 'costs'
  }
}
