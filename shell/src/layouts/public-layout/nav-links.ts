/** The public header's navigation (spec point 2). */
export const NAV_LINKS = [
  { path: '/', label: 'Home' },
  { path: '/courses', label: 'Courses' },
  { path: '/blog', label: 'Blogs' },
  { path: '/contact-us', label: 'Contact Us' },
] as const;

export const HEADER_HEIGHT_PX = 64;
