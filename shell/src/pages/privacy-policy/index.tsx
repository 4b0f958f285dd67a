import { COMPANY, LEGAL_EFFECTIVE_DATE, MINIMUM_AGE } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { Link } from 'react-router-dom';
import {
  LegalDocument,
  type LegalSection,
  type LegalText,
  loadOnce,
  useLegalText,
} from '../../components/legal-document.tsx';

export const PRIVACY_TITLE = 'Privacy Policy';

const legalName = COMPANY.address.split(',')[0];
const privacyEmail = COMPANY.emails[0];

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      `${legalName} ("${COMPANY.name}", "we") runs this online skill-training platform and decides how your personal data is used for it. We act as a Data Fiduciary under the Digital Personal Data Protection Act, 2023 and follow the Information Technology Act, 2000 and the rules made under it.`,
    ],
  },
  {
    id: 'age',
    heading: 'Who our services are for',
    paragraphs: [
      `Our services are for people aged ${MINIMUM_AGE} and above. If you are under 18, you may use them only with the verifiable consent of a parent or legal guardian, who agrees to this policy for you; we do not track, profile or target advertising at anyone under 18. We do not knowingly collect data from children under ${MINIMUM_AGE}: if we learn that we have, we delete it.`,
    ],
  },
  {
    id: 'data-we-collect',
    heading: 'Data we collect',
    items: [
      'Account data: your name, e-mail address, password (stored only as a one-way hash, never readable by us) and, if you add one, a profile picture.',
      'Enquiry and contact data: name, phone number, e-mail, education, the course you are interested in and whether you agree to hear from us on WhatsApp.',
      'Learning data: the courses you enrol in, your progress, notes, ratings, questions, comments and certificates.',
      'Payment data: order number, amount, status and the payment reference from Razorpay. Card numbers, CVV, UPI PIN and bank credentials are handled by Razorpay and never reach us.',
      'Training programme data (when your institution enrols you): name, date of birth, contact details, institution and programme.',
      'Technical data: IP address, device and browser type, pages visited and error logs, collected when you use the platform.',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How we use your data',
    items: [
      'To create and secure your account, verify your e-mail address and sign you in.',
      'To deliver the courses you buy, track your progress, issue and verify certificates and answer your questions.',
      'To take payments through Razorpay, send receipts and handle refunds.',
      'To reply to your enquiries and, only if you opted in, to send you course information on WhatsApp. You can opt out at any time.',
      'To keep the platform safe: preventing fraud, abuse and unauthorised access, and investigating errors.',
      'To meet our legal duties, such as tax, accounting and responding to lawful requests from authorities.',
    ],
    after: [
      'We process your data on the basis of the consent you give when you sign up, enquire or buy, and for the legitimate uses the law allows (such as meeting legal obligations). We do not sell your personal data.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    items: [
      'Razorpay, to process payments.',
      'Service providers that host our platform, store files and videos, and send e-mail and WhatsApp messages for us, bound by contract to use the data only on our instructions and to keep it secure.',
      'Your institution, for training programmes it enrolled you in (your application status and certificate).',
      'Government or law-enforcement authorities, when Indian law requires us to.',
    ],
    after: [
      'Some providers may store data outside India. When they do, we use only countries the Government of India has not restricted, and require the same protection as in India.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    paragraphs: [
      'We use only what the platform needs to work. Your sign-in is kept in your browser: in local storage for learners, and in session storage for administrator accounts, which is cleared when the browser closes. A secure, http-only cookie keeps your session renewed, and is sent only to our sign-in service. We do not use advertising or cross-site tracking cookies.',
      'If live chat is switched on for our public pages, the chat provider may set its own cookies to keep your conversation; it is not loaded on the dashboard or the sign-in pages. You can clear cookies and site data from your browser settings at any time; you will then be signed out.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep data',
    items: [
      'Account and learning data: while your account is active, and for up to 3 years after your last activity or until you ask us to delete it, whichever is sooner.',
      'Payment and invoice records: 8 years, as Indian tax and company law require.',
      'Enquiries: up to 2 years after our last contact with you.',
      'Security logs: 180 days, as required by CERT-In directions.',
    ],
    after: ['When data is no longer needed, we delete it or make it anonymous.'],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    paragraphs: [
      'Data travels over encrypted connections (HTTPS). Passwords are hashed with a modern algorithm, sign-in tokens are short-lived, staff access is limited by role and permission, and access to systems is logged. No system is perfectly secure; if a breach affects you, we will tell you and the Data Protection Board of India as the law requires.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    items: [
      'See a summary of the personal data we hold about you and how we use it.',
      'Have inaccurate or incomplete data corrected, and outdated data deleted.',
      'Withdraw your consent; this does not affect what was done before, but we may then be unable to provide some services.',
      'Nominate another person to exercise these rights if you die or become unable to.',
      'Raise a grievance with us, and then with the Data Protection Board of India.',
    ],
    after: [
      <>
        To use any of these rights, write to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> from the e-mail
        address of your account. We reply within 30 days.
      </>,
    ],
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance officer',
    paragraphs: [
      <>
        Our Grievance Officer handles complaints about your personal data. Write to{' '}
        <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> with the subject "Privacy grievance". We acknowledge every
        complaint within 48 hours and resolve it within one month of receiving it.
      </>,
    ],
    contact: true,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      <>
        We will post any change here with its effective date and tell you of significant changes by e-mail or on the
        platform before they apply. Please also read our <Link to={routeTo('terms')}>Terms and Conditions</Link>.
      </>,
    ],
  },
];

const english: LegalText = {
  title: PRIVACY_TITLE,
  effective: `Effective from ${LEGAL_EFFECTIVE_DATE}`,
  intro: [
    `This policy explains what personal data ${COMPANY.name} collects when you use our website and courses, why, who we share it with and the choices you have.`,
  ],
  sections: SECTIONS,
  phone: 'Phone',
  email: 'E-mail',
};

const hindi = loadOnce(() => import('./privacy-hi.tsx').then((module) => module.privacyHi));

export function PrivacyPolicyPage() {
  return <LegalDocument text={useLegalText(english, hindi)} />;
}
