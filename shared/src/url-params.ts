/**
 * A list's filters, search and page as its address holds them (`?status=…&search=…&page=2`), read and written
 * without React: the browser's list (ui/use-url-params.tsx) and the server that renders the same list from the
 * same address read it by these rules, so both draw the same list and key its data alike.
 */

export type UrlParamValue = string | number;

/** The values each parameter may take; anything else in the URL (a mangled link) reads as the default. */
export type AllowedUrlValues<T> = { [K in keyof T]?: readonly T[K][] };

function read<V extends UrlParamValue>(raw: string | null, fallback: V, allowed: readonly V[] | undefined): V {
  if (raw === null) return fallback;
  let value: UrlParamValue = raw;
  if (typeof fallback === 'number') {
    const number = Number(raw);
    // Pages and page sizes count from 1.
    if (!Number.isInteger(number) || number < 1) return fallback;
    value = number;
  }
  if (allowed && !allowed.includes(value as V)) return fallback;
  return value as V;
}

/** Every parameter `defaults` names, from `search` (the first of a repeated one); the default where it cannot mean it. */
export function readUrlParams<T extends Record<keyof T, UrlParamValue>>(
  search: URLSearchParams,
  defaults: T,
  allowed: AllowedUrlValues<T> = {},
): T {
  const out: Record<string, UrlParamValue> = {};
  const limits = allowed as Record<string, readonly UrlParamValue[] | undefined>;
  for (const [name, fallback] of Object.entries(defaults as Record<string, UrlParamValue>)) {
    out[name] = read(search.get(name), fallback, limits[name]);
  }
  return out as T;
}

/**
 * The query string of `params` ('' or '?…'): in the order `defaults` names them, defaults and empty values left
 * out so the plain address stays plain. Written as given: reading it back gives `params` again.
 */
export function urlParamsQuery<T extends Record<keyof T, UrlParamValue>>(params: T, defaults: T): string {
  const query = new URLSearchParams();
  const values = params as Record<string, UrlParamValue | undefined>;
  for (const [name, fallback] of Object.entries(defaults as Record<string, UrlParamValue>)) {
    const value = values[name];
    if (value !== undefined && value !== fallback && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
