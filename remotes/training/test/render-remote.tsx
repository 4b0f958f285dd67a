import { renderRemoteApp } from '@skillhub/shared/test-support/render-remote';
import { TrainingApp } from '../src/app.tsx';

/** The remote's root at `path`, as the shell mounts it on the public site. */
export function renderTrainingApp(path: string) {
  return renderRemoteApp(<TrainingApp basePath="/" area="public" themeMode="light" />, path);
}

/** The remote's root at `path`, as the shell mounts it in the dashboard. */
export function renderTrainingDashboard(path: string) {
  return renderRemoteApp(<TrainingApp basePath="/" area="dashboard" themeMode="light" />, path);
}
