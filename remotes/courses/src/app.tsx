import type { RemoteProps } from '@skillhub/shared/remote-props';
import { createRemoteLifecycles } from '@skillhub/shared/ui/remote-lifecycles';
import { BrowserRouter } from 'react-router-dom';
import { CoursesRoutes } from './routes.tsx';

/**
 * The remote's root, inside the providers that `createRemoteLifecycles` puts around it (RemoteRoot). It
 * keeps its own router: its routes are absolute paths from the shell's manifest, and single-spa makes
 * every router on the page hear every navigation.
 */
export function CoursesApp(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <CoursesRoutes />
    </BrowserRouter>
  );
}

/** The module the shell loads (`courses/app`). */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(CoursesApp);
