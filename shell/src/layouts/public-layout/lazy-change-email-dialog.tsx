import { lazy, Suspense, useState } from 'react';
import type { ChangeEmailDialogProps } from './change-email-dialog.tsx';

const ChangeEmailDialog = lazy(() =>
  import('./change-email-dialog.tsx').then((module) => ({ default: module.ChangeEmailDialog })),
);

/**
 * The Change e-mail dialog, loaded when it is first opened: its form (react-hook-form, the resolver, the
 * fields) is not part of a visitor's first page. Once opened it stays mounted, so that closing it animates.
 */
export function LazyChangeEmailDialog(props: ChangeEmailDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ChangeEmailDialog {...props} />
    </Suspense>
  );
}
