import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ThemeMode } from '../src/remote-props.ts';
import { RemoteRoot } from '../src/ui/remote-root.tsx';

/** Renders inside the same providers a remote's root has. */
export function renderInRoot(ui: ReactElement, themeMode: ThemeMode = 'light') {
  return render(<RemoteRoot themeMode={themeMode}>{ui}</RemoteRoot>);
}

/** happy-dom's window size drives matchMedia, and so which dialog layout renders. */
export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height: 800,
  });
}
