import { ROLE_SUPER_ADMIN } from '@skillhub/shared/constants';
import { routeTo } from '@skillhub/shared/routes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { courses } from '../../db/schema/courses.ts';
import { courseLectures } from '../../db/schema/curriculum.ts';
import { roles, users } from '../../db/schema/users-and-roles.ts';
import type { OutgoingMail } from '../../mail/outgoing-mail.ts';
import { transcodeFailedMail } from '../../mail/transcode-failed-mail.ts';

export interface FailureNoticeDeps {
  enqueueMail: (tx: Database, mail: OutgoingMail) => Promise<void>;
  /** The site's address, for the link to the course content editor. */
  publicUrl: string;
  /** ADMIN_EMAIL: the mail's address when no super admin is active. */
  adminEmail: string;
}

/**
 * Writes, in the caller's transaction, the mails that tell staff a lecture video failed for good: to the
 * course's creator (if still an active user) and the super admins, as the platform's other staff warnings go to
 * the super admins; one mail per person. Nothing when the video belongs to no lecture any more.
 */
export async function enqueueTranscodeFailureNotice(
  tx: Database,
  deps: FailureNoticeDeps,
  sourceKey: string,
  reason: string,
): Promise<void> {
  const [lecture] = await tx
    .select({
      title: courseLectures.title,
      courseId: courses.id,
      courseTitle: courses.title,
      createdBy: courses.createdBy,
    })
    .from(courseLectures)
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .where(eq(courseLectures.videoFileKey, sourceKey));
  if (!lecture) return;
  const admins = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(roles.name, ROLE_SUPER_ADMIN), eq(users.isActive, true)));
  const creator = lecture.createdBy
    ? await tx
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.id, lecture.createdBy), eq(users.isActive, true)))
    : [];
  const byEmail = new Map([...creator, ...admins].map((user) => [user.email.toLowerCase(), user]));
  const recipients = byEmail.size ? [...byEmail.values()] : [{ email: deps.adminEmail, name: 'admin' }];
  const editorUrl = `${deps.publicUrl}${routeTo('courseContent', { courseId: lecture.courseId })}`;
  for (const recipient of recipients) {
    await deps.enqueueMail(
      tx,
      transcodeFailedMail({
        to: recipient.email,
        name: recipient.name,
        courseTitle: lecture.courseTitle,
        lectureTitle: lecture.title,
        reason,
        editorUrl,
      }),
    );
  }
}
