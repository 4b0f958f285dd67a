import type { OutlineSection } from '@skillhub/shared/schemas/course-outline';
import type { SectionRelease } from '@skillhub/shared/section-release';
import type { Database } from '../../db/database.ts';
import type { CourseQuizRow } from '../../db/schema/quizzes.ts';
import { notFound } from '../../http/http-error.ts';
import type { PublicContent } from '../../plugins/app/public-content.ts';
import { groupCurriculum, lectureVideo } from '../courses/course-dto.ts';
import { COURSE_NOT_FOUND } from '../courses/course-gate.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { quizzesRepository } from '../quizzes/quizzes.repository.ts';

/**
 * What the course player's outline shows that is the same for every learner: the course, its live sections
 * (with their release schedules) and lectures, and its live quizzes. Kept in the public-content cache, so
 * every change to a course, its curriculum, a lecture's video or a quiz (all made through
 * publicContent.change) drops it in every API process; a learner's locks, progress and attempts are read
 * per request.
 */
export interface CourseStructure {
  course: { id: string; title: string; slug: string; status: 'DRAFT' | 'PUBLISHED' | 'TERMINATED' };
  sections: { release: SectionRelease; outline: Omit<OutlineSection, 'opensAt' | 'locked'> }[];
  /** The place of each live lecture (its position in its section): the order the progress list keeps. */
  lecturePositions: Map<string, number>;
  quizzes: (CourseQuizRow & { ownQuestions: number })[];
}

export const courseStructureKey = (courseId: string) => `player:structure:${courseId}`;

/** A course that is not there throws (404), which the cache does not keep: unknown ids cannot fill it. */
async function loadStructure(db: Database, courseId: string): Promise<CourseStructure> {
  const [course, sections, lectures, quizzes] = await Promise.all([
    coursesRepository.findById(db, courseId),
    coursesRepository.sections(db, courseId),
    coursesRepository.lectures(db, courseId),
    quizzesRepository.liveQuizzesWithCounts(db, courseId),
  ]);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return {
    course: { id: course.id, title: course.title, slug: course.slug, status: course.status },
    sections: groupCurriculum(sections, lectures).map(({ section, lectures: items }) => ({
      release: { opensAfterDays: section.opensAfterDays, opensOn: section.opensOn },
      outline: {
        _id: section.id,
        title: section.title,
        description: section.description,
        subSections: items.map((l) => ({ _id: l.id, title: l.title, video: lectureVideo(l) })),
      },
    })),
    lecturePositions: new Map(lectures.map((l) => [l.id, l.position])),
    quizzes,
  };
}

/** The course's structure from the cache or the database; 404 for no such course. */
export function courseStructure(
  { db, publicContent }: { db: Database; publicContent: PublicContent },
  courseId: string,
): Promise<CourseStructure> {
  return publicContent.read(courseStructureKey(courseId), () => loadStructure(db, courseId));
}
