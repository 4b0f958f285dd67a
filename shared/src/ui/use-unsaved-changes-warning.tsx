import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface UnsavedChangesWarning {
  /** Goes to `path`, asking first while there are unsaved edits. */
  leaveTo: (path: string) => void;
  /** The "Discard changes?" dialog; render it once in the page. */
  dialog: ReactNode;
}

/** The link a plain left click on `target` would follow inside this site, if any. */
function internalLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search === window.location.pathname + window.location.search ? null : anchor;
}

/**
 * Guards unsaved edits. A reload or a closed tab gets the browser's own prompt; a click on any link inside the
 * site (the shell's sidebar and top bar as well as the page's own, since they are different React roots and
 * routers) and the page's own `leaveTo` ask "Discard changes?" first. The click is held in the capture phase,
 * before any router sees it, and replayed on the same link once the user chooses Leave.
 */
export function useUnsavedChangesWarning(dirty: boolean, description?: string): UnsavedChangesWarning {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const replaying = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const hold = (event: MouseEvent) => {
      if (replaying.current) return;
      const anchor = internalLinkOf(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => {
        replaying.current = true;
        try {
          anchor.click();
        } finally {
          replaying.current = false;
        }
      });
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', hold, true);
    };
  }, [dirty]);

  const leaveTo = (path: string) => (dirty ? setPending(() => () => navigate(path)) : navigate(path));

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('unsaved.title')}
      description={description ?? t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      danger
      onConfirm={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { leaveTo, dialog };
}
