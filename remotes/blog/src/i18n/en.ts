/**
 * The blog remote's English texts (the `blog` namespace), with Hindi for every one of them in hi.ts (the type
 * there requires the same keys). Texts every app shares (buttons, tables, course facts) are in `common`.
 */
export const en = {
  blog: {
    title: 'Blog',
    intro: 'This section is ready for its pages.',
  },
};
