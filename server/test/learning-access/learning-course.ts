import type { FastifyInstance } from 'fastify';
import { uploadsRepository } from '../../src/modules/media/uploads.repository.ts';
import { coursePriced } from '../support/learner-fixtures.ts';
import { bearer } from '../support/test-app.ts';

export interface LectureIds {
  courseId: string;
  sectionId: string;
  lectureId: string;
}

export interface LearningCourse {
  _id: string;
  slug: string;
  /** Curriculum order: [section][lecture]; the fixture course has sections of 2 and 1 lectures. */
  lectures: LectureIds[][];
}

/** A published course (two sections, three lectures) with its lecture ids, for the learner-area tests. */
export async function learningCourse(
  app: FastifyInstance,
  adminToken: string,
  title: string,
  validity: '1 Year' | '2 Year' | 'LifeTime' = 'LifeTime',
): Promise<LearningCourse> {
  const course = await coursePriced(app, adminToken, { title, actualPrice: 4_999, validity });
  const full = await app.inject({ method: 'GET', url: `/api/course/${course._id}`, headers: bearer(adminToken) });
  const sections = full.json().data.sections as { _id: string; subSections: { _id: string }[] }[];
  return {
    ...course,
    lectures: sections.map((s) =>
      s.subSections.map((l) => ({ courseId: course._id, sectionId: s._id, lectureId: l._id })),
    ),
  };
}

export function lecture(course: LearningCourse, section: number, index: number): LectureIds {
  const found = course.lectures[section]?.[index];
  if (!found) throw new Error(`No lecture ${section}.${index} in ${course.slug}`);
  return found;
}

export const lecturePath = (name: string, l: LectureIds) =>
  `/api/course/${name}/${l.courseId}/${l.sectionId}/${l.lectureId}`;

/** Gives a lecture a (not stored) video of a known length, as a finished upload would. */
export async function attachVideo(app: FastifyInstance, l: LectureIds, durationSeconds: number | null): Promise<void> {
  await uploadsRepository.setLectureVideo(app.db, l.lectureId, {
    fileKey: `videos/${l.courseId}/${l.lectureId}`,
    mimeType: 'video/mp4',
    sizeBytes: 1_000,
    durationSeconds,
  });
}

export const DAY_MS = 24 * 60 * 60 * 1000;
