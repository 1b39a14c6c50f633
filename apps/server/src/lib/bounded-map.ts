/**
 * Sets `key` in a Map kept to at most `max` entries: when it is full, the entry set first makes
 * room (a Map iterates in the order its keys were set). For what is kept in memory to save work
 * (lib/prepared's shapes, lib/tokens' checked tokens): whatever is dropped is worked out again.
 */
export function setBounded<K, V>(map: Map<K, V>, max: number, key: K, value: V): V {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}
