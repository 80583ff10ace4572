/**
 * React's string renderer alone, the one every page is rendered with: react-dom/server.edge (and
 * every other entry of react-dom/server) also loads the streaming renderer, about 300 KB of
 * source that the worker's bundle would carry, and workerd parse, on every cold start although
 * no page uses it (about 9 ms of CPU per cold start on plain workerd: README, "Performance").
 * react-dom exports no entry for this file alone, so this is react-dom/server.edge's own switch
 * (server.edge.js) without the streaming half. The pinned react-dom (package-lock.json) keeps
 * the files where they are; the build and every test fail if they move.
 */
'use strict'

if (process.env.NODE_ENV === 'production') {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js')
} else {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js')
}
