/**
 * React on intent: the signup island (React and the form's logic, about 70 KB gzipped) is
 * fetched only when a visitor reaches for a signup link: a touch or press on it, keyboard focus,
 * or hover with a mouse (a fine pointer that can hover; on touch screens hover is not intent).
 * Most visitors never open the modal, and pay nothing for it.
 */
import { ISLAND_SCRIPT_ATTR, SIGNUP_ISLAND_ID, SIGNUP_TRIGGER_ATTR } from '../src/shared/island-dom'

let loading: Promise<unknown> | undefined

/** Starts fetching and running the island once; a failed fetch may be tried again. */
export function loadSignupIsland() {
  const src = document.getElementById(SIGNUP_ISLAND_ID)?.getAttribute(ISLAND_SCRIPT_ATTR)
  if (!src || loading) return
  // modulepreload fetches and compiles the module at high priority, off the main thread.
  const preload = document.createElement('link')
  preload.rel = 'modulepreload'
  preload.href = src
  document.head.appendChild(preload)
  loading = import(/* @vite-ignore */ src).catch(() => {
    // The dialog and its form work without the island (the form posts to /signup).
    loading = undefined
  })
}

export function loadSignupIslandOnIntent() {
  if (!document.getElementById(SIGNUP_ISLAND_ID)) return
  const onIntent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(`a[${SIGNUP_TRIGGER_ATTR}]`)) {
      loadSignupIsland()
    }
  }
  const early = { capture: true, passive: true }
  document.addEventListener('pointerdown', onIntent, early)
  document.addEventListener('touchstart', onIntent, early)
  document.addEventListener('focusin', onIntent, early)
  if (matchMedia('(hover: hover) and (pointer: fine)').matches) {
    document.addEventListener('mouseover', onIntent, early)
  }
}
