import { routeTo } from '@skillhub/shared/routes';
import type {
  CourseLearnersSummary,
  InactiveLearner,
  InactiveLearnersQuery,
  Nudge,
  NudgeBody,
} from '@skillhub/shared/schemas/course-learners';
import { NUDGE_INTERVAL_MS } from '@skillhub/shared/schemas/course-learners';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { courseNudges } from '../../db/schema/course-nudges.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { learnerNudgeMail } from '../../mail/mail-templates.ts';
import { mustFindCourse } from '../courses/course-gate.ts';
import { progressPercent } from '../my-courses/my-courses.service.ts';
import { connectedClient } from '../whatsapp/account.service.ts';
import { courseLearnersRepository as repo } from './course-learners.repository.ts';
import { nudgeTemplates, queueWhatsAppNudge } from './nudge-whatsapp.ts';

export const LEARNER_NOT_ENROLLED = 'This learner has no current enrolment in this course';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type CourseLearnersContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'secrets' | 'log' | 'whatsapp' | 'fileStorage' | 'outbox' | 'whatsappSender'
>;

/** "2 h ago", "35 min ago": how long since the earlier nudge, for the 409's message. */
function agoText(ms: number): string {
  if (ms < HOUR_MS) return `${Math.max(1, Math.floor(ms / 60_000))} min ago`;
  return `${Math.floor(ms / HOUR_MS)} h ago`;
}

/** A course's learners as staff watch them: the figures, who has gone quiet, and a nudge to bring them back. */
export function createCourseLearnersService(ctx: CourseLearnersContext) {
  const { db, clock, config, outbox } = ctx;

  return {
    async summary(courseId: string): Promise<CourseLearnersSummary> {
      const course = await mustFindCourse(db, courseId);
      const [figures, quizzes, templates, client] = await Promise.all([
        repo.figures(db, courseId, clock.now()),
        repo.quizPassRates(db, courseId),
        nudgeTemplates(db),
        connectedClient(ctx),
      ]);
      return {
        courseId,
        title: course.title,
        ...figures,
        quizzes,
        nudgeTemplates: templates.map((t) => ({ _id: t.id, name: t.name, language: t.language, body: t.body })),
        whatsappConnected: client !== null,
      };
    },

    async inactive(
      courseId: string,
      query: InactiveLearnersQuery,
    ): Promise<{ rows: InactiveLearner[]; total: number; totalLectures: number }> {
      await mustFindCourse(db, courseId);
      const now = clock.now();
      const [{ rows, total }, totalLectures] = await Promise.all([
        repo.inactive(db, {
          courseId,
          now,
          cutoff: new Date(now.getTime() - query.inactiveDays * DAY_MS),
          search: query.search,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.liveLectures(db, courseId),
      ]);
      return {
        total,
        totalLectures,
        rows: rows.map((r) => ({
          userId: r.userId,
          name: r.name,
          email: r.email,
          completedLectures: r.completedLectures,
          progressPercent: progressPercent(r.completedLectures, totalLectures),
          enrolledAt: new Date(r.enrolledAt).toISOString(),
          lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt).toISOString() : null,
          lastNudge:
            r.nudgeChannel && r.nudgedAt ? { channel: r.nudgeChannel, at: new Date(r.nudgedAt).toISOString() } : null,
        })),
      };
    },

    /**
     * One nudge per learner and course a day: the enrolment row is locked for the transaction, so of two sent at
     * once the second sees the first and answers 409. The mail or WhatsApp message is queued in the same
     * transaction as the record, and sent after the commit.
     */
    async nudge(courseId: string, userId: string, body: NudgeBody, sentBy: string | null): Promise<Nudge> {
      await mustFindCourse(db, courseId);
      const now = clock.now();
      const nudge = await db.transaction(async (tx: Database) => {
        const target = await repo.lockEnrolment(tx, courseId, userId, now);
        if (!target) throw notFound(LEARNER_NOT_ENROLLED);
        const earlier = await repo.lastNudgeSince(tx, courseId, userId, new Date(now.getTime() - NUDGE_INTERVAL_MS));
        if (earlier) {
          throw conflict(
            `${target.name} was nudged about this course ${agoText(now.getTime() - earlier.getTime())}; one nudge a day is the most`,
            undefined,
            { code: 'NUDGED_RECENTLY', params: { name: target.name } },
          );
        }
        const courseUrl = `${config.publicUrl}${routeTo('coursePlayer', { slug: target.courseSlug, courseId })}`;
        let broadcastId: string | null = null;
        if (body.channel === 'mail') {
          await outbox.enqueueMail(
            tx,
            learnerNudgeMail({
              to: target.email,
              name: target.name,
              courseTitle: target.courseTitle,
              progressPercent: progressPercent(target.completedLectures, target.totalLectures),
              courseUrl,
            }),
          );
        } else {
          broadcastId = await queueWhatsAppNudge(
            { ...whatsAppPart(ctx), db: tx },
            { templateId: body.templateId, learner: target, courseTitle: target.courseTitle, courseUrl, sentBy },
          );
        }
        const [row] = await tx
          .insert(courseNudges)
          .values({ courseId, userId, channel: body.channel, broadcastId, sentBy, sentAt: now })
          .returning();
        if (!row) throw new Error('Nudge insert returned no row');
        return row;
      });
      if (nudge.channel === 'mail') outbox.kick();
      else ctx.whatsappSender.kick();
      return { userId, channel: nudge.channel, at: nudge.sentAt.toISOString() };
    },
  };
}

function whatsAppPart(ctx: CourseLearnersContext) {
  const { clock, config, secrets, log, whatsapp, fileStorage } = ctx;
  return { clock, config, secrets, log, whatsapp, fileStorage };
}
