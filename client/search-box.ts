/**
 * Enhances each server-rendered search form into a WAI-ARIA combobox (APG "list autocomplete"
 * pattern): suggestions from /api/cities as the visitor types, arrow keys, Enter, Escape, and a
 * polite live region. Without this script the same form simply submits to /search.
 */
import {
  QUERY_FIELD,
  SEARCH_BOX_ATTR,
  STATE_FIELD,
  type CitySuggestion,
  type CitySuggestionsResponse,
} from '../src/shared/search-contract'
import { CITY_SUGGESTIONS_PATH } from '../src/shared/paths'

/** Wait this long after the last keystroke before asking: one request per pause, not per key. */
const DEBOUNCE_MS = 150
/** Set once a form is enhanced; browser tests wait for it. */
export const ENHANCED_ATTR = 'data-enhanced'

let boxCount = 0

function optionLabel(suggestion: CitySuggestion): string {
  const place =
    suggestion.kind === 'state'
      ? `${suggestion.name} (state)`
      : `${suggestion.name}, ${suggestion.state}`
  return suggestion.nearMiss ? `Did you mean ${place}?` : place
}

function enhance(form: HTMLFormElement) {
  const field = form.elements.namedItem(QUERY_FIELD)
  if (!(field instanceof HTMLInputElement)) return
  const input: HTMLInputElement = field
  const stateField = form.elements.namedItem(STATE_FIELD)
  const state = stateField instanceof HTMLInputElement ? stateField.value : ''
  const id = `search-box-${++boxCount}`

  const listbox = document.createElement('ul')
  listbox.id = `${id}-listbox`
  listbox.className = 'search-suggestions'
  listbox.setAttribute('role', 'listbox')
  listbox.setAttribute('aria-label', 'Suggestions')
  listbox.hidden = true
  // (not .after/.append: the worker types' Element shadows the DOM's in this project)
  input.insertAdjacentElement('afterend', listbox)

  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  status.setAttribute('aria-live', 'polite')
  form.appendChild(status)

  // APG's combobox is an <input type="text">: HTML allows role=combobox and aria-expanded on a
  // text field, not on type="search" (the W3C checker rejects both there).
  input.type = 'text'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listbox.id)

  let suggestions: CitySuggestion[] = []
  let active = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined

  function close() {
    listbox.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }

  function highlight(index: number) {
    active = index
    listbox.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index))
      if (i === index) {
        input.setAttribute('aria-activedescendant', option.id)
        option.scrollIntoView({ block: 'nearest' })
      }
    })
    if (index < 0) input.removeAttribute('aria-activedescendant')
  }

  function show(list: CitySuggestion[]) {
    suggestions = list
    listbox.replaceChildren(
      ...list.map((suggestion, i) => {
        const option = document.createElement('li')
        option.id = `${id}-option-${i}`
        option.className = 'search-option'
        option.setAttribute('role', 'option')
        option.setAttribute('aria-selected', 'false')
        option.textContent = optionLabel(suggestion)
        return option
      }),
    )
    active = -1
    input.removeAttribute('aria-activedescendant')
    const open = list.length > 0
    listbox.hidden = !open
    input.setAttribute('aria-expanded', String(open))
    status.textContent = open
      ? `${list.length} ${list.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose.`
      : input.value.trim()
        ? 'No suggestions. Press Enter to search.'
        : ''
  }

  async function fetchSuggestions(query: string) {
    pending?.abort()
    pending = new AbortController()
    const params = new URLSearchParams({ [QUERY_FIELD]: query })
    if (state) params.set(STATE_FIELD, state)
    try {
      const res = await fetch(`${CITY_SUGGESTIONS_PATH}?${params}`, { signal: pending.signal })
      if (!res.ok) return close()
      const body = (await res.json()) as CitySuggestionsResponse
      if (input.value.trim() === query && document.activeElement === input) show(body.suggestions)
    } catch {
      // Aborted by a newer keystroke, or offline: the form still submits to /search.
    }
  }

  function go(index: number) {
    const suggestion = suggestions[index]
    if (suggestion) window.location.assign(suggestion.url)
  }

  input.addEventListener('input', () => {
    clearTimeout(timer)
    const query = input.value.trim()
    if (!query) {
      pending?.abort()
      show([])
      return
    }
    timer = setTimeout(() => void fetchSuggestions(query), DEBOUNCE_MS)
  })

  input.addEventListener('keydown', (event) => {
    const open = !listbox.hidden
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open && suggestions.length > 0) show(suggestions)
        if (suggestions.length > 0) highlight((active + 1) % suggestions.length)
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open && suggestions.length > 0) show(suggestions)
        if (suggestions.length > 0) highlight(active <= 0 ? suggestions.length - 1 : active - 1)
        break
      case 'Enter':
        // With an option highlighted, go there; otherwise the form submits to /search.
        if (open && active >= 0) {
          event.preventDefault()
          go(active)
        }
        break
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
        } else if (input.value) {
          event.preventDefault()
          input.value = ''
          show([])
        }
        break
      case 'Tab':
        close()
        break
    }
  })

  // Keep focus in the field while an option is pressed, so the list is still there on click.
  listbox.addEventListener('mousedown', (event) => event.preventDefault())
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]')
    if (option) go([...listbox.children].indexOf(option))
  })
  listbox.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest('[role="option"]')
    if (option) highlight([...listbox.children].indexOf(option))
  })
  input.addEventListener('blur', close)
  input.addEventListener('focus', () => {
    if (suggestions.length > 0 && input.value.trim()) show(suggestions)
  })

  form.setAttribute(ENHANCED_ATTR, '')
}

/** Enhances every search form on the page. */
export function enhanceSearchBoxes() {
  document.querySelectorAll<HTMLFormElement>(`form[${SEARCH_BOX_ATTR}]`).forEach(enhance)
}
