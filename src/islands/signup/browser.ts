/**
 * The few browser APIs the island calls, in its effect and its handlers: they run only in the
 * browser, but the worker renders the island too, and worker code is type-checked with the
 * Workers runtime's types alone (no DOM). So they are typed here, in one place, and nowhere else
 * in src/ reaches for `document` or `window`.
 */
interface BrowserGlobals {
  document: {
    getElementById(id: string): { setAttribute(name: string, value: string): void } | null
  }
  location: { assign(url: string): void }
  FormData: new (form: unknown) => { get(name: string): string | null }
}

const browser = globalThis as unknown as BrowserGlobals

/** Sets `attribute` on the element with `id` (the hydration marker the tests wait for). */
export function markElement(id: string, attribute: string): void {
  browser.document.getElementById(id)?.setAttribute(attribute, 'true')
}

/** Leaves for `url`, as following a link would. */
export function goTo(url: string): void {
  browser.location.assign(url)
}

/** The submitted form's fields, by name. */
export function formFields(form: unknown): { get(name: string): string | null } {
  return new browser.FormData(form)
}
