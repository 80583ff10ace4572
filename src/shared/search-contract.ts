/** What the search box's server markup and its browser enhancement share: paths, names, JSON. */

/** Marks a server-rendered search form for the client script to enhance into a combobox. */
export const SEARCH_BOX_ATTR = 'data-search-box'
/** Marks the header's "Find a city" link: with JavaScript it focuses the page's own box. */
export const FIND_CITY_ATTR = 'data-find-city'
/** The query field's name; the state-scoped box adds a hidden STATE_FIELD. */
export const QUERY_FIELD = 'q'
export const STATE_FIELD = 'state'
/** Longest query read (the matcher ignores the rest; the field stops there too). */
export const MAX_QUERY_LENGTH = 100
/** Suggestions the API returns at most. */
export const MAX_SUGGESTIONS = 8

/** One suggestion of GET /api/cities. */
export interface CitySuggestion {
  /** The city's name, or the state's for a state. */
  name: string
  state: string
  url: string
  kind: 'state' | 'city'
  /** Offered because nothing matched and the name is close ("Did you mean Houston?"). */
  nearMiss?: true
}

export interface CitySuggestionsResponse {
  query: string
  suggestions: CitySuggestion[]
}
