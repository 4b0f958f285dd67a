import { definePages, needsRead } from '@skillhub/shared/routes';

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
    menu: { label: 'Courses', icon: 'courses', group: 'courses' },
  },
  createCourse: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseDetails: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseCurriculum: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  courseContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
  category: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Category'),
    menu: { label: 'Category', icon: 'category', group: 'courses' },
  },
  qna: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Courses', 'Courses'),
    menu: { label: 'Q&A', icon: 'qna', group: 'courses' },
  },
  enquiry: {
    area: 'dashboard',
    access: 'signed-in',
    permissions: needsRead('Enquiries'),
    menu: { label: 'Enquiry', icon: 'enquiry' },
  },
});
