import { useEffect } from 'react';

/**
 * The event (on window, its detail an address of this site) by which a page names where its visitor will most
 * likely go next: the shell then fetches that page's code while the browser is idle, so the tap that goes there
 * waits for no script. The payment page is a course page's, for a signed-in learner who has not bought it.
 */
export const NEXT_STEP_EVENT = 'skillhub:next-step';

/** Names `path` as the visitor's likely next step once the page has drawn (null: none); see NEXT_STEP_EVENT. */
export function useNextStep(path: string | null): void {
  useEffect(() => {
    if (path) window.dispatchEvent(new CustomEvent<string>(NEXT_STEP_EVENT, { detail: path }));
  }, [path]);
}
