import type { Announcement, AnnouncementBody } from '@skillhub/shared/schemas/announcement';
import { notFound } from '../../http/http-error.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { type AnnouncementWithAuthor, announcementsRepository as repo } from './announcements.repository.ts';

function toAnnouncementDto(row: AnnouncementWithAuthor): Announcement {
  return {
    _id: row.id,
    courseId: row.courseId,
    title: row.title,
    message: row.message,
    createdBy: row.createdBy && row.createdByName ? { _id: row.createdBy, name: row.createdByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Course announcements. They are plain text, stored as typed and always rendered as text (never as HTML),
 * so there is no markup to sanitise.
 */
export function createAnnouncementsService(ctx: Pick<ServiceContext, 'db'>) {
  const { db } = ctx;

  async function mustFind(id: string): Promise<AnnouncementWithAuthor> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound('Announcement not found');
    return row;
  }

  async function mustHaveCourse(courseId: string): Promise<void> {
    if (!(await repo.courseExists(db, courseId))) throw notFound('Course not found');
  }

  return {
    /** Newest first. */
    async list(courseId: string): Promise<Announcement[]> {
      await mustHaveCourse(courseId);
      return (await repo.listForCourse(db, courseId)).map(toAnnouncementDto);
    },

    async create(courseId: string, body: AnnouncementBody, createdBy: string): Promise<Announcement> {
      await mustHaveCourse(courseId);
      const id = await repo.insert(db, { courseId, title: body.title, message: body.message, createdBy });
      return toAnnouncementDto(await mustFind(id));
    },

    async update(id: string, body: AnnouncementBody): Promise<Announcement> {
      if (!(await repo.update(db, id, { title: body.title, message: body.message }))) {
        throw notFound('Announcement not found');
      }
      return toAnnouncementDto(await mustFind(id));
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.delete(db, id))) throw notFound('Announcement not found');
    },
  };
}
