import { LECTURE_COMPLETE_RATIO, LECTURE_COMPLETE_TAIL_SECONDS } from '@skillhub/shared/constants';
import type { CourseProgress, LectureProgressBody } from '@skillhub/shared/schemas/progress';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { createCourseCertificatesService } from '../course-certificates/course-certificates.service.ts';
import { enterCourse, enterCourseToLearn, mustFindLecture } from '../courses/course-gate.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { enrollmentsRepository } from '../enrollments/enrollments.repository.ts';
import { progressPercent } from '../my-courses/my-courses.service.ts';
import { type CompletionChange, type ProgressRow, progressRepository as repo } from './progress.repository.ts';

export interface LectureTarget {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

/** Playback near the end counts as watched: past the ratio of the length, or within its last seconds. */
export function watchedToTheEnd(positionSeconds: number, durationSeconds: number | null): boolean {
  if (durationSeconds === null || durationSeconds <= 0) return false;
  return (
    positionSeconds >= durationSeconds * LECTURE_COMPLETE_RATIO ||
    positionSeconds >= durationSeconds - LECTURE_COMPLETE_TAIL_SECONDS
  );
}

function completionChange(body: LectureProgressBody, durationSeconds: number | null): CompletionChange {
  if (body.completed === true) return 'mark';
  if (body.completed === false) return 'clear';
  return watchedToTheEnd(body.positionSeconds, durationSeconds) ? 'mark' : 'keep';
}

/** The learner's rows of a course's live lectures as the player reads them: percent, ticks, resume point. */
export function progressSummary(courseId: string, totalLectures: number, rows: ProgressRow[]): CourseProgress {
  const completed = rows.filter((r) => r.completedAt !== null).length;
  let last: ProgressRow | undefined;
  for (const row of rows) if (!last || row.updatedAt > last.updatedAt) last = row;
  return {
    courseId,
    percent: progressPercent(completed, totalLectures),
    completedLectures: completed,
    totalLectures,
    lastLectureId: last?.lectureId ?? null,
    lectures: rows.map((r) => ({
      lectureId: r.lectureId,
      positionSeconds: r.positionSeconds,
      completed: r.completedAt !== null,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * Where the caller is in each lecture of a course. Saving needs an enrolment with unexpired access; staff who
 * only read the course see their own (empty) progress.
 */
export function createProgressService(ctx: Pick<ServiceContext, 'db' | 'clock' | 'config' | 'outbox' | 'log'>) {
  const { db, clock } = ctx;
  const certificates = createCourseCertificatesService(ctx);

  async function summary(userId: string, courseId: string): Promise<CourseProgress> {
    const [total, rows] = await Promise.all([repo.totalLectures(db, courseId), repo.forCourse(db, userId, courseId)]);
    return progressSummary(courseId, total, rows);
  }

  return {
    async get(request: FastifyRequest, courseId: string): Promise<CourseProgress> {
      const now = clock.now();
      const { access } = await enterCourse(db, request, courseId, now);
      // The player reads the progress when it opens the course: the learner's last visit, for staff's inactivity view.
      if (access.kind === 'learner') await enrollmentsRepository.markOpened(db, access.enrollment, now);
      return summary(sessionUserId(request), courseId);
    },

    async save(request: FastifyRequest, target: LectureTarget, body: LectureProgressBody): Promise<CourseProgress> {
      const now = clock.now();
      await enterCourseToLearn(db, request, target.courseId, now);
      const lecture = await mustFindLecture(db, {
        courseId: target.courseId,
        sectionId: target.sectionId,
        lectureId: target.subSectionId,
      });
      await requireSectionOpen(db, request, lecture, now);
      const userId = sessionUserId(request);
      const change = completionChange(body, lecture.videoDurationSeconds);
      await repo.save(
        db,
        { userId, courseId: target.courseId, lectureId: lecture.id, positionSeconds: body.positionSeconds },
        change,
        now,
      );
      // Completing the last lecture may complete the course (saved first, so a concurrent tab's check sees it).
      if (change === 'mark') await certificates.afterProgress(userId, target.courseId);
      return summary(userId, target.courseId);
    },
  };
}
