import { COMPANY } from '@skillhub/shared/constants';
import { renderMail } from '../../mail/mail-layout.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** A course's payment link, sent by staff from the lead. */
export function paymentLinkMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  amount: string;
  couponCode: string | null;
  url: string;
  expiresAt: Date;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your payment link for ${input.courseTitle}`,
    preview: `pay ${input.url}`,
    ...renderMail(`Enrol in ${input.courseTitle}`, `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Here is your link to enrol in ${input.courseTitle} on ${COMPANY.name}: ${input.amount}${
          input.couponCode ? ` with the coupon ${input.couponCode}` : ''
        }. Your details are already filled in; pay by UPI, card or net banking.`,
      },
      { kind: 'button', label: 'Pay and enrol', url: input.url },
      { kind: 'note', text: `The link works until ${dateFormat.format(input.expiresAt)} and can be paid once.` },
      { kind: 'note', text: 'If you did not ask about this course, you can ignore this e-mail.' },
    ]),
  };
}

/** After a payment through a link made the learner's account: the link to choose its password. */
export function setPasswordAfterPaymentMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  link: string;
  ttlHours: number;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Set your ${COMPANY.name} password to start ${input.courseTitle}`,
    preview: `link ${input.link}`,
    ...renderMail(`Welcome to ${COMPANY.name}`, `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Thank you for your payment. Your ${COMPANY.name} account has been created with this e-mail address and you are enrolled in ${input.courseTitle}. Choose a password to sign in:`,
      },
      { kind: 'button', label: 'Set password', url: input.link },
      {
        kind: 'note',
        text: `The link expires in ${input.ttlHours} hours and works once; after that, use "Forgot password" on the sign-in page.`,
      },
    ]),
  };
}
