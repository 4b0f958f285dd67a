import { RemoteRoot } from '@skillhub/shared/ui/remote-root';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { LearnerApp } from '../src/app.tsx';

/** The remote's root at `path`, inside the providers the shell's parcel gives it. */
export function renderLearnerApp(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <RemoteRoot themeMode="light">
      {/* happy-dom runs no CSS animations, so a closing dialog would wait forever for its animation to end */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <LearnerApp basePath="/" area="public" themeMode="light" />
      </ConfigProvider>
    </RemoteRoot>,
  );
}

export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}
