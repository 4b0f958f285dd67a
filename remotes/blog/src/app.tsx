import type { RemoteProps } from '@skillhub/shared/remote-props';
import { createRemoteLifecycles } from '@skillhub/shared/ui/remote-lifecycles';
import { preloadPageAt, RemoteApp } from '@skillhub/shared/ui/remote-routes';
// The remote's texts register at start-up, so its Hindi loads before a page in Hindi renders (setLocale).
import './i18n/index.ts';
import { pages } from './pages.ts';
import { components } from './routes.tsx';

/** The remote's root: its published pages, each at its path. */
export function BlogApp(_props: RemoteProps) {
  return <RemoteApp pages={pages} components={components} />;
}

/** The module the shell loads (`blog/app`). */
export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles(BlogApp, (pathname) =>
  preloadPageAt(pages, components, pathname),
);
