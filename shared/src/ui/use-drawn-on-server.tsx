import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while the page is drawn as the server sends it: on the server, and in the browser's first render over the
 * server's markup (hydration); false once the app runs it. For what only a page without a script needs (a link
 * that does a control's work before the app is there), so the app's own page carries none of it.
 */
export function useDrawnOnServer(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
