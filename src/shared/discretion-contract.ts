/**
 * What the discreet-browsing controls share between the worker's markup and the browser bundle:
 * the Quick exit link, the "Clear this device" endpoint, the neutral tab title setting.
 */

/** Where Quick exit (and the age gate's Leave) goes: a neutral, general-purpose site. */
export const NEUTRAL_SITE_URL = 'https://www.google.com/'
/** Marks the Quick exit link, which the bundle makes replace the page and answer the shortcut. */
export const QUICK_EXIT_ATTR = 'data-quick-exit'
/** The shortcut, as GOV.UK's "Exit this page" has it: Shift pressed three times... */
export const QUICK_EXIT_PRESSES = 3
/** ...within this long. */
export const QUICK_EXIT_WINDOW_MS = 2000
/** Set on <html> as the page is left: the stylesheet hides everything at once. */
export const EXITING_CLASS = 'exiting'

/** The footer's neutral-title switch: hidden in the markup, shown by the bundle (JS only). */
export const NEUTRAL_TITLE_ATTR = 'data-neutral-title'
/** The localStorage key holding the choice ('on'); nothing else is ever stored there. */
export const NEUTRAL_TITLE_KEY = 'neutral-title'
/** The tab's title while the option is on. */
export const NEUTRAL_TITLE = 'Notes'
/** A plain icon, in place of the site's, while the option is on. */
export const NEUTRAL_ICON_PATH = '/neutral-icon.svg'
/** Marks the page answering a clear: the bundle forgets the neutral-title choice there too. */
export const DEVICE_CLEARED_ATTR = 'data-device-cleared'
