import type { ApprovalStatus } from '@skillhub/shared/schemas/training';
import type { SkillArea } from '@skillhub/shared/skill-areas';

/** The demo training data: two institutions, their five programs, and forty applicants in every status. */

export const DEMO_INSTITUTIONS = [
  {
    name: 'Government Polytechnic, Pune',
    email: 'principal@gppune.example.in',
    contactNumber: '2025536100',
    address: 'Ganeshkhind Road, Shivajinagar, Pune, Maharashtra 411016',
    website: 'https://gppune.example.in',
  },
  {
    name: 'Sri Venkateswara Skill Centre, Hyderabad',
    email: 'office@svskills.example.in',
    contactNumber: null,
    address: 'Plot 12, HITEC City Road, Madhapur, Hyderabad, Telangana 500081',
    website: null,
  },
] as const;

export interface DemoProgram {
  institution: number;
  title: string;
  description: string;
  duration: string;
  topic: string;
  board: string;
  /** Days from today (India) to the start and the end; an end in the past makes a closed program. */
  startInDays: number;
  endInDays: number;
  prerequisites: string;
  syllabus: string;
  /** its skill pages list it while it is open */
  skillAreas: SkillArea[];
}

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    institution: 0,
    title: 'Full Stack Web Development Bootcamp',
    description:
      'Twelve weeks of HTML, CSS, JavaScript, React and Node.js, ending with a capstone project deployed to the cloud.',
    duration: '12 weeks',
    topic: 'Web Development',
    board: 'AICTE',
    startInDays: -30,
    endInDays: 54,
    prerequisites: 'Class 12 pass; basic computer skills',
    syllabus: 'HTML and CSS\nJavaScript\nReact\nNode.js and Express\nDatabases\nCapstone project',
    skillAreas: ['employability'],
  },
  {
    institution: 0,
    title: 'Digital Marketing Essentials',
    description: 'Search, social and e-mail marketing with real campaign budgets, analytics and a final pitch.',
    duration: '8 weeks',
    topic: 'Digital Marketing',
    board: 'MSBTE',
    startInDays: 14,
    endInDays: 70,
    prerequisites: 'None',
    syllabus: 'Marketing basics\nSEO\nSocial media\nPaid ads\nE-mail\nAnalytics',
    skillAreas: ['entrepreneurial', 'employability'],
  },
  {
    institution: 1,
    title: 'Data Analytics with Python',
    description: 'Python, pandas and SQL on public Indian datasets, with dashboards and a short report every week.',
    duration: '10 weeks',
    topic: 'Data Science',
    board: 'NSDC',
    startInDays: -14,
    endInDays: 56,
    prerequisites: 'Class 12 mathematics',
    syllabus: 'Python basics\npandas\nSQL\nVisualisation\nStatistics\nCapstone report',
    skillAreas: ['employability'],
  },
  {
    institution: 1,
    title: 'Office Productivity for Beginners',
    description: 'Spreadsheets, documents and presentations for office work, taught in Hindi and English.',
    duration: '4 weeks',
    topic: 'Computer Skills',
    board: 'NSDC',
    startInDays: -90,
    endInDays: -62,
    prerequisites: 'None',
    syllabus: 'Documents\nSpreadsheets\nPresentations\nE-mail and calendars',
    skillAreas: ['foundational'],
  },
  {
    institution: 0,
    title: 'Computer Basics and Functional English',
    description:
      'Typing, e-mail, online forms and UPI payments, with everyday English for the workplace, in Hindi and English.',
    duration: '6 weeks',
    topic: 'Computer Skills',
    board: 'MSBTE',
    startInDays: 7,
    endInDays: 49,
    prerequisites: 'Class 8 pass',
    syllabus: 'Using a computer\nTyping\nE-mail and online forms\nUPI payments\nWorkplace English',
    skillAreas: ['foundational'],
  },
];

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Vivaan',
  'Ananya',
  'Aditya',
  'Ishita',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Priya',
  'Karan',
  'Sneha',
  'Rahul',
  'Pooja',
  'Nikhil',
  'Kavya',
  'Siddharth',
  'Riya',
];
const LAST_NAMES = ['Sharma', 'Patil', 'Reddy', 'Iyer', 'Verma', 'Nair', 'Joshi', 'Khan', 'Das', 'Kulkarni'];
const STATUSES: ApprovalStatus[] = ['Pending', 'In Progress', 'Approved', 'Rejected'];

export interface DemoApplicant {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phoneNumber: string | null;
  program: number;
  status: ApprovalStatus;
}

/** Forty applicants, ten in each status, spread over the five programs. */
export const DEMO_APPLICANTS: DemoApplicant[] = Array.from({ length: 40 }, (_, i) => {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length] ?? 'Asha';
  const lastName = LAST_NAMES[(i * 3) % LAST_NAMES.length] ?? 'Rao';
  return {
    firstName,
    lastName,
    dateOfBirth: `${1998 + (i % 8)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    email: `${firstName}.${lastName}.${i + 1}@example.com`.toLowerCase(),
    phoneNumber: i % 3 === 0 ? null : `9${String(800000000 + i * 1234567).slice(0, 9)}`,
    program: i % DEMO_PROGRAMS.length,
    status: STATUSES[Math.floor(i / 10)] ?? 'Pending',
  };
});

/**
 * The approved demo applicants of the ended program have their certificate sent, as certificates are due once
 * a program has ended; one of a running program got it early, with the reason staff gave.
 */
export const DEMO_EARLY_ISSUE_REASON = 'The placement drive at the institute asked for proof of the modules completed';
