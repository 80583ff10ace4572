/**
 * Quick exit, enhanced (GOV.UK "Exit this page"): the link blanks the page at once and replaces
 * it in the history with the neutral site, so Back does not return here; Shift pressed three
 * times in a row (no other key between, within 2 seconds) does the same from anywhere on the
 * page. Without this script the link is a plain link to the same place. Every copy of the link
 * is enhanced, the top bar's and the signup dialog's, by one listener on the document: a copy
 * rendered later (the dialog's, by React) needs nothing of its own.
 */
import {
  EXITING_CLASS,
  KEYBOARD_HINT_CLASS,
  QUICK_EXIT_ATTR,
  QUICK_EXIT_PRESSES,
  QUICK_EXIT_WINDOW_MS,
} from '../src/shared/discretion-contract'

export function enhanceQuickExit() {
  const link = document.querySelector<HTMLAnchorElement>(`a[${QUICK_EXIT_ATTR}]`)
  if (!link) return
  const leave = () => exitTo(link.href)
  const hint = link.parentElement?.querySelector<HTMLElement>('.quick-exit-hint')
  if (hint) {
    hint.hidden = false
    link.setAttribute('aria-describedby', hint.id)
  }
  // The footer's words about the shortcut, true only now that something answers it.
  for (const footerHint of document.querySelectorAll<HTMLElement>(`.${KEYBOARD_HINT_CLASS}`)) {
    footerHint.hidden = false
  }

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target?.closest(`a[${QUICK_EXIT_ATTR}]`)) return
    // Ctrl-, Cmd- or middle-click asks for a new tab: that is the visitor's call.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    leave()
  })

  let presses = 0
  let firstAt = 0
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Shift') {
        presses = 0
        return
      }
      if (event.repeat) return
      if (presses === 0 || event.timeStamp - firstAt > QUICK_EXIT_WINDOW_MS) {
        presses = 0
        firstAt = event.timeStamp
      }
      if (++presses >= QUICK_EXIT_PRESSES) leave()
    },
    // Before any other handler (the modal's, the search box's) can stop it.
    { capture: true },
  )

  // A page brought back from the back/forward cache is shown again, not left blank.
  window.addEventListener('pageshow', () =>
    document.documentElement.classList.remove(EXITING_CLASS),
  )
}

function exitTo(url: string) {
  document.documentElement.classList.add(EXITING_CLASS)
  document.title = ''
  window.location.replace(url)
}
