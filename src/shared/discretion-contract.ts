/**
 * What the discreet-browsing controls share between the worker's markup and the browser bundle:
 * the Quick exit link and the neutral tab title.
 */

/** Where Quick exit (and the age gate's Leave) goes: a neutral, general-purpose site. */
export const NEUTRAL_SITE_URL = 'https://www.google.com/'
/** Marks the Quick exit link, which the bundle makes replace the page and answer the shortcut. */
export const QUICK_EXIT_ATTR = 'data-quick-exit'
/**
 * Marks the footer's words about the Shift shortcut: rendered hidden, shown by the bundle, since
 * without JavaScript nothing answers the shortcut.
 */
export const KEYBOARD_HINT_CLASS = 'keyboard-hint'
/** The shortcut, as GOV.UK's "Exit this page" has it: Shift pressed three times... */
export const QUICK_EXIT_PRESSES = 3
/** ...within this long. */
export const QUICK_EXIT_WINDOW_MS = 2000
/** Set on <html> as the page is left: the stylesheet hides everything at once. */
export const EXITING_CLASS = 'exiting'

/** The tab's title while the option is on. */
export const NEUTRAL_TITLE = 'Notes'
/** A plain icon, in place of the site's, while the option is on. */
export const NEUTRAL_ICON_PATH = '/neutral-icon.svg'
