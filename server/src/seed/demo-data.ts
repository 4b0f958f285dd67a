import { normalizePermissions, OPERATIONS, type Permissions } from '@skillhub/shared/permissions';

/** What DEMO_DATA adds to an empty installation, so the platform has something real to show. */

export const DEMO_CATEGORIES = [
  {
    name: 'Full Stack Development',
    description:
      'Build complete web applications end to end: HTML, CSS and JavaScript in the browser, Node.js, APIs and databases on the server, and deployment to the cloud.',
  },
  {
    name: 'Digital Marketing',
    description:
      'Reach and convert customers online with search engine optimisation, social media, performance advertising, content and e-mail marketing, all measured with analytics.',
  },
  {
    name: 'Data Science',
    description:
      'Turn data into decisions with Python, statistics, SQL, data visualisation and machine learning, practised on real business datasets.',
  },
  {
    name: 'UI/UX Design',
    description:
      'Design digital products people enjoy using: user research, information architecture, wireframes, prototyping in Figma, visual design and usability testing.',
  },
  {
    name: 'Cloud & DevOps',
    description:
      'Run software reliably at scale with AWS and Azure, Linux, Docker, Kubernetes, CI/CD pipelines, monitoring and infrastructure as code.',
  },
  {
    name: 'Cyber Security',
    description:
      'Protect systems and data: networking fundamentals, ethical hacking, vulnerability assessment, security operations, incident response and compliance.',
  },
] as const;

const all = () =>
  Object.fromEntries(OPERATIONS.map((op) => [op, true])) as Record<(typeof OPERATIONS)[number], boolean>;

export const COURSE_MANAGER_ROLE = {
  name: 'Course Manager',
  description: 'Runs the course catalogue and follows up enquiries.',
  permissions: normalizePermissions([
    { name: 'Dashboard', operations: { create: false, read: true, update: false, delete: false } },
    {
      name: 'Courses',
      operations: all(),
      subModules: [
        { name: 'Courses', operations: all() },
        { name: 'Category', operations: all() },
        { name: 'Coupons', operations: all() },
        { name: 'Invoices', operations: all() },
      ],
    },
    { name: 'Enquiries', operations: all() },
  ] satisfies Permissions),
};

export const DEMO_STAFF = { name: 'Priya Sharma', email: 'priya.sharma@skillhub.local' };
export const DEMO_LEARNER = { name: 'Rahul Verma', email: 'rahul.verma@skillhub.local' };
