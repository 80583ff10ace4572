/**
 * React's string renderer for the build (generate-build-data.ts): what
 * src/markup/react-string-renderer.cjs gives the worker, as Node loads it (Vite's module
 * runner takes no CommonJS from src/). Unit tests compare the templates it renders with the
 * worker's own renderer, byte for byte.
 */
import { renderToString } from 'react-dom/server'

export function loadStringRenderer() {
  return { renderToString }
}
