import { useCallback, useMemo, useState } from 'react';

export interface DialogState<S> {
  open: boolean;
  /**
   * What the dialog is about (the row being edited; undefined to add one). It stays after the dialog closes,
   * so the closing animation shows the same text.
   */
  subject: S | undefined;
  show: (subject?: S) => void;
  close: () => void;
}

/** One dialog or drawer of a page: whether it is open and what it shows. */
export function useDialogState<S = undefined>(): DialogState<S> {
  const [state, setState] = useState<{ open: boolean; subject: S | undefined }>({ open: false, subject: undefined });
  const show = useCallback((subject?: S) => setState({ open: true, subject }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return useMemo(() => ({ ...state, show, close }), [state, show, close]);
}
