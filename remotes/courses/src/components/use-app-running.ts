import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the server renders the page (its HTML, shown before the app is there), true when the app draws it:
 * for what only the app can do, such as sending a form to the API.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
