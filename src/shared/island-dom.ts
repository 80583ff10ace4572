/**
 * The signup island's place in the page, shared by the worker, the island and the site script:
 * its element id and attribute names (plain strings; see island-contract.ts, which re-exports
 * them).
 */

export const SIGNUP_ISLAND_ID = 'signup-island'
/** JSON-serialized SignupIslandProps on the island's root element. */
export const ISLAND_PROPS_ATTR = 'data-props'
/** Set on the island root once React has hydrated it (browser tests wait for it). */
export const HYDRATED_ATTR = 'data-hydrated'
/** Marks a link to /signup that the island opens in place. */
export const SIGNUP_TRIGGER_ATTR = 'data-signup'
/**
 * On the island's root: the island's module script (Vite's hashed file). The site script imports
 * it only when a visitor reaches for a signup link, so no page fetches React before that.
 */
export const ISLAND_SCRIPT_ATTR = 'data-island-script'
