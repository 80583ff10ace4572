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
  renderer ??= loadRenderer()
  return renderer.renderToString(node)
}

/** React's string renderer (`load`: react-string-renderer.cjs), loaded with stackless Errors. */
export function loadRenderer(load = loadStringRenderer): ReturnType<typeof loadStringRenderer> {
  noteBuilt('React string renderer')
  return withStacklessErrors(load)
}

/**
 * Runs `load` with a global `Error` whose objects carry no stack. React's renderer makes one
 * Error as its module loads (SuspenseException: a sentinel it throws when a component suspends
 * and compares by identity, never shown), and workerd has V8 capture a detailed stack for every
 * Error made, which needs the source positions of each function on the stack: for the
 * renderer's module, its whole 260 KB body parsed a second time, about 2 ms of a cold start's
 * CPU on plain workerd (docs/decisions/013-stackless-error-for-react.md).
 * `Error.stackTraceLimit = 0` does not stop that capture. Loading is synchronous: nothing else
 * runs meanwhile.
 */
export function withStacklessErrors<T>(load: () => T): T {
  const NativeError = globalThis.Error
  const stackless = function Error(message?: string, options?: ErrorOptions): Error {
    // A subclass made meanwhile (`class X extends Error`) still makes instances of itself.
    const error = Object.create(new.target?.prototype ?? NativeError.prototype) as Error
    Object.defineProperty(error, 'message', { value: String(message ?? ''), writable: true })
    if (options && 'cause' in options) {
      Object.defineProperty(error, 'cause', { value: options.cause, writable: true })
    }
    return error
  }
  // `instanceof Error` holds for what it makes, and Error's statics (captureStackTrace,
  // stackTraceLimit) are still there.
  stackless.prototype = NativeError.prototype
  Object.setPrototypeOf(stackless, NativeError)
  globalThis.Error = stackless as unknown as ErrorConstructor
  try {
    return load()
  } finally {
    globalThis.Error = NativeError
  }
}
