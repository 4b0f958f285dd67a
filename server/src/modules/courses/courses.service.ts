import type { ListBody } from '@skillhub/shared/schemas/common';
import type {
  Course,
  CourseBody,
  CourseContent,
  CourseSummary,
  CurriculumBody,
  CurriculumImpact,
  ListCoursesQuery,
} from '@skillhub/shared/schemas/course';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/postgres-errors.ts';
import type { CourseRow } from '../../db/schema/courses.ts';
import { conflict, fieldError, notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { firstFreeSlug, slugify } from '../categories/slug.ts';
import { releaseImage } from '../media/image-renditions-release.ts';
import { toCourse, toCourseContent, toCourseSummary } from './course-dto.ts';
import { type CourseValues, coursesRepository as repo } from './courses.repository.ts';
import { syncCurriculum } from './curriculum-sync.ts';
import { type CourseStatus, publishBlocker, refusedTransition } from './status-transitions.ts';

const courseNotFound = () => notFound('Course not found');
export const COURSE_HAS_LEARNERS_MESSAGE =
  'This course has enrolled learners or payments; terminate it instead of deleting it';

/** The columns a course body sets (everything but the status, which goes through the transitions). */
function valuesOf(body: CourseBody): Omit<CourseValues, 'slug' | 'status' | 'createdBy'> {
  return {
    title: body.title,
    subtitle: body.subtitle,
    categoryId: body.category,
    language: body.language,
    courseMode: body.courseMode,
    courseLevel: body.courseLevel,
    thumbnail: body.thumbnail,
    brochure: body.brouchure ?? null,
    keypoints: body.keypoints,
    tags: body.tags.map((t) => ({ value: t.value })),
    tagsText: body.tags.map((t) => t.value).join(' '),
    description: body.description,
    duration: body.duration,
    whatWillYouLearn: body.whatWillYouLearn,
    actualPrice: body.price.actualPrice,
    discountPercentage: body.price.discountPercentage ?? 0,
    finalPrice: body.price.finalPrice,
    validity: body.validity,
    // Left out of a body, the course keeps its areas (none for a new one).
    ...(body.skillAreas ? { skillAreas: body.skillAreas } : {}),
  };
}

/** Two writers can pick the same free slug at once; the loser retries with the slug now taken. */
async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Courses: the builder and the staff list (the public reads are in public-course-reads.ts). */
export function createCoursesService(
  ctx: Pick<ServiceContext, 'db'> & Pick<FastifyInstance, 'publicContent' | 'fileStorage' | 'log'>,
) {
  const { db } = ctx;
  /** Every write runs here: its commit drops the public reads' cache in every process. */
  const change = <T>(work: (tx: Database) => Promise<T>) => ctx.publicContent.change('courses', work);
  const imageDeps = { db, storage: ctx.fileStorage, log: ctx.log };

  async function freeSlug(tx: Database, title: string, courseId?: string): Promise<string> {
    const base = slugify(title, 'course');
    return firstFreeSlug(base, await repo.slugsTakenLike(tx, base, courseId));
  }

  /** Only an active category can take a course; a course may keep a category deactivated since. */
  async function checkCategory(categoryId: string, currentCategoryId?: string): Promise<void> {
    const category = await repo.category(db, categoryId);
    if (!category) throw fieldError('category', 'Category not found');
    if (category.isDeleted && categoryId !== currentCategoryId) {
      throw fieldError('category', `Category "${category.name}" is inactive; choose an active category`);
    }
  }

  async function changeStatus(tx: Database, course: CourseRow, to: CourseStatus): Promise<void> {
    const refused = refusedTransition(course.status, to);
    if (refused) throw conflict(refused);
    if (to === 'PUBLISHED') {
      const category = await repo.category(tx, course.categoryId);
      if (category?.isDeleted) {
        throw conflict(`Category "${category.name}" is inactive; choose an active category before publishing`);
      }
      const [sections, lectures] = await Promise.all([repo.sections(tx, course.id), repo.lectures(tx, course.id)]);
      const blocker = publishBlocker({
        actualPrice: course.actualPrice,
        sections: sections.map((s) => ({
          title: s.title,
          lectures: lectures.filter((l) => l.sectionId === s.id).length,
        })),
      });
      if (blocker) throw conflict(blocker);
    }
    await repo.update(tx, course.id, { status: to });
  }

  async function full(id: string): Promise<Course> {
    const row = await repo.findWithNames(db, id);
    if (!row) throw courseNotFound();
    const [sections, lectures] = await Promise.all([repo.sections(db, id), repo.lectures(db, id)]);
    return toCourse(row, sections, lectures);
  }

  return {
    get: full,

    /** A new course always starts as DRAFT: it has no curriculum yet, so it could not be published. */
    async create(body: CourseBody, createdBy: string): Promise<Course> {
      await checkCategory(body.category);
      const row = await retryOnSlugClash(() =>
        change(async (tx) => {
          const slug = await freeSlug(tx, body.title);
          const inserted = await repo.insert(tx, { ...valuesOf(body), slug, status: 'DRAFT', createdBy });
          await repo.rememberSlug(tx, inserted.id, slug);
          return inserted;
        }),
      );
      return full(row.id);
    },

    /** Basics, details and pricing; a new title gets a new slug (the old one keeps answering). */
    async updateDetails(id: string, body: CourseBody): Promise<Course> {
      const current = await repo.findById(db, id);
      if (!current) throw courseNotFound();
      await checkCategory(body.category, current.categoryId);
      await retryOnSlugClash(() =>
        change(async (tx) => {
          const course = await repo.lockById(tx, id);
          if (!course) throw courseNotFound();
          const slug = course.title === body.title ? course.slug : await freeSlug(tx, body.title, id);
          const updated = await repo.update(tx, id, { ...valuesOf(body), slug });
          if (!updated) throw courseNotFound();
          await repo.rememberSlug(tx, id, slug);
          if (body.courseStatus && body.courseStatus !== updated.status) {
            await changeStatus(tx, updated, body.courseStatus);
          }
        }),
      );
      // A replaced thumbnail no course or post shows any more is freed with its renditions.
      if (current.thumbnail !== body.thumbnail) await releaseImage(imageDeps, current.thumbnail);
      return full(id);
    },

    async saveCurriculum(id: string, body: CurriculumBody): Promise<Course> {
      await change(async (tx) => {
        const course = await repo.lockById(tx, id);
        if (!course) throw courseNotFound();
        await syncCurriculum(tx, id, body);
      });
      return full(id);
    },

    async setStatus(id: string, to: CourseStatus): Promise<Course> {
      await change(async (tx) => {
        const course = await repo.lockById(tx, id);
        if (!course) throw courseNotFound();
        await changeStatus(tx, course, to);
      });
      return full(id);
    },

    /**
     * Deletes the course, or archives one of its sections or one lecture of a section (the learners' notes and
     * progress on them stay). A published course must stay publishable, so its last section, or a section's
     * last lecture, cannot be removed while it is live.
     */
    async remove(id: string, target: { sectionId?: string; subSectionId?: string }): Promise<string> {
      let thumbnail: string | null = null;
      const message = await change(async (tx) => {
        const course = await repo.lockById(tx, id);
        if (!course) throw courseNotFound();
        if (!target.sectionId) {
          try {
            await repo.delete(tx, id);
          } catch (error) {
            // Orders and enrolments are kept (restrict): a bought course is terminated, not deleted.
            if (isForeignKeyViolation(error)) throw conflict(COURSE_HAS_LEARNERS_MESSAGE);
            throw error;
          }
          thumbnail = course.thumbnail;
          return 'Course deleted successfully';
        }
        const [sections, lectures] = await Promise.all([repo.sections(tx, id), repo.lectures(tx, id)]);
        const section = sections.find((s) => s.id === target.sectionId);
        if (!section) throw notFound('Section not found');
        const sectionLectures = lectures.filter((l) => l.sectionId === section.id);
        const live = course.status === 'PUBLISHED';
        if (!target.subSectionId) {
          if (live && sections.length === 1) {
            throw conflict('A published course needs at least one section; unpublish it before deleting its last one');
          }
          await repo.archiveSections(tx, [section.id]);
          await repo.touch(tx, id);
          return 'Section deleted successfully';
        }
        const lecture = sectionLectures.find((l) => l.id === target.subSectionId);
        if (!lecture) throw notFound('Lecture not found');
        if (live && sectionLectures.length === 1) {
          throw conflict(
            'Every section of a published course needs a lecture; unpublish it before deleting the last one',
          );
        }
        await repo.archiveLectures(tx, [lecture.id]);
        await repo.touch(tx, id);
        return 'Lecture deleted successfully';
      });
      // After the commit: the deleted course's thumbnail, unless something else shows it.
      if (thumbnail) await releaseImage(imageDeps, thumbnail);
      return message;
    },

    /** What removing each lecture or section would take from learners: how many have work on it. */
    async curriculumImpact(id: string): Promise<CurriculumImpact> {
      if (!(await repo.findById(db, id))) throw courseNotFound();
      const { lectures, sections } = await repo.learnersWithWork(db, id);
      return {
        sections: sections.map((s) => ({ _id: s.id, learners: s.learners })),
        lectures: lectures.map((l) => ({ _id: l.id, sectionId: l.sectionId, learners: l.learners })),
      };
    },

    async content(id: string): Promise<CourseContent> {
      const row = await repo.findWithNames(db, id);
      if (!row) throw courseNotFound();
      const [sections, lectures] = await Promise.all([repo.sections(db, id), repo.lectures(db, id)]);
      return toCourseContent(row, sections, lectures);
    },

    async listForStaff(query: ListCoursesQuery): Promise<ListBody<CourseSummary>> {
      const { rows, total } = await repo.listForStaff(db, query);
      return { success: true, data: rows.map(toCourseSummary), pagination: pagination(total, query.page, query.limit) };
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
