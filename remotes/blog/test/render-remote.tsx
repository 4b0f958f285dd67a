import { renderRemoteApp } from '@skillhub/shared/test-support/render-remote';
import { BlogApp } from '../src/app.tsx';

/** The remote's root at `path`, as the shell mounts it on the public site. */
export function renderBlogApp(path: string) {
  return renderRemoteApp(<BlogApp basePath="/" area="public" themeMode="light" />, path);
}
