import { COMPANY } from '@skillhub/shared/constants';
import { renderMail } from './mail-layout.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** Every mail the platform sends, in one place so wording stays consistent. */

const minutes = (ms: number) => Math.round(ms / 60_000);
const hours = (ms: number) => Math.round(ms / 3_600_000);

export function signupOtpMail(input: { to: string; name: string; otp: string; ttlMs: number }): OutgoingMail {
  const subject = `Your ${COMPANY.name} verification code`;
  return {
    to: input.to,
    subject,
    preview: `code ${input.otp}`,
    ...renderMail('Confirm your e-mail address', `Hello ${input.name},`, [
      { kind: 'paragraph', text: `Use this code to finish creating your ${COMPANY.name} account:` },
      { kind: 'code', code: input.otp },
      { kind: 'note', text: `The code expires in ${minutes(input.ttlMs)} minutes and can be used once.` },
      { kind: 'note', text: 'If you did not try to sign up, you can ignore this e-mail.' },
    ]),
  };
}

/** Sent instead of a code when someone signs up with an e-mail that already has an account. */
export function accountExistsMail(input: { to: string; name: string; loginUrl: string }): OutgoingMail {
  const subject = `You already have a ${COMPANY.name} account`;
  return {
    to: input.to,
    subject,
    preview: `account exists, login ${input.loginUrl}`,
    ...renderMail('You already have an account', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Someone tried to sign up for ${COMPANY.name} with this e-mail address, but it already belongs to an account.`,
      },
      { kind: 'button', label: 'Log in', url: input.loginUrl },
      { kind: 'note', text: 'Forgot your password? Choose "Forgot password" on the login page to reset it.' },
      { kind: 'note', text: 'If this was not you, no action is needed; your account is unchanged.' },
    ]),
  };
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  otp: string;
  ttlMs: number;
}): OutgoingMail {
  const subject = `Reset your ${COMPANY.name} password`;
  return {
    to: input.to,
    subject,
    preview: `link ${input.link} code ${input.otp}`,
    ...renderMail('Reset your password', `Hello ${input.name},`, [
      { kind: 'paragraph', text: 'We received a request to reset your password. Open this link to choose a new one:' },
      { kind: 'button', label: 'Reset password', url: input.link },
      { kind: 'paragraph', text: 'Or enter this code on the reset page:' },
      { kind: 'code', code: input.otp },
      { kind: 'note', text: `The link and the code expire in ${minutes(input.ttlMs)} minutes and work once.` },
      { kind: 'note', text: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.' },
    ]),
  };
}

export function staffInviteMail(input: {
  to: string;
  name: string;
  link: string;
  roleName: string;
  ttlMs: number;
}): OutgoingMail {
  const subject = `Your ${COMPANY.name} staff account`;
  return {
    to: input.to,
    subject,
    preview: `link ${input.link}`,
    ...renderMail(`Welcome to ${COMPANY.name}`, `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `A ${COMPANY.name} account with the role ${input.roleName} has been created for you. Set your password to sign in:`,
      },
      { kind: 'button', label: 'Set password', url: input.link },
      { kind: 'note', text: `The link expires in ${hours(input.ttlMs)} hours and works once.` },
    ]),
  };
}

/** The payment receipt, sent once when an order turns paid; `lines` are the receipt's facts, already worded. */
export function paymentReceiptMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  amount: string;
  lines: { label: string; value: string }[];
  myCoursesUrl: string;
  /** The tax invoice issued with the payment, attached as a PDF. */
  invoice?: { number: string; pdf: Uint8Array } | null;
}): OutgoingMail {
  const subject = `Your ${COMPANY.name} receipt for ${input.courseTitle}`;
  const { invoice } = input;
  return {
    to: input.to,
    subject,
    preview: `paid ${input.amount} for ${input.courseTitle}`,
    ...renderMail('Payment received', `Hello ${input.name},`, [
      { kind: 'paragraph', text: `Thank you for your payment. You are now enrolled in ${input.courseTitle}.` },
      ...input.lines.map((line) => ({ kind: 'paragraph' as const, text: `${line.label}: ${line.value}` })),
      ...(invoice
        ? [{ kind: 'paragraph' as const, text: `Your tax invoice ${invoice.number} is attached to this e-mail.` }]
        : []),
      { kind: 'button', label: 'Go to my courses', url: input.myCoursesUrl },
      {
        kind: 'note',
        text: 'Keep this e-mail as your receipt. If you did not make this payment, reply to let us know.',
      },
    ]),
    ...(invoice
      ? {
          attachments: [
            {
              filename: `tax-invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
              contentType: 'application/pdf',
              contentBase64: Buffer.from(invoice.pdf).toString('base64'),
            },
          ],
        }
      : {}),
  };
}

/** To someone who applied through a training program's public form. */
export function trainingApplicationMail(input: {
  to: string;
  name: string;
  programTitle: string;
  institutionName: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `We received your application for ${input.programTitle}`,
    preview: `application for ${input.programTitle} received`,
    ...renderMail('Application received', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Thank you for applying to ${input.programTitle} at ${input.institutionName}. Your application is pending review; we will write to you when it has been decided.`,
      },
      { kind: 'note', text: 'If you did not apply, you can ignore this e-mail.' },
    ]),
  };
}

/**
 * To the address of a second application to the same program: the form answers it as it answers the first, so
 * that it does not tell anyone whether an address has applied; only the mailbox learns it.
 */
export function trainingAlreadyAppliedMail(input: {
  to: string;
  programTitle: string;
  institutionName: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `You have already applied for ${input.programTitle}`,
    preview: `already applied for ${input.programTitle}`,
    ...renderMail('Already applied', 'Hello,', [
      {
        kind: 'paragraph',
        text: `Someone applied again to ${input.programTitle} at ${input.institutionName} with this e-mail address. It has already applied, so nothing was changed: your first application is the one under review, and we will write to you when it has been decided.`,
      },
      { kind: 'note', text: 'If this was not you, no action is needed.' },
    ]),
  };
}

/** To an approved applicant: the certificate, attached, and where anyone can check it. */
export function trainingCertificateMail(input: {
  to: string;
  name: string;
  programTitle: string;
  number: string;
  verifyUrl: string;
  pdf: Uint8Array;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your certificate for ${input.programTitle}`,
    preview: `certificate ${input.number} for ${input.programTitle}`,
    ...renderMail('Your certificate', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Congratulations on completing ${input.programTitle}. Your certificate is attached to this e-mail.`,
      },
      { kind: 'paragraph', text: `Certificate number: ${input.number}` },
      { kind: 'button', label: 'Verify the certificate', url: input.verifyUrl },
      { kind: 'note', text: 'Anyone you share the number with can check it on our certificate page.' },
    ]),
    attachments: [
      {
        filename: 'training_certificate.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.from(input.pdf).toString('base64'),
      },
    ],
  };
}

/** To a learner who completed a course that gives a certificate: the PDF attached, the number, the check. */
export function courseCertificateMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  number: string;
  verifyUrl: string;
  myCoursesUrl: string;
  pdf: Uint8Array;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your certificate for ${input.courseTitle}`,
    preview: `certificate ${input.number} for ${input.courseTitle}`,
    ...renderMail('Your certificate', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Congratulations on completing ${input.courseTitle}. Your certificate is attached to this e-mail.`,
      },
      { kind: 'paragraph', text: `Certificate number: ${input.number}` },
      { kind: 'button', label: 'Verify the certificate', url: input.verifyUrl },
      {
        kind: 'note',
        text: `You can download it again, or add it to your LinkedIn profile, from My courses: ${input.myCoursesUrl}`,
      },
    ]),
    attachments: [
      {
        filename: 'course_certificate.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.from(input.pdf).toString('base64'),
      },
    ],
  };
}

/** Who asked for an e-mail change: the account holder, or a member of staff named in the mails. */
export interface EmailChangeRequester {
  self: boolean;
  name: string;
}

const SUPPORT_EMAIL = COMPANY.emails[0];

function requesterPhrase(by: EmailChangeRequester): string {
  return by.self ? 'You' : `${by.name}, a member of the ${COMPANY.name} staff,`;
}

/** To the new address: the only way the change takes effect. */
export function emailChangeConfirmMail(input: {
  to: string;
  name: string;
  requestedBy: EmailChangeRequester;
  link: string;
  ttlMs: number;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Confirm your new ${COMPANY.name} e-mail address`,
    preview: `link ${input.link}`,
    ...renderMail('Confirm your new e-mail address', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `${requesterPhrase(input.requestedBy)} asked to make this the e-mail address of your ${COMPANY.name} account. Open this link to confirm:`,
      },
      { kind: 'button', label: 'Confirm e-mail', url: input.link },
      {
        kind: 'note',
        text: `The link expires in ${hours(input.ttlMs)} hours and works once. Until it is opened, your account keeps its current e-mail address.`,
      },
      { kind: 'note', text: 'If you do not expect this, ignore this e-mail; nothing changes.' },
    ]),
  };
}

/** To the current address, at the moment a change is asked for, so a change by someone else is never silent. */
export function emailChangeRequestedMail(input: {
  to: string;
  name: string;
  newEmail: string;
  requestedBy: EmailChangeRequester;
}): OutgoingMail {
  const who = requesterPhrase(input.requestedBy);
  return {
    to: input.to,
    subject: `A change of your ${COMPANY.name} e-mail address was requested`,
    preview: `change to ${input.newEmail} requested by ${input.requestedBy.self ? 'the user' : input.requestedBy.name}`,
    ...renderMail('E-mail change requested', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `${who} asked to change the e-mail address of your ${COMPANY.name} account to ${input.newEmail}.`,
      },
      {
        kind: 'paragraph',
        text: 'Nothing changes until the link sent to the new address is opened; until then you sign in and reset your password with this address.',
      },
      {
        kind: 'note',
        text: input.requestedBy.self
          ? `If this was not you, someone knows your password: change it now and write to ${SUPPORT_EMAIL} so we can stop the change.`
          : `If you did not ask for this, write to ${SUPPORT_EMAIL} at once so we can stop the change.`,
      },
    ]),
  };
}

/**
 * To the current address when staff who are not super admins ask to move the account: the owner decides. No link
 * goes to the new address unless the owner approves here, so whoever typed that address cannot take the account.
 */
export function emailChangeApprovalMail(input: {
  to: string;
  name: string;
  newEmail: string;
  requestedBy: EmailChangeRequester;
  approveLink: string;
  cancelLink: string;
  ttlMs: number;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Approve the change of your ${COMPANY.name} e-mail address`,
    preview: `approve ${input.approveLink} cancel ${input.cancelLink}`,
    ...renderMail('Approve the e-mail change', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `${requesterPhrase(input.requestedBy)} asked to change the e-mail address of your ${COMPANY.name} account to ${input.newEmail}. Nothing changes unless you approve:`,
      },
      { kind: 'button', label: 'Approve change', url: input.approveLink },
      {
        kind: 'paragraph',
        text: 'Once you approve, a link goes to the new address, and the change takes effect when it is opened there. If you did not ask for this, cancel it:',
      },
      { kind: 'button', label: 'Cancel change', url: input.cancelLink },
      {
        kind: 'note',
        text: `The links expire in ${hours(input.ttlMs)} hours. Until the change is complete you sign in and reset your password with this address.`,
      },
      { kind: 'note', text: `If you did not ask for this, write to ${SUPPORT_EMAIL} as well.` },
    ]),
  };
}

/** To the old address once the change is confirmed. */
export function emailChangedMail(input: { to: string; name: string; newEmail: string }): OutgoingMail {
  return {
    to: input.to,
    subject: `Your ${COMPANY.name} e-mail address was changed`,
    preview: `e-mail changed to ${input.newEmail}`,
    ...renderMail('Your e-mail address was changed', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `The e-mail address of your ${COMPANY.name} account is now ${input.newEmail}. You have been signed out everywhere; sign in with the new address.`,
      },
      { kind: 'note', text: `If you did not ask for this, write to ${SUPPORT_EMAIL} at once.` },
    ]),
  };
}

/**
 * To the new address when it already has an account: the caller gets the same answer as for a free address, so
 * the form does not tell which addresses are registered.
 */
export function emailChangeAddressInUseMail(input: { to: string }): OutgoingMail {
  return {
    to: input.to,
    subject: `This e-mail address already has a ${COMPANY.name} account`,
    preview: 'e-mail change refused: address in use',
    ...renderMail('This address already has an account', 'Hello,', [
      {
        kind: 'paragraph',
        text: `Someone asked to move a ${COMPANY.name} account to this e-mail address, but it already belongs to an account, so nothing was changed.`,
      },
      { kind: 'note', text: 'If this was you, sign in with this address instead. Otherwise no action is needed.' },
    ]),
  };
}

/**
 * The one-time sign-in code: mailed when many wrong passwords were tried on the account and the right one
 * came from a browser that has not signed in to it before.
 */
export function signInCodeMail(input: {
  to: string;
  name: string;
  otp: string;
  ttlMs: number;
  resetUrl: string;
}): OutgoingMail {
  const subject = `Your ${COMPANY.name} sign-in code`;
  return {
    to: input.to,
    subject,
    preview: `code ${input.otp}`,
    ...renderMail('Finish signing in', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: 'We have seen many wrong passwords for your account, so signing in from a browser we do not know needs this code as well:',
      },
      { kind: 'code', code: input.otp },
      { kind: 'note', text: `The code expires in ${minutes(input.ttlMs)} minutes and can be used once.` },
      {
        kind: 'note',
        text: 'If you did not just sign in, someone knows your password: choose a new one now.',
      },
      { kind: 'button', label: 'Reset password', url: input.resetUrl },
    ]),
  };
}

/** To ADMIN_EMAIL when a public form reaches its cap across all addresses: posts now need a proof of work. */
export function leadFormFloodMail(input: {
  to: string;
  form: string;
  limit: string;
  windowMinutes: number;
}): OutgoingMail {
  const subject = `${COMPANY.name}: the ${input.form} form is being flooded`;
  return {
    to: input.to,
    subject,
    preview: `${input.form} form over ${input.limit}`,
    ...renderMail(`The ${input.form} form reached its cap`, 'Hello,', [
      {
        kind: 'paragraph',
        text: `The public ${input.form} form received more than ${input.limit} posts across all addresses, which looks like a bot. Until the count falls back under the cap, each post must carry a proof of work that visitors' browsers solve on their own, and the leads that come through are tagged "Held for review" in the enquiry list.`,
      },
      {
        kind: 'note',
        text: `You get this warning at most once every ${input.windowMinutes} minutes per form. The caps are LEAD_FORMS_PER_MINUTE and LEAD_FORMS_PER_HOUR.`,
      },
    ]),
  };
}

/** To each super admin when a canary was rolled back because browsers reported too many errors with it. */
export function canaryRolledBackMail(input: {
  to: string;
  name: string;
  remote: string;
  build: string;
  stableBuild: string | null;
  canaryRatePercent: number;
  stableRatePercent: number;
  loads: number;
  marginPercent: number;
}): OutgoingMail {
  const rate = (percent: number) => `${percent.toFixed(1)}%`;
  return {
    to: input.to,
    subject: `${COMPANY.name}: the ${input.remote} canary was rolled back`,
    preview: `${input.remote} ${input.build} rolled back at ${rate(input.canaryRatePercent)} errors`,
    ...renderMail(`The ${input.remote} canary was rolled back`, `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Browsers running ${input.remote} ${input.build} reported errors or files that failed to load in ${rate(input.canaryRatePercent)} of ${input.loads} areas shown, against ${rate(input.stableRatePercent)} for the current build${input.stableBuild ? ` (${input.stableBuild})` : ''}. That is more than ${input.marginPercent} percentage points worse, so the canary was closed: every visitor is back on the current build.`,
      },
      {
        kind: 'note',
        text: `Nothing else changed: the build stays in the release store. "npm run releases" shows the registry; a fixed build can go out as a new canary. The margin is CANARY_ROLLBACK_MARGIN_PERCENT.`,
      },
    ]),
  };
}

/** Staff's nudge to a learner who has not opened a course for a while (Dashboard › Courses › Learners). */
export function learnerNudgeMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  progressPercent: number;
  courseUrl: string;
}): OutgoingMail {
  const where =
    input.progressPercent > 0
      ? `You are ${input.progressPercent}% of the way through ${input.courseTitle}.`
      : `${input.courseTitle} is waiting for you.`;
  return {
    to: input.to,
    subject: `Pick up where you left off: ${input.courseTitle}`,
    preview: `continue ${input.courseUrl}`,
    ...renderMail('We miss you in class', `Hello ${input.name},`, [
      { kind: 'paragraph', text: `${where} A few minutes today keep what you learned fresh.` },
      { kind: 'button', label: 'Continue the course', url: input.courseUrl },
      { kind: 'note', text: `Your access and progress are kept; the course opens where you stopped.` },
    ]),
  };
}

/** To the learner when staff have sent a refund to the payment provider. */
export function refundRequestedMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  amount: string;
  receipt: string;
  reason: string;
  fullRefund: boolean;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Your refund of ${input.amount} for ${input.courseTitle} is on its way`,
    preview: `refund of ${input.amount} requested`,
    ...renderMail('Refund requested', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `We have asked our payment provider to refund ${input.amount} of your payment for ${input.courseTitle} (receipt ${input.receipt}).`,
      },
      { kind: 'paragraph', text: `Reason: ${input.reason}` },
      {
        kind: 'paragraph',
        text: input.fullRefund
          ? 'This refunds the whole purchase: your access to the course ends when the refund is processed. Your notes are kept, should you buy the course again.'
          : 'This is a partial refund: you keep your access to the course.',
      },
      {
        kind: 'note',
        text: 'Refunds usually reach your account within 5 to 7 working days. We will write again when it is processed.',
      },
    ]),
  };
}

/** To the learner when the provider confirmed the refund processed (with its credit note) or failed. */
export function refundSettledMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  amount: string;
  receipt: string;
  outcome: 'processed' | 'failed';
  accessEnded: boolean;
  myCoursesUrl: string;
  creditNote?: { number: string; pdf: Uint8Array } | null;
}): OutgoingMail {
  const { creditNote } = input;
  if (input.outcome === 'failed') {
    return {
      to: input.to,
      subject: `Your refund of ${input.amount} for ${input.courseTitle} could not be completed`,
      preview: `refund of ${input.amount} failed`,
      ...renderMail('Refund not completed', `Hello ${input.name},`, [
        {
          kind: 'paragraph',
          text: `The refund of ${input.amount} for ${input.courseTitle} (receipt ${input.receipt}) could not be completed by the bank. Nothing was taken from you; we will be in touch to send it again.`,
        },
        { kind: 'note', text: 'If you have questions, reply to this e-mail.' },
      ]),
    };
  }
  return {
    to: input.to,
    subject: `Your refund of ${input.amount} for ${input.courseTitle} is processed`,
    preview: `refund of ${input.amount} processed`,
    ...renderMail('Refund processed', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `Your refund of ${input.amount} for ${input.courseTitle} (receipt ${input.receipt}) is processed.`,
      },
      ...(input.accessEnded
        ? [
            {
              kind: 'paragraph' as const,
              text: 'Your access to the course has ended. Your notes are kept and come back if you buy it again.',
            },
          ]
        : []),
      ...(creditNote
        ? [{ kind: 'paragraph' as const, text: `Our credit note ${creditNote.number} is attached to this e-mail.` }]
        : []),
      { kind: 'button', label: 'Go to my courses', url: input.myCoursesUrl },
      { kind: 'note', text: 'Refunds usually reach your account within 5 to 7 working days of being processed.' },
    ]),
    ...(creditNote
      ? {
          attachments: [
            {
              filename: `credit-note-${creditNote.number.replaceAll('/', '-')}.pdf`,
              contentType: 'application/pdf',
              contentBase64: Buffer.from(creditNote.pdf).toString('base64'),
            },
          ],
        }
      : {}),
  };
}
