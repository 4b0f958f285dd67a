import { renderRemoteApp } from '@skillhub/shared/test-support/render-remote';
import { LearnerApp } from '../src/app.tsx';

/** The remote's root at `path`, as the shell mounts it on the public site. */
export function renderLearnerApp(path: string) {
  return renderRemoteApp(<LearnerApp basePath="/" area="public" themeMode="light" />, path);
}

export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}
