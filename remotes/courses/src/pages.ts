import {
  AppstoreOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  TagsOutlined,
} from '@ant-design/icons-svg';
import { definePages, type MenuGroup, needsRead } from '@skillhub/shared/routes';

/** The sidebar's Courses group, its own path opening its first page the user may see. */
const COURSES: MenuGroup = {
  key: 'courses',
  label: { en: 'Courses', hi: 'कोर्स' },
  icon: ReadOutlined,
  path: '/dashboard/courses-group',
  order: 20,
};

/**
 * The pages this remote serves, as it publishes them to the shell (remote.json beside remoteEntry.js): where
 * each renders, who may open it and its sidebar entry. A new page ships with this remote alone.
 */
export const pages = definePages({
  catalogue: { area: 'public', access: 'public' },
  course: { area: 'public', access: 'public' },
  courseList: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    menu: { label: { en: 'Courses', hi: 'कोर्स' }, icon: ReadOutlined, group: COURSES },
  },
  createCourse: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseDetails: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseCurriculum: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseLearners: {
    area: 'dashboard',
    access: 'signed-in',
    path: '/dashboard/course/learners/:courseId',
    permissions: needsRead('Courses', 'Courses'),
  },
  category: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Category'),
    menu: { label: { en: 'Category', hi: 'श्रेणी' }, icon: AppstoreOutlined, group: COURSES },
  },
  coupons: {
    area: 'dashboard',
    access: 'signed-in',
    path: '/dashboard/coupons',
    permissions: needsRead('Courses', 'Coupons'),
    menu: { label: { en: 'Coupons', hi: 'कूपन' }, icon: TagsOutlined, group: COURSES },
  },
  qna: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    menu: { label: { en: 'Q&A', hi: 'सवाल-जवाब' }, icon: QuestionCircleOutlined, group: COURSES },
  },
  enquiry: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Enquiries'),
    menu: { label: { en: 'Enquiry', hi: 'पूछताछ' }, icon: MessageOutlined, order: 30 },
  },
});
