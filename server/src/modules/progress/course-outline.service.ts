import type { CourseOutline } from '@skillhub/shared/schemas/course-outline';
import { sectionOpensAt } from '@skillhub/shared/section-release';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { courses } from '../../db/schema/courses.ts';
import { enrollments } from '../../db/schema/enrollments.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { groupCurriculum, lectureVideo } from '../courses/course-dto.ts';
import { COURSE_NOT_FOUND } from '../courses/course-gate.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { checkEnrolment, isCourseStaff } from '../enrollments/course-access.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { createQuizAttemptsService } from '../quizzes/quiz-attempts.service.ts';
import { progressRepository } from './progress.repository.ts';
import { progressSummary } from './progress.service.ts';

/**
 * The course player's outline in one answer: sections with their lectures and each section's release (when
 * it opens for the caller, and whether it is locked now), the quizzes with the caller's standing, and the
 * caller's progress. Two rounds of reads: the course with the enrolment, then everything else at once.
 */
export function createCourseOutlineService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox' | 'log'>) {
  const { db, clock } = ctx;
  const quizzes = createQuizAttemptsService(ctx);

  return {
    async get(request: FastifyRequest, courseId: string): Promise<CourseOutline> {
      const now = clock.now();
      const userId = sessionUserId(request);
      // The course and the caller's enrolment in one read.
      const [gate] = await db
        .select({ course: courses, enrolment: enrollments })
        .from(courses)
        .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId)))
        .where(eq(courses.id, courseId));
      if (!gate) throw notFound(COURSE_NOT_FOUND);
      const { course, enrolment } = gate;
      // The access rule of every learner read (requireCourseAccess), on the enrolment already read.
      const staff = isCourseStaff(request);
      if (!staff) checkEnrolment(request, enrolment ?? undefined, now);
      const learnerEnrolment = staff ? undefined : (enrolment ?? undefined);

      const [sections, lectures, progressRows, standing] = await Promise.all([
        coursesRepository.sections(db, courseId),
        coursesRepository.lectures(db, courseId),
        progressRepository.forCourse(db, userId, courseId),
        quizzes.standing(userId, courseId, now),
        // The player reads its outline when it opens the course: the learner's last visit, for staff's view.
        learnerEnrolment ? enrollmentsRepository.markOpened(db, learnerEnrolment, now) : undefined,
      ]);

      return {
        _id: course.id,
        title: course.title,
        slug: course.slug,
        courseStatus: course.status,
        sections: groupCurriculum(sections, lectures).map(({ section, lectures: items }) => {
          const opensAt = sectionOpensAt(section, learnerEnrolment?.enrolledAt ?? null);
          return {
            _id: section.id,
            title: section.title,
            description: section.description,
            opensAt: opensAt?.toISOString() ?? null,
            locked: !staff && opensAt !== null && opensAt.getTime() > now.getTime(),
            subSections: items.map((l) => ({
              _id: l.id,
              title: l.title,
              video: lectureVideo(l),
            })),
          };
        }),
        quizzes: standing,
        progress: progressSummary(courseId, lectures.length, progressRows),
      };
    },
  };
}
