import type { ListBody } from '@skillhub/shared/schemas/common';
import type { CatalogueCard, PublicCourse } from '@skillhub/shared/schemas/course';
import { serverRender } from '@skillhub/shared/ssr/render-remote-page';
// The remote's texts, as in the browser.
import './i18n/index.ts';
import { cataloguePageHead } from './pages/catalogue/catalogue-head.ts';
import CataloguePage from './pages/catalogue/index.tsx';
import { CATALOGUE_DEFAULTS, catalogueKeys } from './pages/catalogue/use-catalogue.ts';
import { coursePageHead } from './pages/course-page/course-head.ts';
import CoursePage from './pages/course-page/index.tsx';
import { publicCourseKeys } from './pages/course-page/use-public-course.ts';
import { pages } from './pages.ts';

/**
 * The server target (`server/render.mjs` of each build): the public pages the API renders with these very
 * components, from the data the server sends under this remote's query keys. The catalogue is rendered as most
 * visitors land on it, unfiltered; the server leaves a filtered list to the app.
 */
export const render = serverRender(pages, {
  course: {
    Component: CoursePage,
    head: ({ data, params, origin }) =>
      coursePageHead(data<PublicCourse>(publicCourseKeys.bySlug(params.slug ?? '')), origin),
  },
  catalogue: {
    Component: CataloguePage,
    head: ({ data, origin }) =>
      cataloguePageHead(data<ListBody<CatalogueCard>>(catalogueKeys.courses(CATALOGUE_DEFAULTS)).data, origin),
  },
});
