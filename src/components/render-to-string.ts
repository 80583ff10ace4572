/**
 * React's renderToString, with React's string renderer loaded on the first call: a cold start
 * that evaluated it as the worker's modules load paid about 9 ms more CPU on workerd than one
 * that loads it under the first render (react-string-renderer.cjs says why).
 */
import type { ReactNode } from 'react'
import { loadStringRenderer } from './react-string-renderer.cjs'
import { noteBuilt } from '../shared/built-on-first-use'

let renderer: ReturnType<typeof loadStringRenderer> | undefined

/** The HTML React renders for `node` (react-dom/server's renderToString). */
export function renderToString(node: ReactNode): string {
  if (!renderer) {
    noteBuilt('React string renderer')
    renderer = loadStringRenderer()
  }
  return renderer.renderToString(node)
}
