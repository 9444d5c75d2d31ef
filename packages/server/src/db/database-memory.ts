/**
 * What this process remembers of its database between calls (record models, directory texts,
 * list totals, field restrictions, sessions), each keyed by versions the database raises. A
 * server serves one database for its life; the API tests' worker serves one after another (a
 * test file's, each a copy of one template, whose versions coincide), and forgets between them.
 */
const memories: Map<unknown, unknown>[] = [];

/** A Map of what this process remembers of its database, forgotten with the rest by forgetDatabase. */
export function databaseMemory<K, V>(): Map<K, V> {
  const memory = new Map<K, V>();
  memories.push(memory as Map<unknown, unknown>);
  return memory;
}

/** Forgets everything remembered of the database served until now: another one is served next. */
export function forgetDatabase(): void {
  for (const memory of memories) memory.clear();
}

/**
 * What `compute` answers for `key`, remembered in `memory` (at most `max` answers, the least
 * recently used forgotten first: a Map keeps insertion order). Promises, so the many calls that
 * miss at once (a version just raised, many users opening the same screen) share one computation;
 * a failed one is not remembered. The key must hold every version its answer depends on.
 */
export function remembered<T>(memory: Map<string, Promise<T>>, key: string, max: number, compute: () => Promise<T>): Promise<T> {
  const known = memory.get(key);
  if (known !== undefined) {
    memory.delete(key);
    memory.set(key, known);
    return known;
  }
  const answer = compute();
  memory.set(key, answer);
  if (memory.size > max) memory.delete(memory.keys().next().value!);
  answer.catch(() => memory.delete(key));
  return answer;
}
