/**
 * Per key, the value handed out last, handed out again for as long as a new one serialises the same. What a page
 * is made from keeps its identity while its content stays, so the page's render, kept by that identity
 * (seo/remote-renderer.ts), is reused; a change is a new object and a new render. At most `limit` keys are kept (the
 * keys may come from visitors), all forgotten when that many are.
 */
export function keptWhileUnchanged<K, V extends object>(limit: number): (key: K, value: V) => V {
  const kept = new Map<K, { json: string; value: V }>();
  return (key, value) => {
    const json = JSON.stringify(value);
    const known = kept.get(key);
    if (known?.json === json) return known.value;
    if (!known && kept.size >= limit) kept.clear();
    kept.set(key, { json, value });
    return value;
  };
}
