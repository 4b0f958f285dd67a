import type { CourseOutline } from '@skillhub/shared/schemas/course-outline';
import { sectionOpensAt } from '@skillhub/shared/section-release';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import type { PublicContent } from '../../plugins/app/public-content.ts';
import { COURSE_NOT_FOUND } from '../courses/course-gate.ts';
import { checkEnrolment, isCourseStaff } from '../enrollments/course-access.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { createQuizAttemptsService, standingOf } from '../quizzes/quiz-attempts.service.ts';
import { courseOutlineRepository } from './course-outline.repository.ts';
import { courseStructure } from './course-structure.ts';
import { progressSummary } from './progress.service.ts';

/**
 * The course player's outline in one answer: sections with their lectures and each section's release (when
 * it opens for the caller, and whether it is locked now), the quizzes with the caller's standing, and the
 * caller's progress. The course's structure comes from the public-content cache (course-structure.ts); the
 * caller's enrolment, progress and attempts are one read, made at the same time.
 */
export function createCourseOutlineService(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox' | 'log'> & { publicContent: PublicContent },
) {
  const { db, clock } = ctx;
  const quizzes = createQuizAttemptsService(ctx);

  return {
    async get(request: FastifyRequest, courseId: string): Promise<CourseOutline> {
      const now = clock.now();
      const userId = sessionUserId(request);
      const [structure, state] = await Promise.all([
        courseStructure(ctx, courseId),
        courseOutlineRepository.learnerState(db, userId, courseId),
      ]);
      if (!state) throw notFound(COURSE_NOT_FOUND);
      // The access rule of every learner read (requireCourseAccess), on the enrolment already read.
      const staff = isCourseStaff(request);
      if (!staff) checkEnrolment(request, state.enrolment, now);
      const learnerEnrolment = staff ? null : state.enrolment;
      // The player reads its outline when it opens the course: the learner's last visit, for staff's view.
      if (learnerEnrolment) await enrollmentsRepository.markOpened(db, learnerEnrolment, now);

      // Open attempts whose time ran out are graded first (rare): the standing is then read again.
      const expired = state.attempts.some(
        (a) => a.submittedAt === null && a.deadlineAt !== null && a.deadlineAt.getTime() < now.getTime(),
      );
      const standing = expired
        ? await quizzes.standing(userId, courseId, now)
        : standingOf(structure.quizzes, state.attempts);

      // Progress on live lectures only, in the order the progress call lists it (place in section, then id).
      const positions = structure.lecturePositions;
      const progressRows = state.progress
        .filter((row) => positions.has(row.lectureId))
        .sort(
          (a, b) =>
            (positions.get(a.lectureId) ?? 0) - (positions.get(b.lectureId) ?? 0) ||
            (a.lectureId < b.lectureId ? -1 : a.lectureId > b.lectureId ? 1 : 0),
        );

      const { course } = structure;
      return {
        _id: course.id,
        title: course.title,
        slug: course.slug,
        courseStatus: course.status,
        sections: structure.sections.map(({ release, outline }) => {
          const opensAt = sectionOpensAt(release, learnerEnrolment?.enrolledAt ?? null);
          return {
            ...outline,
            opensAt: opensAt?.toISOString() ?? null,
            locked: !staff && opensAt !== null && opensAt.getTime() > now.getTime(),
          };
        }),
        quizzes: standing,
        progress: progressSummary(courseId, positions.size, progressRows),
      };
    },
  };
}
