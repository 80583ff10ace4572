import { describe, expect, it } from 'vitest'
import {
  loadRenderer,
  renderToString,
  withStacklessErrors,
} from '../../../src/markup/render-to-string'

describe("React's string renderer, loaded with stackless Errors", () => {
  it('is loaded with a stand-in Error that makes no stack, and the real Error is back after', () => {
    const NativeError = globalThis.Error
    let duringLoad: ErrorConstructor | undefined
    const loaded = loadRenderer(() => {
      duringLoad = globalThis.Error
      return { renderToString: () => '<p>stand-in</p>' }
    })
    expect(loaded.renderToString(null)).toBe('<p>stand-in</p>')
    expect(duringLoad).not.toBe(NativeError)
    expect(duringLoad!('made while loading').stack).toBeUndefined()
    expect(globalThis.Error).toBe(NativeError)
  })

  it('makes Errors, subclasses and causes as Error does, only without a stack', () => {
    const made = withStacklessErrors(() => Error('sentinel'))
    expect(made).toBeInstanceOf(Error)
    expect(made.message).toBe('sentinel')
    expect(made.stack).toBeUndefined()
    const cause = new RangeError('first')
    expect(withStacklessErrors(() => new Error('with new', { cause })).cause).toBe(cause)
    const Sub = withStacklessErrors(() => class Sub extends Error {})
    const sub = withStacklessErrors(() => new Sub('a subclass'))
    expect(sub).toBeInstanceOf(Sub)
    expect(sub).toBeInstanceOf(Error)
    expect(sub.message).toBe('a subclass')
    const statics = withStacklessErrors(() =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(Error)),
    )
    expect(statics).toContain('captureStackTrace')
  })

  it('leaves the global Error as it was, even when loading throws', () => {
    const NativeError = globalThis.Error
    expect(() =>
      withStacklessErrors(() => {
        throw new TypeError('load failed')
      }),
    ).toThrow('load failed')
    expect(globalThis.Error).toBe(NativeError)
    expect(new Error('made after').stack).toContain('made after')
  })

  it("renders, and still reports a component's own Error with its stack", () => {
    expect(renderToString(<p title="a&b">hello</p>)).toBe('<p title="a&amp;b">hello</p>')
    function Broken(): never {
      throw new Error('a component failed')
    }
    let thrown: unknown
    try {
      renderToString(<Broken />)
    } catch (error) {
      thrown = error
    }
    expect((thrown as Error).message).toBe('a component failed')
    expect((thrown as Error).stack).toContain('Broken')
  })
})
