import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  whatsappContacts: lazyPage(() => import('./pages/contacts/index.tsx')),
  whatsappMessages: lazyPage(() => import('./pages/messages/index.tsx')),
  whatsappTemplates: lazyPage(() => import('./pages/templates/index.tsx')),
  whatsappSequences: lazyPage(() => import('./pages/sequences/index.tsx')),
};
