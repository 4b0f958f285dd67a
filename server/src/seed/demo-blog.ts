import type { Rgb } from './png-image.ts';

/** The demo blog: categories, topics, posts (one of them scheduled) and a few comments. */

export const DEMO_BLOG_CATEGORIES: { name: string; slug: string; description: string; colours: [Rgb, Rgb] }[] = [
  {
    name: 'Career Guidance',
    slug: 'career-guidance',
    description: 'Finding, preparing for and growing in your first tech job.',
    colours: [
      [32, 84, 147],
      [92, 190, 208],
    ],
  },
  {
    name: 'Web Development',
    slug: 'web-development',
    description: 'Building for the web, from HTML to production.',
    colours: [
      [46, 125, 50],
      [197, 225, 165],
    ],
  },
  {
    name: 'Data & AI',
    slug: 'data-and-ai',
    description: 'Data analysis, machine learning and working with AI tools.',
    colours: [
      [94, 53, 177],
      [244, 143, 177],
    ],
  },
  {
    name: 'Design',
    slug: 'design',
    description: 'UI, UX and the craft of making products people enjoy.',
    colours: [
      [230, 81, 0],
      [255, 213, 79],
    ],
  },
  {
    name: 'Learning Tips',
    slug: 'learning-tips',
    description: 'Study habits that make online courses stick.',
    colours: [
      [0, 105, 92],
      [128, 203, 196],
    ],
  },
];

export const DEMO_BLOG_TOPICS: { name: string; description: string }[] = [
  { name: 'Interviews', description: 'Technical and HR rounds.' },
  { name: 'Resumes', description: 'CVs, portfolios and profiles.' },
  { name: 'JavaScript', description: 'The language of the web.' },
  { name: 'Python', description: 'From scripts to data science.' },
  { name: 'Machine Learning', description: 'Models, data and evaluation.' },
  { name: 'UI/UX', description: 'Interfaces and user research.' },
  { name: 'Study Habits', description: 'Focus, practice and revision.' },
  { name: 'Cloud', description: 'Deploying and running software.' },
];

export interface DemoSection {
  heading: string;
  paragraphs: string[];
  list?: { ordered: boolean; items: string[] };
  code?: { language: string; text: string };
  quote?: string;
  table?: string[][];
}

export interface DemoPost {
  title: string;
  slug: string;
  metaDescription: string;
  author: string;
  categories: string[];
  topics: string[];
  intro: string;
  sections: DemoSection[];
  /** Shows its cover again inside the article, as a figure. */
  inlineImage?: boolean;
  /** Goes live this many days after seeding (at 09:00 India time) instead of being published already. */
  scheduledInDays?: number;
}

export const DEMO_BLOG_POSTS: DemoPost[] = [
  {
    title: 'How to Crack Your First Tech Interview',
    slug: 'how-to-crack-your-first-tech-interview',
    metaDescription: 'A step-by-step plan for freshers: what interviewers look for, how to practise and what to say.',
    author: 'Asha Rao',
    categories: ['Career Guidance'],
    topics: ['Interviews'],
    intro:
      'Your first technical interview feels like an exam you cannot study for. It is not. Interviewers follow a pattern, and once you know it you can prepare for every round with purpose.',
    sections: [
      {
        heading: 'What interviewers actually check',
        paragraphs: [
          'Most panels score four things: how you understand the problem, how you break it down, how clearly you communicate and whether your code works. A perfect answer delivered in silence scores lower than a good answer explained well.',
        ],
        list: {
          ordered: false,
          items: ['Ask clarifying questions', 'Think out loud', 'Start simple, then improve', 'Test with examples'],
        },
      },
      {
        heading: 'A four-week plan',
        paragraphs: ['Spend an hour a day. Consistency beats weekend marathons.'],
        table: [
          ['Week', 'Focus'],
          ['1', 'Arrays, strings and hashing'],
          ['2', 'Recursion and sorting'],
          ['3', 'Trees and graphs'],
          ['4', 'Mock interviews'],
        ],
      },
      {
        heading: 'On the day',
        paragraphs: [
          'Arrive early, keep water nearby and remember that a stuck moment is normal. Say what you are trying; interviewers often nudge candidates who keep talking.',
        ],
        quote: 'The candidate who explains a half-finished idea beats the one who waits for a perfect one.',
      },
    ],
    inlineImage: true,
  },
  {
    title: 'Writing a Resume That Gets Shortlisted',
    slug: 'writing-a-resume-that-gets-shortlisted',
    metaDescription:
      'Recruiters spend seconds on a resume. Here is how to make those seconds count, with a simple one-page layout.',
    author: 'Vikram Mehta',
    categories: ['Career Guidance'],
    topics: ['Resumes'],
    intro:
      'A resume is not your life story; it is an advertisement for an interview. Every line should make a recruiter want to talk to you.',
    sections: [
      {
        heading: 'One page, four blocks',
        paragraphs: ['Keep to one page until you have several years of experience.'],
        list: { ordered: true, items: ['Headline and contacts', 'Skills', 'Projects', 'Education'] },
      },
      {
        heading: 'Projects speak louder than courses',
        paragraphs: [
          'List two or three projects with a line on the problem, your role and the result. Link the code and a live demo wherever you can.',
        ],
      },
    ],
  },
  {
    title: 'JavaScript Promises Explained with Everyday Examples',
    slug: 'javascript-promises-explained',
    metaDescription:
      'Promises, async and await explained with food orders and cab bookings, plus the mistakes beginners make.',
    author: 'Neha Kapoor',
    categories: ['Web Development'],
    topics: ['JavaScript'],
    intro:
      'Ordering food online is asynchronous: you place the order and carry on with your day until it arrives. Promises let your code work the same way.',
    sections: [
      {
        heading: 'A promise is a receipt',
        paragraphs: ['It stands for a value you will have later: the food arrives, or the order is cancelled.'],
        code: {
          language: 'js',
          text: "const order = placeOrder('paneer tikka');\norder.then((food) => eat(food)).catch(() => cookAtHome());",
        },
      },
      {
        heading: 'async and await read like a recipe',
        paragraphs: ['The same flow, written top to bottom:'],
        code: {
          language: 'js',
          text: "async function dinner() {\n  try {\n    const food = await placeOrder('paneer tikka');\n    eat(food);\n  } catch {\n    cookAtHome();\n  }\n}",
        },
      },
      {
        heading: 'Common mistakes',
        paragraphs: ['Most bugs come from forgetting that a promise is not the value itself.'],
        list: {
          ordered: false,
          items: ['Forgetting to return a promise', 'Using await inside forEach', 'Swallowing errors'],
        },
      },
    ],
    inlineImage: true,
  },
  {
    title: 'Build and Deploy Your First Full Stack App',
    slug: 'build-and-deploy-your-first-full-stack-app',
    metaDescription:
      'From an idea to a live URL: a small notes app with React, Node.js and a cloud database, deployed in a weekend.',
    author: 'Rahul Iyer',
    categories: ['Web Development'],
    topics: ['JavaScript', 'Cloud'],
    intro:
      'Nothing teaches like shipping. This weekend project walks you from an empty folder to a link you can share.',
    sections: [
      {
        heading: 'Pick a small idea',
        paragraphs: ['A notes app is perfect: create, list, edit and delete cover everything a real product does.'],
      },
      {
        heading: 'The stack',
        paragraphs: ['Keep it boring and well documented.'],
        table: [
          ['Layer', 'Choice'],
          ['Front end', 'React'],
          ['API', 'Node.js with Express'],
          ['Database', 'PostgreSQL'],
          ['Hosting', 'Any free tier cloud'],
        ],
      },
      {
        heading: 'Deploy early',
        paragraphs: [
          'Deploy the empty app on day one. Every later change then goes live the same way, and you never face a scary big-bang launch.',
        ],
      },
    ],
  },
  {
    title: 'Python for Data Analysis: Where to Start',
    slug: 'python-for-data-analysis-where-to-start',
    metaDescription:
      'The minimum Python you need for data analysis, the libraries that matter and a first project idea.',
    author: 'Meera Shah',
    categories: ['Data & AI'],
    topics: ['Python'],
    intro:
      'You do not need to master Python before analysing data. A small core of the language and two libraries take you surprisingly far.',
    sections: [
      {
        heading: 'The core you need',
        paragraphs: ['Variables, lists, dictionaries, loops and functions. That is enough to start.'],
      },
      {
        heading: 'Meet pandas',
        paragraphs: ['pandas turns a spreadsheet into something you can question with code.'],
        code: {
          language: 'python',
          text: "import pandas as pd\nsales = pd.read_csv('sales.csv')\nprint(sales.groupby('city')['amount'].sum())",
        },
      },
      {
        heading: 'A first project',
        paragraphs: [
          'Download your city’s rainfall data and find the wettest month of each year. Small, real questions keep you motivated.',
        ],
      },
    ],
    inlineImage: true,
  },
  {
    title: 'Machine Learning Without the Jargon',
    slug: 'machine-learning-without-the-jargon',
    metaDescription:
      'What machine learning really is, explained with cricket scores and house prices rather than equations.',
    author: 'Meera Shah',
    categories: ['Data & AI'],
    topics: ['Machine Learning', 'Python'],
    intro:
      'Machine learning is pattern finding. Show a program enough examples with answers, and it learns to guess answers for new examples.',
    sections: [
      {
        heading: 'Examples in, predictions out',
        paragraphs: [
          'Give a model past house sales with size, location and price, and it learns to estimate the price of a house it has never seen.',
        ],
      },
      {
        heading: 'Three kinds of learning',
        paragraphs: ['Most problems fit one of these.'],
        list: {
          ordered: false,
          items: [
            'Supervised: examples come with answers',
            'Unsupervised: find groups without answers',
            'Reinforcement: learn by trial and reward',
          ],
        },
      },
      {
        heading: 'How good is good?',
        paragraphs: ['Always test on data the model has not seen; a model that memorises is not a model that learns.'],
        quote: 'A model is only as good as the data you test it on.',
      },
    ],
  },
  {
    title: 'Using AI Assistants to Learn Faster, Not Lazier',
    slug: 'using-ai-assistants-to-learn-faster',
    metaDescription:
      'How to use AI chat tools as a study partner that explains and quizzes you, without letting it think for you.',
    author: 'Asha Rao',
    categories: ['Data & AI', 'Learning Tips'],
    topics: ['Study Habits', 'Machine Learning'],
    intro:
      'AI assistants can explain a concept five ways in a minute. Used well, they are the patient tutor everyone wished for.',
    sections: [
      {
        heading: 'Ask for explanations, not answers',
        paragraphs: [
          'Paste your attempt and ask where your reasoning goes wrong, rather than asking for the solution.',
        ],
      },
      {
        heading: 'Let it quiz you',
        paragraphs: ['After a lesson, ask for five questions on it and answer them without notes.'],
        list: { ordered: true, items: ['Study the lesson', 'Ask for a quiz', 'Answer from memory', 'Review the gaps'] },
      },
    ],
  },
  {
    title: 'UI vs UX: What Is the Difference?',
    slug: 'ui-vs-ux-what-is-the-difference',
    metaDescription:
      'UI is how a product looks, UX is how it works for people. A plain comparison and what each role does daily.',
    author: 'Kavya Nair',
    categories: ['Design'],
    topics: ['UI/UX'],
    intro: 'The two terms are often used together, but they describe different work and different jobs.',
    sections: [
      {
        heading: 'Side by side',
        paragraphs: ['A quick comparison:'],
        table: [
          ['', 'UI design', 'UX design'],
          ['Question', 'How does it look?', 'Does it work for people?'],
          ['Tools', 'Figma, style guides', 'Interviews, journeys, tests'],
          ['Output', 'Screens and components', 'Flows and findings'],
        ],
      },
      {
        heading: 'Which one suits you?',
        paragraphs: [
          'If you love colour, type and detail, start with UI. If you love asking why people do what they do, start with UX.',
        ],
      },
    ],
    inlineImage: true,
  },
  {
    title: 'Five Design Principles Every Developer Should Know',
    slug: 'five-design-principles-for-developers',
    metaDescription:
      'Alignment, contrast, spacing, hierarchy and consistency: small rules that make any interface look professional.',
    author: 'Kavya Nair',
    categories: ['Design', 'Web Development'],
    topics: ['UI/UX'],
    intro:
      'You do not need to be a designer to build interfaces that look considered. Five principles do most of the work.',
    sections: [
      {
        heading: 'The five',
        paragraphs: ['Apply them one at a time to a page you built last month.'],
        list: {
          ordered: true,
          items: [
            'Alignment: line things up',
            'Contrast: make the important stand out',
            'Spacing: let elements breathe',
            'Hierarchy: one clear first thing to read',
            'Consistency: same thing, same look',
          ],
        },
      },
      {
        heading: 'A quick exercise',
        paragraphs: [
          'Take a screenshot of your page, squint at it and ask what you see first. That is your hierarchy.',
        ],
      },
    ],
  },
  {
    title: 'The Pomodoro Method for Online Learners',
    slug: 'pomodoro-method-for-online-learners',
    metaDescription:
      'Twenty-five minutes of focus, five of rest: how to adapt the Pomodoro method to video lessons and practice.',
    author: 'Vikram Mehta',
    categories: ['Learning Tips'],
    topics: ['Study Habits'],
    intro:
      'Online courses compete with every notification on your phone. Short, timed blocks of focus are the simplest defence.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: [
          'Set a timer for 25 minutes, work on one thing, then rest for five. After four rounds, take a longer break.',
        ],
      },
      {
        heading: 'Adapting it to video lessons',
        paragraphs: ['Watch one lesson per block, then use the next block to practise what it taught.'],
        quote: 'Watching is not learning. Doing is.',
      },
    ],
  },
  {
    title: 'How to Stay Consistent with an Online Course',
    slug: 'how-to-stay-consistent-with-an-online-course',
    metaDescription:
      'Most learners stop in week three. Routines, study buddies and small wins that carry you to the certificate.',
    author: 'Neha Kapoor',
    categories: ['Learning Tips', 'Career Guidance'],
    topics: ['Study Habits'],
    intro:
      'Starting a course is exciting. Week three is where most people quietly stop. Plan for week three from day one.',
    sections: [
      {
        heading: 'Make it a routine',
        paragraphs: ['Same time, same place, every day. A routine removes the daily decision to study.'],
      },
      {
        heading: 'Find a study buddy',
        paragraphs: ['Telling someone what you will finish this week doubles the chance you actually do.'],
        list: { ordered: false, items: ['Share weekly goals', 'Review each other’s projects', 'Celebrate small wins'] },
      },
    ],
  },
  {
    title: 'Cloud Basics for Beginners: What Happens When You Deploy',
    slug: 'cloud-basics-for-beginners',
    metaDescription:
      'Servers, containers and managed databases in plain words, and what actually happens when you click deploy.',
    author: 'Rahul Iyer',
    categories: ['Web Development'],
    topics: ['Cloud'],
    intro:
      '“The cloud” is someone else’s computers, rented by the minute. Knowing what happens on them makes you a better developer.',
    sections: [
      {
        heading: 'From your laptop to a data centre',
        paragraphs: ['Deploying means packaging your code, copying it to a server and starting it there.'],
        code: { language: 'bash', text: 'docker build -t notes-app .\ndocker run -p 3000:3000 notes-app' },
      },
      {
        heading: 'Managed services',
        paragraphs: ['Let the provider run the database and backups; spend your time on your product.'],
      },
    ],
  },
  {
    title: 'Preparing for Campus Placements in 90 Days',
    slug: 'preparing-for-campus-placements-in-90-days',
    metaDescription: 'A 90-day plan for aptitude, coding rounds, group discussions and HR interviews, week by week.',
    author: 'Asha Rao',
    categories: ['Career Guidance'],
    topics: ['Interviews', 'Resumes'],
    intro: 'Placement season rewards steady preparation. Here is a 90-day plan that fits around your classes.',
    sections: [
      {
        heading: 'The plan',
        paragraphs: ['Three months, three phases.'],
        table: [
          ['Days', 'Focus'],
          ['1-30', 'Aptitude and one programming language'],
          ['31-60', 'Data structures and projects'],
          ['61-90', 'Mock interviews and group discussions'],
        ],
      },
    ],
    scheduledInDays: 3,
  },
];

/** Comments on the demo posts: a learner's (shown), visitors' approved and waiting ones. */
export const DEMO_BLOG_COMMENTS: {
  post: string;
  name: string;
  email: string | null;
  comment: string;
  status: 'approved' | 'pending';
  byLearner?: boolean;
}[] = [
  {
    post: 'how-to-crack-your-first-tech-interview',
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    comment: 'The four-week plan is exactly what I needed. Starting today!',
    status: 'approved',
  },
  {
    post: 'how-to-crack-your-first-tech-interview',
    name: 'The demo learner',
    email: null,
    comment: 'Thinking out loud helped me a lot in my last mock interview.',
    status: 'approved',
    byLearner: true,
  },
  {
    post: 'javascript-promises-explained',
    name: 'Arjun Verma',
    email: 'arjun.verma@example.com',
    comment: 'Finally understood why await inside forEach does not wait. Thanks!',
    status: 'approved',
  },
  {
    post: 'javascript-promises-explained',
    name: 'Sneha Patil',
    email: 'sneha.patil@example.com',
    comment: 'Could you write a follow-up on Promise.all and Promise.race?',
    status: 'pending',
  },
  {
    post: 'pomodoro-method-for-online-learners',
    name: 'Karan Singh',
    email: 'karan.singh@example.com',
    comment: 'Watching is not learning, doing is. Putting that on my wall.',
    status: 'pending',
  },
  {
    post: 'ui-vs-ux-what-is-the-difference',
    name: 'Fatima Khan',
    email: 'fatima.khan@example.com',
    comment: 'Clear comparison. The table made it click for me.',
    status: 'approved',
  },
];
