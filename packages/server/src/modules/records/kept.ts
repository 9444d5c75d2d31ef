/** A map or weak map: what `kept` keeps its answers in. */
interface Keeps<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * What `compute` works out for `key`, kept in `memory` from its first call on. For what is derived
 * from the engine's remembered objects (a model per version, restrictions per roles, a field) and
 * never changes while they live: keyed by the object in a WeakMap, it goes with it.
 */
export function kept<K, V>(memory: Keeps<K, V>, key: K, compute: () => V): V {
  let value = memory.get(key);
  if (value === undefined) {
    value = compute();
    memory.set(key, value);
  }
  return value;
}
