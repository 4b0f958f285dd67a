import { definePages, needsRead, type PageDefinition } from '@skillhub/shared/routes';

/**
 * Who may open the spec's protected pages that remotes serve, known to the shell without the remotes. A deployed
 * remote's published pages always win; this table only answers for an address no deployed remote publishes (its
 * remote is not deployed, or its pages could not be read), so that a visitor who may not open the page is sent
 * where the guards send them (/auth without a session, / without the permission) instead of learning from a
 * 404 or a "section unavailable" which pages exist. route-table.test.ts keeps it equal to what the remotes
 * publish.
 */
export const EXPECTED_REMOTE_PAGES: PageDefinition[] = Object.values(
  definePages({
    // learner
    myCourses: { area: 'public', access: 'signed-in' },
    coursePayment: { area: 'public', access: 'signed-in' },
    coursePlayer: { area: 'public', access: 'signed-in' },
    // courses
    courseList: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    createCourse: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    courseDetails: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    courseCurriculum: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    courseContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    category: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Category') },
    qna: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Courses', 'Courses') },
    enquiry: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Enquiries') },
    // training
    institutions: {
      area: 'dashboard',
      access: 'signed-in',
      permissions: needsRead('Training Programs', 'Institutions'),
    },
    programs: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Training Programs', 'Programs') },
    applicants: {
      area: 'dashboard',
      access: 'signed-in',
      permissions: needsRead('Training Programs', 'Applicants'),
    },
    // blog
    blogList: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Blogs') },
    blogContent: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Blogs') },
    blogComments: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Blogs') },
    blogCategories: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Categories') },
    blogTopics: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Blogs', 'Topics') },
    // whatsapp
    whatsappContacts: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Contacts') },
    whatsappMessages: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Messages') },
    whatsappTemplates: { area: 'dashboard', access: 'signed-in', permissions: needsRead('Whatsapp', 'Templates') },
  }),
);
