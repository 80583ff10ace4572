/**
 * The header's "Find a city": on a page with its own search box (home, state pages, 404s, the
 * search page), the cursor goes to that box instead of loading /search. Without this script the
 * link loads /search, whose empty box has autofocus: the cursor lands in a box either way.
 */
import { FIND_CITY_ATTR, QUERY_FIELD, SEARCH_BOX_ATTR } from '../src/shared/search-contract'

export function focusPageSearchFromHeader() {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (!(event.target as Element | null)?.closest?.(`a[${FIND_CITY_ATTR}]`)) return
    const field = document.querySelector<HTMLInputElement>(
      `main form[${SEARCH_BOX_ATTR}] input[name="${QUERY_FIELD}"]`,
    )
    if (!field) return
    event.preventDefault()
    field.focus()
    field.scrollIntoView({ block: 'center' })
  })
}
