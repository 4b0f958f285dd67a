import { COMPANY } from '@skillhub/shared/constants';
import type { EventSource } from '@skillhub/shared/schemas/event-registration';
import { renderMail } from '../../mail/mail-layout.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';

/** What the registrant registered for, as the mail names it. */
export function registeredFor(source: EventSource, eventName: string | undefined): string {
  if (eventName) return eventName;
  return source === 'CCFS' ? `the ${COMPANY.name} career counselling session` : `the ${COMPANY.name} event`;
}

/** To someone who registered through /ccfs or /eventForm: the registration is in, and what happens next. */
export function eventRegistrationMail(input: {
  to: string;
  name: string;
  source: EventSource;
  eventName: string | undefined;
}): OutgoingMail {
  const what = registeredFor(input.source, input.eventName);
  return {
    to: input.to,
    subject: `You are registered: ${what}`,
    preview: `registration for ${what} received`,
    ...renderMail('Registration received', `Hello ${input.name},`, [
      { kind: 'paragraph', text: `Thank you for registering for ${what}. Your place is noted.` },
      {
        kind: 'paragraph',
        text: 'Our team will call you within one working day with the date, the time and the venue or joining link.',
      },
      {
        kind: 'note',
        text: `Questions? Call ${COMPANY.phone} or write to ${COMPANY.emails[0]}. If you did not register, you can ignore this e-mail.`,
      },
    ]),
  };
}
