import type { ContactGender, TemplateValues } from '@skillhub/shared/schemas/whatsapp';

/**
 * The demo WhatsApp data: 200 contacts with Indian names and numbers (some opted out, a few on numbers that are
 * not on WhatsApp), three approved templates, and one broadcast already delivered.
 */

const FIRST_NAMES: [string, ContactGender][] = [
  ['Aarav', 'Male'],
  ['Ananya', 'Female'],
  ['Vivaan', 'Male'],
  ['Diya', 'Female'],
  ['Aditya', 'Male'],
  ['Ishita', 'Female'],
  ['Arjun', 'Male'],
  ['Kavya', 'Female'],
  ['Rohan', 'Male'],
  ['Meera', 'Female'],
  ['Sai', 'Male'],
  ['Pooja', 'Female'],
  ['Karthik', 'Male'],
  ['Lakshmi', 'Female'],
  ['Imran', 'Male'],
  ['Fatima', 'Female'],
  ['Harpreet', 'Male'],
  ['Simran', 'Female'],
  ['Suresh', 'Male'],
  ['Nandini', 'Female'],
  ['Rahul', 'Male'],
  ['Sneha', 'Female'],
  ['Vikram', 'Male'],
  ['Priya', 'Female'],
  ['Gaurav', 'Male'],
  ['Anjali', 'Female'],
  ['Manoj', 'Male'],
  ['Revathi', 'Female'],
  ['Joseph', 'Male'],
  ['Shabnam', 'Female'],
  ['Tenzin', 'Others'],
];

const LAST_NAMES = [
  'Sharma',
  'Patel',
  'Reddy',
  'Iyer',
  'Nair',
  'Singh',
  'Khan',
  'Das',
  'Banerjee',
  'Kulkarni',
  'Deshpande',
  'Menon',
  'Gupta',
  'Chowdhury',
  'Pillai',
  'Rao',
  'Joshi',
  'Mishra',
  'Fernandes',
  'Gill',
  'Yadav',
  'Hegde',
  'Bose',
];

const OCCUPATIONS = ['Student', 'Farmer', 'Teacher', 'Shopkeeper', 'Nurse', 'Electrician', 'Tailor', 'Homemaker'];

const PLACES = [
  'Kothrud, Pune, Maharashtra',
  'Madhapur, Hyderabad, Telangana',
  'Jayanagar, Bengaluru, Karnataka',
  'Salt Lake, Kolkata, West Bengal',
  'Adyar, Chennai, Tamil Nadu',
  'Navrangpura, Ahmedabad, Gujarat',
  'Gomti Nagar, Lucknow, Uttar Pradesh',
  'Kakkanad, Kochi, Kerala',
  'Sector 17, Chandigarh',
  null,
];

export const DEMO_CONTACT_COUNT = 200;

/** Indexes of contacts whose numbers end in 000: the sandbox (and this demo) treats them as not on WhatsApp. */
export const DEMO_UNDELIVERABLE = new Set([17, 93, 161]);

export interface DemoContact {
  name: string;
  number: string;
  age: number | null;
  gender: ContactGender | null;
  address: string | null;
  occupation: string | null;
  optedIn: boolean;
  /** Opted out: by a STOP reply, or staff on the contact's request. */
  optOutSource: 'Reply' | 'Staff' | null;
  /** Hours since the contact last wrote to the business; null: never. */
  lastInboundHoursAgo: number | null;
}

export function demoContacts(): DemoContact[] {
  return Array.from({ length: DEMO_CONTACT_COUNT }, (_, i) => {
    const [first, gender] = FIRST_NAMES[i % FIRST_NAMES.length] ?? ['Asha', 'Female'];
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Rao';
    const optedOut = i % 16 === 5 || i % 24 === 8;
    const number = DEMO_UNDELIVERABLE.has(i)
      ? `9198${String(100 + i).padStart(5, '0')}000`
      : `91${9_800_000_000 + (i + 1) * 1_001}`;
    return {
      name: `${first} ${last}`,
      number,
      age: i % 9 === 4 ? null : 18 + ((i * 13) % 40),
      gender: i % 11 === 3 ? null : gender,
      address: PLACES[i % PLACES.length] ?? null,
      occupation: DEMO_UNDELIVERABLE.has(i)
        ? 'Student'
        : i % 13 === 6
          ? null
          : (OCCUPATIONS[i % OCCUPATIONS.length] ?? null),
      optedIn: !optedOut,
      optOutSource: optedOut ? (i % 32 === 5 ? 'Reply' : 'Staff') : null,
      lastInboundHoursAgo: i % 10 === 2 ? 1 + (i % 20) : i % 10 === 7 ? 30 + i : null,
    };
  });
}

/** What a contact who wrote in said (their latest message). */
export const DEMO_REPLIES = [
  'Hi, please share the batch timings for the next course.',
  'Is there a weekend batch?',
  'Thank you, I will come on Monday.',
  'What documents do I need for admission?',
  'Can I pay the fee in two parts?',
];

export const DEMO_TEMPLATES: (TemplateValues & { providerId: string })[] = [
  {
    providerId: '900000000000001',
    name: 'course_enrolment_open',
    language: 'en',
    category: 'Marketing',
    header: { format: 'TEXT', text: 'New batch: {{1}}', example: 'Tally with GST' },
    body: 'Hello {{1}}, admissions for our {{2}} course are open. Classes start on {{3}}. Reply STOP to stop these messages.',
    bodyExamples: ['Asha', 'Tally with GST', '1 July'],
    footer: 'Skillhub Skill Centre',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Interested' },
      { type: 'QUICK_REPLY', text: 'Not now' },
    ],
  },
  {
    providerId: '900000000000002',
    name: 'class_reminder',
    language: 'en',
    category: 'Utility',
    header: { format: 'NONE' },
    body: 'Hi {{1}}, a reminder that your {{2}} class is tomorrow at {{3}}. Please carry your ID card.',
    bodyExamples: ['Rohan', 'Electrician', '10 AM'],
    footer: undefined,
    buttons: [],
  },
  {
    providerId: '900000000000003',
    name: 'certificate_ready',
    language: 'en',
    category: 'Utility',
    header: { format: 'NONE' },
    body: 'Congratulations {{1}}! Your certificate is ready. Collect it from the centre or download it from your account.',
    bodyExamples: ['Meera'],
    footer: 'Skillhub Skill Centre',
    buttons: [{ type: 'URL', text: 'Download', url: 'https://skillhub.example.in/certificate' }],
  },
];

/** The demo broadcast: the enrolment template to every Student, sent two days ago. */
export const DEMO_BROADCAST = {
  template: 'course_enrolment_open',
  filter: { occupation: 'Student' },
  /** {{1}} the contact's name; {{2}} and {{3}} typed for everyone; the header's {{1}} typed. */
  headerValue: 'Tally with GST',
  bodyValues: (name: string) => [name, 'Tally with GST', '1 July'],
  sentHoursAgo: 48,
};
