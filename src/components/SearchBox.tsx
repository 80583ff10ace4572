/**
 * The city search form. Without JavaScript it submits to /search; the client script (client/
 * search-box.ts) turns the field into a WAI-ARIA combobox (type="text", as the APG pattern has it)
 * with suggestions from /api/cities. enterKeyHint keeps a phone's "search" key either way.
 */
import { useId } from 'react'
import {
  MAX_QUERY_LENGTH,
  QUERY_FIELD,
  SEARCH_BOX_ATTR,
  STATE_FIELD,
} from '../shared/search-contract'
import { SEARCH_PATH } from '../shared/paths'

interface SearchBoxProps {
  /** Scopes the box to a state: its cities rank first. */
  state?: string
  /** The query to show, on the results page. */
  query?: string
  label?: string
  /** Puts the cursor in the field as the page loads (the search page reached by "Find a city"). */
  autoFocus?: boolean
}

export function SearchBox({ state, query, label, autoFocus }: SearchBoxProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <form
      className="search-box"
      role="search"
      action={SEARCH_PATH}
      method="get"
      {...{ [SEARCH_BOX_ATTR]: '' }}
    >
      <label htmlFor={id}>{label ?? (state ? `Find a city in ${state}` : 'Find your city')}</label>
      <div className="search-row">
        <div className="search-field">
          <input
            id={id}
            type="search"
            name={QUERY_FIELD}
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            aria-describedby={hintId}
            autoFocus={autoFocus}
          />
        </div>
        {state ? <input type="hidden" name={STATE_FIELD} value={state} /> : null}
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
      <p id={hintId} className="search-hint">
        A city, a city and state (Austin TX), a state or a 5-digit ZIP code.
      </p>
    </form>
  )
}
