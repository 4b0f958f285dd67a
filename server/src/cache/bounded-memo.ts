/**
 * `compute`'s answers kept by key, at most `limit` of them, all forgotten when that many are kept: for answers a
 * request needs every time (a header parsed, an address read) whose keys come from visitors, so that a client
 * sending endless values cannot grow the memory. `compute` must be pure: a kept answer is handed out as it is.
 */
export function boundedMemo<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = compute(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, value);
    return value;
  };
}
