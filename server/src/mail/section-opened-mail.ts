import { renderMail } from './mail-layout.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** To a learner when a drip-scheduled section of their course opens for them. */
export function sectionOpenedMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  sectionTitle: string;
  courseUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Now open: ${input.sectionTitle} (${input.courseTitle})`,
    preview: `${input.sectionTitle} is open`,
    ...renderMail('A new section is open', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `${input.sectionTitle} of ${input.courseTitle} has opened for you: its lectures and quizzes are ready.`,
      },
      { kind: 'button', label: 'Start the section', url: input.courseUrl },
    ]),
  };
}
