import { COMPANY } from '@skillhub/shared/constants';
import { renderMail } from './mail-layout.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** To the course's creator and the super admins when a lecture video's processing failed after its last try. */
export function transcodeFailedMail(input: {
  to: string;
  name: string;
  courseTitle: string;
  lectureTitle: string;
  reason: string;
  editorUrl: string;
}): OutgoingMail {
  return {
    to: input.to,
    subject: `${COMPANY.name}: a lecture video could not be processed (${input.courseTitle})`,
    preview: `${input.lectureTitle}: ${input.reason}`,
    ...renderMail('A lecture video could not be processed', `Hello ${input.name},`, [
      {
        kind: 'paragraph',
        text: `The video of "${input.lectureTitle}" in ${input.courseTitle} could not be turned into its streaming versions, after every try. Learners still get the uploaded file as it is, which may buffer on slow networks.`,
      },
      { kind: 'note', text: `Reason: ${input.reason}` },
      {
        kind: 'paragraph',
        text: 'Open the course content to try again, or upload the video anew (an MP4 in H.264 plays most reliably).',
      },
      { kind: 'button', label: 'Open the course content', url: input.editorUrl },
    ]),
  };
}
