import type { CSSProperties, ReactNode } from 'react';

/** Read by screen readers, not drawn: words a sighted user gets from the layout (a strike-through, a toast). */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export interface VisuallyHiddenProps {
  children?: ReactNode;
  /** A live region ('status') announces each new text: a finished export, a saved change. */
  role?: 'status' | 'alert';
}

export function VisuallyHidden({ children, role }: VisuallyHiddenProps) {
  return (
    <span role={role} style={visuallyHiddenStyle}>
      {children}
    </span>
  );
}
