import { renderRemoteApp } from '@skillhub/shared/test-support/render-remote';
import { CoursesApp } from '../src/app.tsx';

/** The remote's root at `path`, as the shell mounts it in the dashboard. */
export function renderCoursesApp(path: string) {
  return renderRemoteApp(<CoursesApp basePath="/dashboard" area="dashboard" themeMode="light" />, path);
}
