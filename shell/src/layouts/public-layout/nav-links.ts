/** The public header's navigation (spec point 2); the labels are keys of the shell's texts. */
export const NAV_LINKS = [
  { path: '/', label: 'nav.home' },
  { path: '/courses', label: 'nav.courses' },
  { path: '/blog', label: 'nav.blogs' },
  { path: '/contact-us', label: 'nav.contactUs' },
] as const;

export const HEADER_HEIGHT_PX = 64;
