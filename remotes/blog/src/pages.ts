import { AppstoreOutlined, FileTextOutlined, MessageOutlined, TagsOutlined } from '@ant-design/icons-svg';
import { definePages, type MenuGroup, needsRead } from '@skillhub/shared/routes';

/** The sidebar's Blogs group, its own path opening its first page the user may see. */
const BLOGS: MenuGroup = {
  key: 'blogs',
  label: { en: 'Blogs', hi: 'ब्लॉग' },
  icon: FileTextOutlined,
  path: '/dashboard/blog',
  order: 60,
};

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
    menu: { label: { en: 'All Blogs', hi: 'सभी ब्लॉग' }, icon: FileTextOutlined, group: BLOGS },
  },
  blogContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Blogs') },
  blogComments: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Blogs'),
    menu: { label: { en: 'Comments', hi: 'टिप्पणियाँ' }, icon: MessageOutlined, group: BLOGS },
  },
  blogCategories: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Categories'),
    menu: { label: { en: 'Category', hi: 'श्रेणी' }, icon: AppstoreOutlined, group: BLOGS },
  },
  blogTopics: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Blogs', 'Topics'),
    menu: { label: { en: 'Topics', hi: 'विषय' }, icon: TagsOutlined, group: BLOGS },
  },
});
