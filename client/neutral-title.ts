/**
 * The neutral tab title, an option kept on this device only (localStorage, one key): while on,
 * every page's tab reads "Notes" with a plain icon. Applied as this script runs, so the page's
 * own title shows for a moment first. Without JavaScript the switch stays hidden and absent.
 */
import {
  DEVICE_CLEARED_ATTR,
  NEUTRAL_ICON_PATH,
  NEUTRAL_TITLE,
  NEUTRAL_TITLE_ATTR,
  NEUTRAL_TITLE_KEY,
} from '../src/shared/discretion-contract'

const ICONS = 'link[rel~="icon"], link[rel="apple-touch-icon"]'

export function applyNeutralTitle() {
  const ownTitle = document.title
  const ownIcons = new Map(
    [...document.querySelectorAll<HTMLLinkElement>(ICONS)].map((icon) => [icon, icon.href]),
  )
  const show = (neutral: boolean) => {
    document.title = neutral ? NEUTRAL_TITLE : ownTitle
    for (const [icon, href] of ownIcons) icon.href = neutral ? NEUTRAL_ICON_PATH : href
  }

  // The page answering "Clear this device": the choice goes too, whatever the browser cleared.
  if (document.querySelector(`[${DEVICE_CLEARED_ATTR}]`)) store(false)
  const on = stored()
  if (on) show(true)

  const toggle = document.querySelector<HTMLButtonElement>(`button[${NEUTRAL_TITLE_ATTR}]`)
  // Storage refused (a locked-down browser): an option that cannot be kept is not offered.
  if (!toggle || on === undefined) return
  toggle.setAttribute('aria-pressed', String(on))
  toggle.hidden = false
  toggle.addEventListener('click', () => {
    const next = toggle.getAttribute('aria-pressed') !== 'true'
    store(next)
    toggle.setAttribute('aria-pressed', String(next))
    show(next)
  })
}

/** The stored choice, or undefined when this browser refuses storage. */
function stored(): boolean | undefined {
  try {
    return localStorage.getItem(NEUTRAL_TITLE_KEY) === 'on'
  } catch {
    return undefined
  }
}

function store(on: boolean) {
  try {
    if (on) localStorage.setItem(NEUTRAL_TITLE_KEY, 'on')
    else localStorage.removeItem(NEUTRAL_TITLE_KEY)
  } catch {
    // Refused: nothing was kept, nothing to undo.
  }
}
