import { useEffect, useState } from 'react';

/** How long typing must pause before a search runs: one request per thought, not per key. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The value once it has stopped changing for `delayMs`: a search box asks the server once per pause. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
