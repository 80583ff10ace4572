/** The one get-or-build memo: a value kept per key, built by its first reader. */

/** What keeps the values: a Map, or a WeakMap where a key's life bounds its value's. */
interface Kept<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/** The value kept for `key`, or `build(key)` kept for the next reader. */
export function getOrBuild<K, V>(kept: Kept<K, V>, key: K, build: (key: K) => V): V {
  let value = kept.get(key)
  if (value === undefined) {
    value = build(key)
    kept.set(key, value)
  }
  return value
}
