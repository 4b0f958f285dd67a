import type { RemoteProps } from '@skillhub/shared/remote-props';
import { createRemoteLifecycles } from '@skillhub/shared/ui/remote-lifecycles';
import { preloadPageAt, RemoteApp } from '@skillhub/shared/ui/remote-routes';
// The remote's texts register at start-up, so its Hindi loads before a page in Hindi renders (setLocale).
import './i18n/index.ts';
import { pages } from './pages.ts';
import { components, pageData } from './routes.tsx';

/** The remote's root: its published pages, each at its path. */
export function LearnerApp(_props: RemoteProps) {
  return <RemoteApp pages={pages} components={components} />;
}

/**
 * The module the shell loads (`learner/app`). Its `preload` fetches a page's code (and the visited page's first
 * data): as the page mounts, and ahead of the visit (the payment page's when a signed-in learner is on a course
 * page whose next step it is).
 */
export const { bootstrap, mount, unmount, update, preload } = createRemoteLifecycles(LearnerApp, (pathname) =>
  preloadPageAt(pages, components, pathname, pageData),
);
