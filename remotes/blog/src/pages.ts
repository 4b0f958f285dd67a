import { definePages, needsRead } from '@skillhub/shared/routes';

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. A new page ships with this remote alone.
 */
export const pages = definePages({
  blog: { area: 'public', access: 'public' },
  blogPost: { area: 'public', access: 'public' },
  blogList: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Blogs'),
    menu: { label: 'All Blogs', icon: 'blogs', group: 'blogs' },
  },
  blogContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Blogs') },
  blogComments: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Blogs'),
    menu: { label: 'Comments', icon: 'enquiry', group: 'blogs' },
  },
  blogCategories: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Categories'),
    menu: { label: 'Category', icon: 'category', group: 'blogs' },
  },
  blogTopics: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Topics'),
    menu: { label: 'Topics', icon: 'topics', group: 'blogs' },
  },
});
