import type { RemoteProps } from '@skillhub/shared/remote-props';
import { createRemoteLifecycles } from '@skillhub/shared/ui/remote-lifecycles';
import { BrowserRouter } from 'react-router-dom';
import { LearnerRoutes } from './routes.tsx';

/**
 * The remote's root, inside the providers that `createRemoteLifecycles` puts around it (RemoteRoot). It
 * keeps its own router: its routes are absolute paths from the shell's manifest, and single-spa makes
 * every router on the page hear every navigation.
 */
export function LearnerApp(_props: RemoteProps) {
  return (
    <BrowserRouter>
      <LearnerRoutes />
    </BrowserRouter>
  );
}

/** The module the shell loads (`learner/app`). */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(LearnerApp);
