import { useEffect } from 'react';

/**
 * Asks the browser to confirm before a reload or a closed tab throws away unsaved edits. Navigation inside
 * the dashboard is guarded by the page itself: the remote's router cannot block the shell's.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
