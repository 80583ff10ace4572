import { describe, expect, it } from 'vitest'
import { LruCache } from '../../../src/shared/lru-cache'

describe('LruCache', () => {
  it('drops the least recently used entry past its limit', () => {
    const cache = new LruCache<string>(2)
    cache.set('a', 'A')
    cache.set('b', 'B')
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('A')
    expect(cache.get('c')).toBe('C')
    expect(cache.size).toBe(2)
  })
})

describe('LruCache weighed in bytes', () => {
  it('keeps its entries’ total weight under its limit, dropping the least recently used', () => {
    const cache = new LruCache<string>(100)
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.get('a')
    cache.set('c', 'C', 40)
    expect(cache.get('b')).toBeUndefined()
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C'])
    expect(cache.weight).toBe(80)
    cache.set('too-big', 'X', 101)
    expect(cache.get('too-big')).toBeUndefined()
    expect(cache.weight).toBeLessThanOrEqual(100)
  })

  it('weighs an entry again only while it holds the same value', () => {
    const cache = new LruCache<object>(100)
    const first = {}
    cache.set('a', first, 10)
    cache.reweigh('a', first, 30)
    expect(cache.weight).toBe(30)
    cache.set('a', {}, 10)
    cache.reweigh('a', first, 50)
    expect(cache.weight).toBe(10)
    cache.set('b', {}, 80)
    cache.reweigh('a', cache.get('a')!, 90)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.weight).toBe(90)
  })
})
