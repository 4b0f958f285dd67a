import { routeTo } from '@skillhub/shared/routes';

/** The public header's navigation; the labels are keys of the shell's texts. */
export const NAV_LINKS = [
  { path: routeTo('home'), label: 'nav.home' },
  { path: routeTo('catalogue'), label: 'nav.courses' },
  { path: routeTo('blog'), label: 'nav.blogs' },
  { path: routeTo('contactUs'), label: 'nav.contactUs' },
] as const;

export const HEADER_HEIGHT_PX = 64;
