/**
 * React's string renderer alone, the one every page is rendered with: react-dom/server.edge (and
 * every other entry of react-dom/server) also loads the streaming renderer, about 300 KB of
 * source that the worker's bundle would carry, and workerd parse, on every cold start although
 * no page uses it (about 9 ms of CPU per cold start on plain workerd: README, "Performance").
 * react-dom exports no entry for this file alone, so this is react-dom/server.edge's own switch
 * (server.edge.js) without the streaming half. The pinned react-dom (package-lock.json) keeps
 * the files where they are; the build and every test fail if they move.
 *
 * Loaded on the first render (render-to-string.ts), not as the worker starts: the renderer's
 * module creates an Error as it loads (its SuspenseException), and workerd has V8 capture a
 * detailed stack for it, re-parsing each function on the stack for its source positions: under
 * the start-up's stack (the whole bundle) that cost about 9 ms of CPU on every cold start, under
 * the first render's about 2 ms (the renderer's own module), which render-to-string.ts now
 * avoids by loading it with stackless Errors (docs/decisions/013-stackless-error-for-react.md).
 */
'use strict'

exports.loadStringRenderer = function loadStringRenderer() {
  if (process.env.NODE_ENV === 'production') {
    return require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js')
  } else {
    return require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js')
  }
}
