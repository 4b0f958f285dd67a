import { COMPANY, COURSE_VALIDITIES, LEGAL_EFFECTIVE_DATE, MINIMUM_AGE } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { Link } from 'react-router-dom';
import {
  LegalDocument,
  type LegalSection,
  type LegalText,
  loadOnce,
  useLegalText,
} from '../../components/legal-document.tsx';

export const TERMS_TITLE = 'Terms and Conditions';

const legalName = COMPANY.address.split(',')[0];

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    heading: 'About these terms',
    paragraphs: [
      `These terms are an agreement between you and ${legalName} ("${COMPANY.name}", "we", "us"), which runs this website and its online courses. By creating an account, enrolling in a course or otherwise using the platform you accept these terms and our Privacy Policy. If you do not agree, please do not use the platform.`,
      'These terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not need a physical or digital signature.',
    ],
  },
  {
    id: 'eligibility',
    heading: 'Who may use the platform',
    paragraphs: [
      `The platform is meant for people aged ${MINIMUM_AGE} and above. If you are under 18, you may use it only with the consent and supervision of a parent or legal guardian, who must make any purchase and accepts these terms on your behalf.`,
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    items: [
      'Give your real name and an e-mail address you control; we use it to verify your account and to reach you about your courses.',
      'Keep your password secret. An account is for one person: sharing login details or a course with others is not allowed.',
      'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      'We may suspend or close an account that breaks these terms, after telling you why where the law allows.',
    ],
  },
  {
    id: 'courses',
    heading: 'Courses and access',
    items: [
      'Each course page states its language, mode (online, offline or hybrid), syllabus, price and access period before you pay.',
      `Access periods are offered as ${COURSE_VALIDITIES.join(', ')}. The period starts on the day your enrolment is confirmed. "LifeTime" means for as long as ${COMPANY.name} offers the course on the platform; if we ever withdraw a course, we will give you at least 30 days' notice to finish it.`,
      'We keep courses current, so lectures and materials may be updated, reordered or replaced. We will not remove content in a way that takes away the substance of what you paid for.',
      'Offline and hybrid batches run on the schedule announced for the batch. If we must reschedule a batch, you may move to another batch or ask for a refund of the unused part.',
    ],
  },
  {
    id: 'payments',
    heading: 'Prices and payments',
    items: [
      'Prices are in Indian Rupees (INR) and include applicable Goods and Services Tax (GST) unless the course page says otherwise.',
      'Payments are processed by Razorpay Software Private Limited, a payment aggregator authorised by the Reserve Bank of India, using UPI, cards, net banking or wallets. Your card, UPI PIN and bank details go directly to Razorpay; we never see or store them.',
      'Your enrolment is confirmed only when Razorpay confirms the payment to us. If money leaves your account but the payment is not confirmed, it is reversed to you by your bank or Razorpay, usually within 5 to 7 working days.',
      'A discount or offer applies only during its stated period and cannot be exchanged for cash.',
    ],
  },
  {
    id: 'refunds',
    heading: 'Cancellations and refunds',
    items: [
      'You may ask for a full refund within 7 days of purchase of an online course, provided you have viewed no more than 20% of its content and have not received its certificate.',
      'For offline or hybrid batches, you may cancel for a full refund up to 7 days before the batch starts; after that, refunds are pro rata for sessions not yet held.',
      'To ask for a refund, write to us from the e-mail address of your account with the order details. Approved refunds go back to the original payment method within 7 working days of approval; your bank may take a few more days to show it.',
      'Access to the course ends when a refund is made. Nothing in these terms takes away a refund you are owed under the Consumer Protection Act, 2019.',
    ],
  },
  {
    id: 'certificates',
    heading: 'Certificates',
    paragraphs: [
      'Where a course or training programme offers a certificate, it is issued when you meet the completion criteria stated for it. Certificates can be checked by anyone on our certificate verification page. We may withdraw a certificate that was obtained by cheating or by false information.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    paragraphs: [
      `All course videos, notes, quizzes, designs, text and software on the platform belong to ${COMPANY.name} or its instructors and licensors and are protected by the Copyright Act, 1957 and other laws.`,
      'Buying a course gives you a personal, non-exclusive, non-transferable licence to watch and use it for your own learning during the access period. You may not download (except where a download button is provided), record, copy, share, sell, rent, publish or stream course content, or use it to train or run a competing service.',
    ],
  },
  {
    id: 'conduct',
    heading: 'Acceptable conduct',
    items: [
      'Be respectful in questions, comments and reviews: no abuse, harassment, hate speech, obscene or defamatory content, and no spam or advertising.',
      'Do not impersonate anyone, cheat in assessments, or help others to.',
      'Do not try to break, overload, scrape or reverse-engineer the platform, get around its access controls or payment, or upload malicious code.',
      'Follow the law, including the Information Technology Act, 2000 and the rules made under it.',
    ],
    after: [
      'We may remove content that breaks these rules and, for serious or repeated breaches, suspend the account without refund, in addition to any remedy the law allows.',
    ],
  },
  {
    id: 'your-content',
    heading: 'What you post',
    paragraphs: [
      'Notes you keep are private to you. Questions, comments and ratings you post stay yours, but you allow us to host, show and moderate them on the platform for as long as the course runs. You confirm you have the right to post them.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'What we do not promise',
    paragraphs: [
      'Our courses teach skills; they do not guarantee a job, a placement, an interview, a salary or any income. Any career support we offer is on a best-effort basis.',
      'We work to keep the platform available and correct, but it may sometimes be interrupted for maintenance or for reasons outside our control.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    paragraphs: [
      `To the extent the law allows, ${COMPANY.name} is not liable for indirect or consequential loss, such as loss of income or opportunity, and our total liability to you for any claim about a course is limited to the amount you paid for that course. Nothing here limits liability that cannot be limited under Indian law.`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms as our services or the law change. We will post the new version here with its effective date and, for significant changes, tell you by e-mail or on the platform before they apply. Purchases already made stay under the terms that applied when you paid.',
    ],
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    paragraphs: [
      'These terms are governed by the laws of India. We would rather solve a problem with you directly, so please contact us first. Subject to your rights as a consumer to approach a Consumer Commission, the courts at Bengaluru, Karnataka have exclusive jurisdiction.',
    ],
  },
  {
    id: 'grievances',
    heading: 'Grievance officer and contact',
    paragraphs: [
      <>
        Under the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Act, 2000, our Grievance
        Officer handles complaints. Write to <a href={`mailto:${COMPANY.emails[0]}`}>{COMPANY.emails[0]}</a> with the
        subject "Grievance". We acknowledge every complaint within 48 hours and resolve it within one month of receiving
        it.
      </>,
    ],
    contact: true,
    after: [
      <>
        See also our <Link to={routeTo('privacy')}>Privacy Policy</Link>.
      </>,
    ],
  },
];

const english: LegalText = {
  title: TERMS_TITLE,
  effective: `Effective from ${LEGAL_EFFECTIVE_DATE}`,
  intro: [
    `Welcome to ${COMPANY.name}. Please read these terms carefully: they explain how our online skill-training platform works, what you can expect from us and what we expect from you.`,
  ],
  sections: SECTIONS,
  phone: 'Phone',
  email: 'E-mail',
};

const hindi = loadOnce(() => import('./terms-hi.tsx').then((module) => module.termsHi));

export function TermsAndConditionsPage() {
  return <LegalDocument text={useLegalText(english, hindi)} />;
}
