import type {
  CONTENT_STATUSES,
  COURSE_LEVELS,
  COURSE_MODES,
  COURSE_VALIDITIES,
  LANGUAGES,
  LEAD_STATUSES,
} from '@skillhub/shared/constants';
import type { SkillArea } from '@skillhub/shared/skill-areas';
import { slugify } from '../modules/categories/slug.ts';
import type { DEMO_CATEGORIES } from './demo-data.ts';

/** The demo catalogue DEMO_DATA adds: a dozen courses or so as a training company in India would list them. */

export interface DemoCourse {
  title: string;
  subtitle: string;
  category: (typeof DEMO_CATEGORIES)[number]['name'];
  language: (typeof LANGUAGES)[number];
  courseMode: (typeof COURSE_MODES)[number];
  courseLevel: (typeof COURSE_LEVELS)[number];
  keypoints: string[];
  tags: string[];
  description: string;
  duration: string;
  whatWillYouLearn: string[];
  actualPrice: number;
  discountPercentage: number;
  validity: (typeof COURSE_VALIDITIES)[number];
  status: (typeof CONTENT_STATUSES)[number];
  /** its skill pages list it while published */
  skillAreas?: SkillArea[];
  /** [section title, section description, lecture titles] */
  curriculum: [string, string, string[]][];
}

/** Where a demo course's thumbnail points until it is stored through the storage driver (seed-demo-thumbnails.ts). */
export const DEMO_THUMBNAIL_PREFIX = '/demo-thumbnails/';

/**
 * A cover image per category, until staff upload real thumbnails: a PNG shipped with the seed (assets/
 * demo-thumbnails, made with ffmpeg), so the demo works with no internet access. The catalogue names it by this
 * path; storeDemoThumbnails then stores it as an upload and puts the stored image's URL in its place.
 */
export function demoThumbnail(category: string): string {
  return `${DEMO_THUMBNAIL_PREFIX}${slugify(category)}.png`;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Full Stack Web Development with MERN',
    subtitle: 'Build and deploy production web apps with MongoDB, Express, React and Node.js',
    category: 'Full Stack Development',
    language: 'English & Hindi',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Live mentor sessions every weekend', '6 portfolio projects', 'Placement assistance'],
    tags: ['React', 'Node.js', 'MongoDB', 'JavaScript'],
    description:
      'A job-oriented programme that takes you from HTML basics to deploying a full stack application on the cloud. Every module ends with a project reviewed by an industry mentor.',
    duration: '24 weeks',
    whatWillYouLearn: [
      'Write modern JavaScript and TypeScript',
      'Build single-page apps with React',
      'Design REST APIs with Express and MongoDB',
      'Deploy with Docker and CI',
    ],
    actualPrice: 50_000,
    discountPercentage: 30,
    validity: 'LifeTime',
    status: 'PUBLISHED',
    skillAreas: ['employability'],
    curriculum: [
      [
        'Web Foundations',
        'How the web works, HTML and CSS.',
        ['How the web works', 'Semantic HTML', 'Responsive CSS with Flexbox and Grid'],
      ],
      [
        'JavaScript Essentials',
        'The language behind every web app.',
        ['Variables, functions and scope', 'Async JavaScript and promises', 'Working with the DOM'],
      ],
      [
        'React',
        'Components, state and routing.',
        ['Components and props', 'State and hooks', 'Routing and data fetching'],
      ],
      [
        'Node.js and Express',
        'Server-side JavaScript and REST APIs.',
        ['Your first Express server', 'MongoDB with Mongoose', 'Authentication with JWT'],
      ],
    ],
  },
  {
    title: 'Java Full Stack Developer Programme',
    subtitle: 'Spring Boot microservices with an Angular front end, the stack of enterprise IT',
    category: 'Full Stack Development',
    language: 'English',
    courseMode: 'Hybrid',
    courseLevel: 'Intermediate',
    keypoints: ['Classroom labs in Bengaluru and Pune', 'Capstone on microservices', 'Mock interviews'],
    tags: ['Java', 'Spring Boot', 'Angular', 'Microservices'],
    description:
      'Designed for engineering graduates targeting service companies: core Java, Spring Boot, JPA, Angular and microservice patterns, with weekend classroom labs.',
    duration: '20 weeks',
    whatWillYouLearn: [
      'Object-oriented design in Java',
      'REST services with Spring Boot',
      'Angular front ends',
      'Microservice patterns',
    ],
    actualPrice: 55_000,
    discountPercentage: 20,
    validity: '2 Year',
    status: 'PUBLISHED',
    skillAreas: ['employability'],
    curriculum: [
      [
        'Core Java',
        'The language and its collections.',
        ['Classes and interfaces', 'Collections and streams', 'Exceptions and testing with JUnit'],
      ],
      [
        'Spring Boot',
        'Services that run in production.',
        ['Dependency injection', 'Spring Data JPA', 'Securing APIs with Spring Security'],
      ],
      [
        'Angular',
        'Enterprise front ends.',
        ['Components and modules', 'Reactive forms', 'Calling APIs with HttpClient'],
      ],
    ],
  },
  {
    title: 'Digital Marketing Masterclass',
    subtitle: 'SEO, Google Ads, Meta Ads and analytics for Indian businesses and agencies',
    category: 'Digital Marketing',
    language: 'Hindi',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Google and Meta certification prep', 'Live ad budget practice', 'Freelancing guidance'],
    tags: ['SEO', 'Google Ads', 'Social Media', 'Analytics'],
    description:
      'Learn to plan, run and measure campaigns for real businesses. Taught in Hindi with English material, ideal for entrepreneurs and freshers.',
    duration: '12 weeks',
    whatWillYouLearn: [
      'Rank pages with on-page and off-page SEO',
      'Run profitable search campaigns',
      'Grow brands on Instagram',
      'Read GA4 reports',
    ],
    actualPrice: 25_000,
    discountPercentage: 40,
    validity: '1 Year',
    status: 'PUBLISHED',
    skillAreas: ['entrepreneurial', 'employability'],
    curriculum: [
      [
        'Marketing Foundations',
        'Funnels, audiences and positioning.',
        ['The digital marketing funnel', 'Buyer personas'],
      ],
      [
        'Search Engine Optimisation',
        'Getting found on Google.',
        ['Keyword research', 'On-page SEO', 'Link building that works'],
      ],
      [
        'Paid Advertising',
        'Google and Meta campaigns.',
        ['Google Search campaigns', 'Meta Ads Manager', 'Budgets and bidding'],
      ],
    ],
  },
  {
    title: 'Performance Marketing and Growth Hacking',
    subtitle: 'Scale D2C brands with data-driven ads, funnels, e-mail automation and experiments',
    category: 'Digital Marketing',
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Advanced',
    keypoints: ['Case studies of Indian D2C brands', 'Attribution and ROAS modelling', 'Experiment templates'],
    tags: ['Performance Marketing', 'Growth', 'D2C'],
    description:
      'For marketers with a year of experience who want to own revenue numbers: full-funnel campaigns, creative testing, retention and attribution.',
    duration: '10 weeks',
    whatWillYouLearn: [
      'Plan full-funnel media',
      'Test creatives systematically',
      'Automate retention e-mails',
      'Model attribution',
    ],
    actualPrice: 35_000,
    discountPercentage: 15,
    validity: '1 Year',
    status: 'DRAFT',
    skillAreas: ['entrepreneurial'],
    curriculum: [
      ['Growth Models', 'Where growth really comes from.', ['Unit economics', 'The growth loop']],
      ['Acquisition at Scale', 'Campaigns that keep ROAS.', ['Creative testing', 'Scaling budgets safely']],
    ],
  },
  {
    title: 'Data Science with Python',
    subtitle: 'Python, statistics, SQL and machine learning on real Indian business datasets',
    category: 'Data Science',
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Kaggle-style projects', 'Weekly doubt-clearing sessions', 'Resume and GitHub review'],
    tags: ['Python', 'Pandas', 'Machine Learning', 'SQL'],
    description:
      'A complete path into data science: Python programming, data wrangling with Pandas, statistics, SQL and supervised learning with scikit-learn.',
    duration: '26 weeks',
    whatWillYouLearn: [
      'Analyse data with Pandas',
      'Apply statistics to decisions',
      'Query databases with SQL',
      'Train and evaluate ML models',
    ],
    actualPrice: 60_000,
    discountPercentage: 25,
    validity: 'LifeTime',
    status: 'PUBLISHED',
    skillAreas: ['employability'],
    curriculum: [
      ['Python for Data', 'The language and its data tools.', ['Python basics', 'NumPy arrays', 'Pandas DataFrames']],
      [
        'Statistics',
        'Reasoning with data.',
        ['Descriptive statistics', 'Probability distributions', 'Hypothesis testing'],
      ],
      ['Machine Learning', 'Models that predict.', ['Linear regression', 'Classification', 'Model evaluation']],
    ],
  },
  {
    title: 'Business Analytics with Power BI and SQL',
    subtitle: 'Turn spreadsheets into dashboards managers use, with SQL, Excel and Power BI',
    category: 'Data Science',
    language: 'English & Hindi',
    courseMode: 'Offline',
    courseLevel: 'Beginner',
    keypoints: ['Classroom batches on weekends', 'Microsoft PL-300 preparation', '10 dashboards for your portfolio'],
    tags: ['Power BI', 'SQL', 'Excel', 'Analytics'],
    description:
      'For working professionals moving into analytics: advanced Excel, SQL for analysis and Power BI dashboards, taught in small classroom batches.',
    duration: '12 weeks',
    whatWillYouLearn: [
      'Clean data in Excel and Power Query',
      'Write analytical SQL',
      'Model data in Power BI',
      'Tell stories with dashboards',
    ],
    actualPrice: 30_000,
    discountPercentage: 10,
    validity: '1 Year',
    status: 'PUBLISHED',
    skillAreas: ['employability'],
    curriculum: [
      ['Excel for Analysts', 'Beyond VLOOKUP.', ['Pivot tables', 'Power Query']],
      ['SQL for Analysis', 'Answering questions with queries.', ['SELECT and joins', 'Window functions']],
      ['Power BI', 'Dashboards people read.', ['Data modelling', 'DAX measures', 'Publishing reports']],
    ],
  },
  {
    title: 'UI/UX Design Professional Course',
    subtitle: 'Research, wireframes, Figma prototypes and usability testing for real products',
    category: 'UI/UX Design',
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Portfolio of 3 case studies', 'Design critiques by senior designers', 'Figma from scratch'],
    tags: ['Figma', 'UX Research', 'Prototyping'],
    description:
      'Learn the full design process used by product companies, from user interviews to high-fidelity prototypes, and leave with a portfolio.',
    duration: '16 weeks',
    whatWillYouLearn: [
      'Plan and run user research',
      'Build wireframes and flows',
      'Design systems in Figma',
      'Test usability',
    ],
    actualPrice: 40_000,
    discountPercentage: 35,
    validity: '2 Year',
    status: 'PUBLISHED',
    skillAreas: ['employability'],
    curriculum: [
      [
        'Design Thinking',
        'Understanding users first.',
        ['The design process', 'User interviews', 'Personas and journeys'],
      ],
      [
        'Interface Design',
        'From wireframe to pixel.',
        ['Wireframing', 'Visual design principles', 'Components in Figma'],
      ],
    ],
  },
  {
    title: 'Graphic Design for Social Media',
    subtitle: 'Create scroll-stopping posts, reels covers and brand kits with Canva and Photoshop',
    category: 'UI/UX Design',
    language: 'Hindi',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Ready-to-use templates', 'Festival campaign projects', 'Freelance pricing guide'],
    tags: ['Canva', 'Photoshop', 'Branding'],
    description:
      'A practical course for creators and small businesses: colour, typography and layout applied to Instagram, YouTube and WhatsApp campaigns.',
    duration: '6 weeks',
    whatWillYouLearn: ['Apply colour and typography', 'Design with Canva and Photoshop', 'Build a brand kit'],
    actualPrice: 8_000,
    discountPercentage: 50,
    validity: '1 Year',
    status: 'TERMINATED',
    skillAreas: ['entrepreneurial'],
    curriculum: [['Design Basics', 'Colour, type and layout.', ['Colour theory', 'Typography', 'Layout grids']]],
  },
  {
    title: 'AWS Cloud Practitioner to Solutions Architect',
    subtitle: 'Design secure, scalable architectures on AWS and pass two certifications',
    category: 'Cloud & DevOps',
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Intermediate',
    keypoints: ['Hands-on labs in a real AWS account', 'Two certification vouchers guidance', 'Architecture reviews'],
    tags: ['AWS', 'Cloud', 'Architecture'],
    description:
      'Start with cloud fundamentals and progress to designing highly available systems on AWS: compute, storage, networking, databases and security.',
    duration: '14 weeks',
    whatWillYouLearn: ['Core AWS services', 'VPC networking', 'High availability and scaling', 'Cost optimisation'],
    actualPrice: 45_000,
    discountPercentage: 20,
    validity: 'LifeTime',
    status: 'PUBLISHED',
    curriculum: [
      ['Cloud Fundamentals', 'What the cloud changes.', ['Regions and availability zones', 'IAM basics']],
      ['Compute and Storage', 'EC2, S3 and friends.', ['EC2 and auto scaling', 'S3 storage classes', 'EBS and EFS']],
      ['Architecting', 'Putting it together.', ['VPC design', 'Well-Architected Framework']],
    ],
  },
  {
    title: 'DevOps Engineering with Docker and Kubernetes',
    subtitle: 'CI/CD pipelines, containers, Kubernetes and monitoring for reliable releases',
    category: 'Cloud & DevOps',
    language: 'English & Hindi',
    courseMode: 'Hybrid',
    courseLevel: 'Advanced',
    keypoints: ['Build a full CI/CD pipeline', 'Kubernetes on a managed cluster', 'On-call style incident drills'],
    tags: ['Docker', 'Kubernetes', 'CI/CD', 'Terraform'],
    description:
      'For developers and system administrators: containerise applications, automate delivery, run Kubernetes and observe production systems.',
    duration: '16 weeks',
    whatWillYouLearn: [
      'Containerise apps with Docker',
      'Automate pipelines',
      'Operate Kubernetes',
      'Provision with Terraform',
    ],
    actualPrice: 53_000,
    discountPercentage: 25,
    validity: '2 Year',
    status: 'PUBLISHED',
    curriculum: [
      ['Containers', 'Docker from the ground up.', ['Images and containers', 'Docker Compose']],
      ['Kubernetes', 'Orchestration in practice.', ['Pods and deployments', 'Services and ingress', 'Helm charts']],
      ['Delivery', 'From commit to production.', ['CI pipelines', 'Infrastructure as code']],
    ],
  },
  {
    title: 'Certified Ethical Hacking Bootcamp',
    subtitle: 'Think like an attacker: reconnaissance, exploitation and defence in a safe lab',
    category: 'Cyber Security',
    language: 'English',
    courseMode: 'Offline',
    courseLevel: 'Intermediate',
    keypoints: ['Dedicated lab machines', 'Capture-the-flag events', 'CEH exam preparation'],
    tags: ['Ethical Hacking', 'Kali Linux', 'Penetration Testing'],
    description:
      'An intensive classroom bootcamp covering the phases of an attack and how to defend against each, practised on isolated lab networks.',
    duration: '10 weeks',
    whatWillYouLearn: ['Perform reconnaissance', 'Exploit common vulnerabilities', 'Write penetration test reports'],
    actualPrice: 40_000,
    discountPercentage: 10,
    validity: '1 Year',
    status: 'PUBLISHED',
    curriculum: [
      ['Reconnaissance', 'Knowing the target.', ['Footprinting', 'Scanning with Nmap']],
      ['Exploitation', 'Breaking in, safely.', ['Web application attacks', 'Password attacks', 'Privilege escalation']],
    ],
  },
  {
    title: 'Security Operations Centre Analyst Training',
    subtitle: 'Monitor, detect and respond to threats with SIEM tools as a SOC analyst',
    category: 'Cyber Security',
    language: 'English',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Splunk hands-on', 'Real incident case studies', 'Shift-ready checklists'],
    tags: ['SOC', 'SIEM', 'Incident Response'],
    description:
      'Prepare for an L1 SOC analyst role: networking and log fundamentals, SIEM searches, alert triage and incident response playbooks.',
    duration: '8 weeks',
    whatWillYouLearn: ['Read network and system logs', 'Triage alerts in a SIEM', 'Follow incident playbooks'],
    actualPrice: 28_000,
    discountPercentage: 0,
    validity: '1 Year',
    status: 'DRAFT',
    skillAreas: ['employability'],
    curriculum: [['SOC Fundamentals', 'The analyst’s day.', ['What a SOC does', 'Logs and events']]],
  },
  {
    title: 'Digital Literacy and Online Safety for Everyone',
    subtitle: 'Use a computer and a smartphone with confidence, pay by UPI and stay safe from online fraud',
    category: 'Cyber Security',
    language: 'English & Hindi',
    courseMode: 'Online',
    courseLevel: 'Beginner',
    keypoints: ['Taught in Hindi and English', 'Practice on everyday tasks', 'No prior computer knowledge needed'],
    tags: ['Digital Literacy', 'UPI', 'Internet Safety', 'E-mail'],
    description:
      'A first course for new computer and smartphone users: e-mail, online forms, UPI payments and DigiLocker, and how to spot the frauds that target them.',
    duration: '4 weeks',
    whatWillYouLearn: [
      'Use e-mail and fill in online forms',
      'Pay and get paid safely by UPI',
      'Recognise phishing calls and messages',
      'Keep your accounts and phone secure',
    ],
    actualPrice: 2_000,
    discountPercentage: 25,
    validity: 'LifeTime',
    status: 'PUBLISHED',
    skillAreas: ['foundational'],
    curriculum: [
      ['Getting Started', 'Computers and phones without fear.', ['Your first e-mail', 'Filling in an online form']],
      ['Money and Safety', 'Paying online, safely.', ['UPI payments step by step', 'Spotting online fraud']],
    ],
  },
];

/** Lectures that get an overview in the demo: [course title, lecture title, HTML]. */
export const DEMO_OVERVIEWS: [string, string, string][] = [
  [
    'Full Stack Web Development with MERN',
    'How the web works',
    '<h2>What happens when you open a website</h2><p>We follow a request from the browser to the server and back: <strong>DNS</strong>, <strong>HTTP</strong> and rendering.</p><ul><li>Read the MDN guide before the next lecture</li><li>Try the network tab in your browser</li></ul>',
  ],
  [
    'Data Science with Python',
    'Pandas DataFrames',
    '<p>In this lecture we load a sales dataset and answer three business questions with <code>groupby</code>.</p><p>Download the notebook from the resources tab.</p>',
  ],
];

/** Announcements: [course title, title, message]. */
export const DEMO_ANNOUNCEMENTS: [string, string, string][] = [
  [
    'Full Stack Web Development with MERN',
    'Live doubt session this Saturday',
    'Join the live doubt-clearing session on Saturday at 11:00 AM IST. Bring your questions on React hooks.',
  ],
  [
    'Full Stack Web Development with MERN',
    'Project 2 deadline extended',
    'The deadline for the REST API project is extended by one week because of the Diwali holidays.',
  ],
  [
    'Data Science with Python',
    'New dataset added',
    'A retail sales dataset from a Pune chain is now available for the regression assignment.',
  ],
];

/** Enquiries: name, phone, e-mail, course title or free text, status path (oldest first). */
export const DEMO_ENQUIRIES: {
  name: string;
  phone: string;
  email: string;
  education?: string;
  course: string;
  statuses: { status: (typeof LEAD_STATUSES)[number]; note: string }[];
  daysAgo: number;
}[] = [
  {
    name: 'Aarav Mehta',
    phone: '9876501234',
    email: 'aarav.mehta@gmail.com',
    education: 'B.Tech',
    course: 'Full Stack Web Development with MERN',
    statuses: [],
    daysAgo: 0,
  },
  {
    name: 'Sneha Iyer',
    phone: '9845012345',
    email: 'sneha.iyer@yahoo.co.in',
    education: 'B.Com',
    course: 'Digital Marketing Masterclass',
    statuses: [{ status: 'First Call Attempted', note: 'No answer, will call in the evening' }],
    daysAgo: 1,
  },
  {
    name: 'Rohan Gupta',
    phone: '9811122233',
    email: 'rohan.gupta@outlook.com',
    education: 'MBA',
    course: 'Business Analytics with Power BI and SQL',
    statuses: [
      { status: 'First Call Attempted', note: 'Spoke briefly' },
      { status: 'Interested', note: 'Wants the weekend batch' },
    ],
    daysAgo: 2,
  },
  {
    name: 'Priyanka Nair',
    phone: '9900112233',
    email: 'priyanka.nair@gmail.com',
    education: 'B.Sc Computer Science',
    course: 'Data Science with Python',
    statuses: [
      { status: 'Interested', note: 'Asked for EMI options' },
      { status: 'Information Sent', note: 'Brochure and EMI plans sent on WhatsApp' },
    ],
    daysAgo: 3,
  },
  {
    name: 'Vikram Singh',
    phone: '9812345670',
    email: 'vikram.singh@rediffmail.com',
    education: 'Diploma',
    course: 'AWS Cloud Practitioner to Solutions Architect',
    statuses: [
      { status: 'First Call Attempted', note: 'Busy' },
      { status: 'Not Engage', note: 'Not responding after three calls' },
    ],
    daysAgo: 9,
  },
  {
    name: 'Ananya Das',
    phone: '9830098300',
    email: 'ananya.das@gmail.com',
    education: 'BCA',
    course: 'UI/UX Design Professional Course',
    statuses: [
      { status: 'Interested', note: 'Comparing with another institute' },
      { status: 'Course Fee Issue', note: 'Budget is ₹20,000; offered scholarship test' },
    ],
    daysAgo: 6,
  },
  {
    name: 'Karthik Reddy',
    phone: '9866012345',
    email: 'karthik.reddy@gmail.com',
    education: 'B.Tech',
    course: 'DevOps Engineering with Docker and Kubernetes',
    statuses: [
      { status: 'Interested', note: 'Working at a startup' },
      { status: 'Information Sent', note: 'Syllabus sent' },
      { status: 'Closed', note: 'Enrolled in the December batch' },
    ],
    daysAgo: 14,
  },
  {
    name: 'Meera Joshi',
    phone: '9922334455',
    email: 'meera.joshi@gmail.com',
    education: 'M.Com',
    course: 'Digital Marketing Masterclass',
    statuses: [],
    daysAgo: 0,
  },
  {
    name: 'Imran Khan',
    phone: '9819988776',
    email: 'imran.khan@hotmail.com',
    education: 'B.E.',
    course: 'Certified Ethical Hacking Bootcamp',
    statuses: [{ status: 'First Call Attempted', note: 'Asked to call on Monday' }],
    daysAgo: 4,
  },
  {
    name: 'Divya Menon',
    phone: '9747012345',
    email: 'divya.menon@gmail.com',
    education: 'B.A. English',
    course: 'Any evening course in design',
    statuses: [{ status: 'Information Sent', note: 'Shared UI/UX and Graphic Design options' }],
    daysAgo: 5,
  },
  {
    name: 'Harpreet Kaur',
    phone: '9876123450',
    email: 'harpreet.kaur@gmail.com',
    education: 'BBA',
    course: 'Performance Marketing and Growth Hacking',
    statuses: [],
    daysAgo: 1,
  },
  {
    name: 'Siddharth Rao',
    phone: '9880011223',
    email: 'siddharth.rao@gmail.com',
    education: 'B.Tech',
    course: 'Java Full Stack Developer Programme',
    statuses: [
      { status: 'Interested', note: 'Final-year student' },
      { status: 'Course Fee Issue', note: 'Waiting for parents to confirm' },
    ],
    daysAgo: 8,
  },
  {
    name: 'Neha Agarwal',
    phone: '9829012345',
    email: 'neha.agarwal@gmail.com',
    education: 'MCA',
    course: 'Data Science with Python',
    statuses: [{ status: 'Closed', note: 'Joined through a referral' }],
    daysAgo: 20,
  },
  {
    name: 'Arjun Pillai',
    phone: '9995012345',
    email: 'arjun.pillai@gmail.com',
    course: 'AWS Cloud Practitioner to Solutions Architect',
    statuses: [{ status: 'First Call Attempted', note: 'Switched off' }],
    daysAgo: 2,
  },
  {
    name: 'Fatima Sheikh',
    phone: '9821234567',
    email: 'fatima.sheikh@gmail.com',
    education: '12th pass',
    course: 'Graphic Design for Social Media',
    statuses: [{ status: 'Not Engage', note: 'Course discontinued; suggested UI/UX' }],
    daysAgo: 12,
  },
];
