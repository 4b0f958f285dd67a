import { lazyPage } from '@skillhub/shared/ui/lazy-page';
import type { PageComponents } from '@skillhub/shared/ui/remote-routes';
import type { pages } from './pages.ts';

/** The code of each published page; each page is its own chunk. */
export const components: PageComponents<typeof pages> = {
  blog: lazyPage(() => import('./pages/blog-list/index.tsx')),
  blogPost: lazyPage(() => import('./pages/blog-post/index.tsx')),
  blogList: lazyPage(() => import('./pages/blog-all/index.tsx')),
  blogContent: lazyPage(() => import('./pages/blog-editor/index.tsx')),
  blogComments: lazyPage(() => import('./pages/blog-comments/index.tsx')),
  blogCategories: lazyPage(() => import('./pages/blog-categories/index.tsx')),
  blogTopics: lazyPage(() => import('./pages/blog-topics/index.tsx')),
};
