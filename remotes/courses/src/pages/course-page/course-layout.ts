import { THEME_BREAKPOINTS } from '@skillhub/shared/constants';

/**
 * The course page's layout, in CSS rather than by a script's media query, so the server's page is laid out as the
 * app lays it out at every width and nothing moves when the app hydrates it. The page's parts stay in reading
 * order (heading, price and Buy, the course, the enquiry form), which is a phone's order too. From antd's lg up:
 * the course on the left, price and Buy beside the heading on the right, and the enquiry form under them,
 * following the reader down the page.
 */
export const COURSE_LAYOUT = {
  page: 'sh-course-page',
  head: 'sh-course-head',
  buy: 'sh-course-buy',
  main: 'sh-course-main',
  ask: 'sh-course-ask',
} as const;

const { page, head, buy, main, ask } = COURSE_LAYOUT;

export const COURSE_LAYOUT_CSS = `
.${page}{display:grid;grid-template-columns:minmax(0,1fr);gap:24px;align-items:start}
.${page}>.${head}{grid-area:1/1}
.${page}>.${buy}{grid-area:2/1}
.${page}>.${main}{grid-area:3/1}
.${page}>.${ask}{grid-area:4/1}
@media (min-width:${THEME_BREAKPOINTS.lg}px){
.${page}{grid-template-columns:minmax(0,2fr) minmax(0,1fr);column-gap:32px}
.${page}>.${head}{grid-area:1/1}
.${page}>.${buy}{grid-area:1/2/3/3}
.${page}>.${main}{grid-area:2/1/4/2}
.${page}>.${ask}{grid-area:3/2;position:sticky;top:88px}
}
`;
