/**
 * The signup modal's dialog, without React: a signup link opens the server-rendered <dialog> at
 * once (showModal in the click itself, so it paints in the next frame), whether or not the React
 * island has hydrated yet; the X, a click on the backdrop and Escape close it; Tab stays inside;
 * focus goes back to what opened it. The island hydrates into the open dialog and handles the
 * form; until it has, the form posts to /signup as it does without JavaScript.
 */
import { SIGNUP_ISLAND_ID, SIGNUP_TRIGGER_ATTR } from '../src/shared/island-dom'
import { loadSignupIsland } from './signup-intent'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"])'

export function enhanceSignupDialog() {
  const dialog = document.getElementById(SIGNUP_ISLAND_ID)?.querySelector('dialog')
  if (!dialog) return
  let opener: HTMLElement | null = null

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    // Ctrl-, Cmd- or middle-click asks for /signup in a new tab: that is the visitor's call.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const trigger = (event.target as Element | null)?.closest?.(`a[${SIGNUP_TRIGGER_ATTR}]`)
    if (!(trigger instanceof HTMLElement)) return
    event.preventDefault()
    // A click with no intent before it (a script, an assistive tool): load the island now.
    loadSignupIsland()
    opener = trigger
    // A Join link inside the header menu: close the menu behind the modal.
    trigger.closest('details')?.removeAttribute('open')
    dialog.showModal()
    dialog.querySelector<HTMLInputElement>('input[type="email"]')?.focus()
  })

  dialog.addEventListener('click', (event) => {
    // A click whose target is the dialog itself landed on the backdrop, outside the panel.
    if (event.target === dialog || (event.target as Element).closest('.modal-close')) {
      dialog.close()
    }
  })

  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })

  // Focus back where the visitor was: the link that opened the modal or, when that link is in
  // the header menu, now closed and so hidden, the menu's own button.
  dialog.addEventListener('close', () => {
    const menu = opener?.closest('details')
    if (menu && !menu.open) menu.querySelector('summary')?.focus()
    else opener?.focus()
  })
}
