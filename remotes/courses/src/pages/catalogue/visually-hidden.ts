import type { CSSProperties } from 'react';

/** Read by screen readers, not drawn: words a sighted user gets from the layout (a strike-through, a toast). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
