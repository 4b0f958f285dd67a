import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlParamValue = string | number;

/** The values each parameter may take; anything else in the URL (a mangled link) reads as the default. */
export type AllowedUrlValues<T> = { [K in keyof T]?: readonly T[K][] };

export interface UrlParams<T> {
  params: T;
  /** Any change but paging itself starts again at page 1: the old page may not exist in the new list. */
  update: (change: Partial<T>) => void;
  /** back to every default: the plain address */
  clear: () => void;
}

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

/**
 * A list's filters, search and page held in the URL (`?status=…&search=…&page=2`): a reload or a shared link
 * shows the same list, and Back and Forward step through the user's choices. `defaults` names every
 * parameter, in the order the URL lists them; defaults stay out of the URL so the plain address stays plain.
 */
export function useUrlParams<T extends Record<keyof T, UrlParamValue>>(
  defaults: T,
  allowed: AllowedUrlValues<T> = {},
): UrlParams<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers pass object literals; their content, not their identity, decides when the params change.
  const key = JSON.stringify([defaults, allowed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for defaults and allowed
  const spec = useMemo(
    () => ({
      defaults: defaults as Record<string, UrlParamValue>,
      allowed: allowed as Record<string, readonly UrlParamValue[] | undefined>,
    }),
    [key],
  );

  const params = useMemo(() => {
    const out: Record<string, UrlParamValue> = {};
    for (const [name, fallback] of Object.entries(spec.defaults)) {
      out[name] = read(searchParams.get(name), fallback, spec.allowed[name]);
    }
    return out as T;
  }, [searchParams, spec]);

  const update = useCallback(
    (change: Partial<T>) => {
      const next: Record<string, UrlParamValue> = {
        ...(params as Record<string, UrlParamValue>),
        ...('page' in spec.defaults ? { page: 1 } : {}),
      };
      for (const [name, value] of Object.entries(change as Record<string, UrlParamValue | undefined>)) {
        if (value !== undefined) next[name] = value;
      }
      const query = new URLSearchParams();
      for (const [name, fallback] of Object.entries(spec.defaults)) {
        const value = next[name];
        const written = typeof value === 'string' ? value.trim() : value;
        if (written !== undefined && written !== fallback && written !== '') query.set(name, String(written));
      }
      setSearchParams(query);
    },
    [params, spec, setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, clear };
}
