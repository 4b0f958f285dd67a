import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  certificate: lazyPage(() => import('./pages/certificate/index.tsx')),
  trainingApply: lazyPage(() => import('./pages/training-apply/index.tsx')),
  institutions: lazyPage(() => import('./pages/institutions/index.tsx')),
  programs: lazyPage(() => import('./pages/programs/index.tsx')),
  applicants: lazyPage(() => import('./pages/applicants/index.tsx')),
};
