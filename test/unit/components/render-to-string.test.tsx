import { describe, expect, it } from 'vitest'
import { renderToString, withStacklessErrors } from '../../../src/components/render-to-string'

describe("React's string renderer, loaded with stackless Errors", () => {
  it('makes Errors without a stack while loading, still instances of Error with their message', () => {
    const made = withStacklessErrors(() => Error('sentinel'))
    expect(made).toBeInstanceOf(Error)
    expect(made.message).toBe('sentinel')
    expect(made.stack).toBeUndefined()
    expect(withStacklessErrors(() => new Error('with new')).message).toBe('with new')
  })

  it('leaves the global Error as it was, even when loading throws', () => {
    const NativeError = globalThis.Error
    withStacklessErrors(() => 1)
    expect(globalThis.Error).toBe(NativeError)
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
    expect(() => renderToString(<Broken />)).toThrow('a component failed')
    try {
      renderToString(<Broken />)
    } catch (error) {
      expect((error as Error).stack).toContain('Broken')
    }
  })
})
