import { renderRemoteApp } from '@skillhub/shared/test-support/render-remote';
import { WhatsappApp } from '../src/app.tsx';

/** The remote's root at `path`, as the shell mounts it in the dashboard (every WhatsApp page is there). */
export function renderWhatsappDashboard(path: string) {
  return renderRemoteApp(<WhatsappApp basePath="/" area="dashboard" themeMode="light" />, path);
}

/** The page's width, as a phone (390) or a desktop (1280) shows it; dialogs follow it (ModalDialog). */
export function setViewportWidth(width: number): void {
  (
    window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height: 800 });
}
