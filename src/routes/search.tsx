/** City search: the results page or its one answer (no JavaScript needed), and the suggestions API. */
import { Hono } from 'hono/tiny'
import { findState } from '../directory/lookup'
import type { AppEnv } from '../http/app-env'
import { SearchPage } from '../pages/SearchPage'
import { renderPage } from '../render/render-page'
import { robotsHeader, ROBOTS } from '../http/robots'
import { safeJson } from '../http/safe-json'
import { searchCities } from '../search/match-query'
import { suggestionsFor } from '../search/suggestions'
import {
  MAX_SUGGESTIONS,
  QUERY_FIELD,
  STATE_FIELD,
  type CitySuggestionsResponse,
} from '../shared/search-contract'
import { CITY_SUGGESTIONS_PATH, SEARCH_PATH, cityPath, statePath } from '../shared/paths'

/** The same query always gets the same answer: browsers and the edge may keep it for a day. */
const SUGGESTIONS_CACHE_CONTROL = 'public, max-age=86400'

export const search = new Hono<AppEnv>()

search.get(SEARCH_PATH, (c) => {
  const state = findState(c.req.query(STATE_FIELD) ?? '')
  const outcome = searchCities(c.req.query(QUERY_FIELD) ?? '', { state })
  // One confident answer: straight to the city (302: the same query may mean more cities later).
  const { answer, stateAnswer } = outcome
  if (answer) return c.redirect(cityPath(answer.state, answer.name), 302)
  if (stateAnswer) return c.redirect(statePath(stateAnswer.name), 302)
  return renderPage(c, <SearchPage outcome={outcome} state={state} />, {
    headers: robotsHeader(ROBOTS.noindex),
  })
})

search.get(CITY_SUGGESTIONS_PATH, (c) => {
  const state = findState(c.req.query(STATE_FIELD) ?? '')
  const outcome = searchCities(c.req.query(QUERY_FIELD) ?? '', { state, limit: MAX_SUGGESTIONS })
  const body: CitySuggestionsResponse = {
    query: outcome.query,
    suggestions: suggestionsFor(outcome, MAX_SUGGESTIONS),
  }
  // The query is echoed: with '<' escaped, no markup a visitor typed comes back as markup.
  return c.body(safeJson(body), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': SUGGESTIONS_CACHE_CONTROL,
    ...robotsHeader(ROBOTS.noindex),
  })
})
