import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AllowedUrlValues, readUrlParams, type UrlParamValue, urlParamsQuery } from '../url-params.ts';

export type { AllowedUrlValues, UrlParamValue };

export interface UrlParams<T> {
  params: T;
  /** Any change but paging itself starts again at page 1: the old page may not exist in the new list. */
  update: (change: Partial<T>) => void;
  /** back to every default: the plain address */
  clear: () => void;
}

/**
 * A list's filters, search and page held in the URL (`?status=…&search=…&page=2`): a reload or a shared link
 * shows the same list, and Back and Forward step through the user's choices. `defaults` names every
 * parameter, in the order the URL lists them; defaults stay out of the URL so the plain address stays plain.
 * Read and written by the rules of url-params.ts, which a server rendering the list reads by too.
 */
export function useUrlParams<T extends Record<keyof T, UrlParamValue>>(
  defaults: T,
  allowed: AllowedUrlValues<T> = {},
): UrlParams<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  // Callers pass object literals; their content, not their identity, decides when the params change.
  const key = JSON.stringify([defaults, allowed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for defaults and allowed
  const spec = useMemo(() => ({ defaults, allowed }), [key]);

  const params = useMemo(() => readUrlParams(searchParams, spec.defaults, spec.allowed), [searchParams, spec]);

  const update = useCallback(
    (change: Partial<T>) => {
      const next: Record<string, UrlParamValue> = {
        ...(params as Record<string, UrlParamValue>),
        ...('page' in spec.defaults ? { page: 1 } : {}),
      };
      for (const [name, value] of Object.entries(change as Record<string, UrlParamValue | undefined>)) {
        if (value !== undefined) next[name] = value;
      }
      // What was typed is written without the spaces around it.
      for (const [name, value] of Object.entries(next)) if (typeof value === 'string') next[name] = value.trim();
      setSearchParams(new URLSearchParams(urlParamsQuery(next as T, spec.defaults)));
    },
    [params, spec, setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { params, update, clear };
}
