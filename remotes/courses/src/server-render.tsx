import type { ListBody } from '@skillhub/shared/schemas/common';
import type { CatalogueCard, PublicCourse } from '@skillhub/shared/schemas/course';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
import type { ServerRenderModule } from '@skillhub/shared/ssr/server-render-contract';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import { cataloguePageHead } from './pages/catalogue/catalogue-head.ts';
import CataloguePage from './pages/catalogue/index.tsx';
import { catalogueKeys, catalogueParamsAt } from './pages/catalogue/use-catalogue.ts';
import { coursePageHead } from './pages/course-page/course-head.ts';
import CoursePage from './pages/course-page/index.tsx';
import { publicCourseKeys } from './pages/course-page/use-public-course.ts';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build): the public pages the API renders with these very
 * components, from the data the server sends under this remote's query keys. The catalogue is rendered at any of
 * its addresses (a category, a search, a later page), its list read from the address as the page reads it.
 */
export const render: ServerRenderModule['render'] = (request, signal) =>
  serverRender(pages, {
    course: {
      Component: CoursePage,
      head: ({ data, params, origin }) =>
        coursePageHead(data<PublicCourse>(publicCourseKeys.bySlug(params.slug ?? '')), origin),
    },
    catalogue: {
      Component: CataloguePage,
      head: ({ data, origin }) =>
        cataloguePageHead(
          data<ListBody<CatalogueCard>>(catalogueKeys.courses(catalogueParamsAt(request.path))).data,
          origin,
        ),
    },
  })(request, signal);
