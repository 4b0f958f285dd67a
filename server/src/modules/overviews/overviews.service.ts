import { htmlToText } from '@skillhub/shared/html-text';
import type { Overview } from '@skillhub/shared/schemas/overview';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, fieldError, notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sanitiseRichText } from './html-sanitiser.ts';
import { type OverviewWithAuthor, overviewsRepository as repo } from './overviews.repository.ts';

export interface LectureRef {
  courseId: string;
  sectionId: string;
  subSectionId: string;
}

function toOverviewDto(row: OverviewWithAuthor): Overview {
  return {
    _id: row.id,
    courseId: row.courseId,
    sectionId: row.sectionId,
    subSectionId: row.lectureId,
    overview: row.overview,
    createdBy: row.createdBy && row.createdByName ? { _id: row.createdBy, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Sanitises, then applies the emptiness rule again: markup made only of removed tags is empty too. */
async function clean(html: string): Promise<string> {
  const safe = await sanitiseRichText(html);
  if (htmlToText(safe).length === 0) throw fieldError('overview', 'Overview cannot be empty');
  return safe;
}

const alreadyThere = () => conflict('This lecture already has an overview; edit it instead');

/** One rich-text overview per lecture. */
export function createOverviewsService(ctx: Pick<ServiceContext, 'db'>) {
  const { db } = ctx;

  async function mustHaveLecture(ref: LectureRef): Promise<void> {
    if (!(await repo.lectureExists(db, ref.courseId, ref.sectionId, ref.subSectionId))) {
      throw notFound('Lecture not found');
    }
  }

  async function mustFind(id: string): Promise<OverviewWithAuthor> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound('Overview not found');
    return row;
  }

  return {
    /** The lecture's overview, or null when it has none yet. */
    async get(ref: LectureRef): Promise<Overview | null> {
      await mustHaveLecture(ref);
      const row = await repo.findByLecture(db, ref.subSectionId);
      return row ? toOverviewDto(row) : null;
    },

    async create(ref: LectureRef, html: string, createdBy: string): Promise<Overview> {
      await mustHaveLecture(ref);
      const overview = await clean(html);
      if (await repo.findByLecture(db, ref.subSectionId)) throw alreadyThere();
      try {
        const id = await repo.insert(db, {
          courseId: ref.courseId,
          sectionId: ref.sectionId,
          lectureId: ref.subSectionId,
          overview,
          createdBy,
        });
        return toOverviewDto(await mustFind(id));
      } catch (error) {
        // Two editors saving the first overview at once: the unique lecture_id lets only one in.
        if (isUniqueViolation(error)) throw alreadyThere();
        throw error;
      }
    },

    async update(id: string, html: string): Promise<Overview> {
      const overview = await clean(html);
      if (!(await repo.update(db, id, overview))) throw notFound('Overview not found');
      return toOverviewDto(await mustFind(id));
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.delete(db, id))) throw notFound('Overview not found');
    },
  };
}
