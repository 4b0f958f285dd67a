import type { ListBody } from '@skillhub/shared/schemas/common';
import type { ListNotesQuery, Note, NoteBody, NoteTargetQuery } from '@skillhub/shared/schemas/note';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { pagination } from '../../http/responses.ts';
import type { ServiceContext } from '../../http/service-context.ts';
import { sessionUserId } from '../../http/session-user.ts';
import { enterCourseToLearn, mustFindLecture } from '../courses/course-gate.ts';
import { requireSectionOpen } from '../courses/section-release.ts';
import { type NoteWithLecture, notesRepository as repo } from './notes.repository.ts';

const NOTE_NOT_FOUND = 'Note not found';

function toNoteDto(row: NoteWithLecture): Note {
  return {
    _id: row.id,
    courseId: row.courseId,
    sectionId: row.sectionId,
    subSectionId: row.lectureId,
    lectureTitle: row.lectureTitle,
    lectureRemoved: row.lectureRemoved,
    content: row.content,
    videoTimeSeconds: row.videoTimeSeconds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A learner's private notes. Taking a note needs an enrolment with unexpired access (staff who may read the
 * course are not thereby taking it); reading, editing and deleting one's own notes do not, so a learner whose
 * access expired keeps what they wrote.
 */
export function createNotesService(ctx: Pick<ServiceContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function mustFindOwn(userId: string, id: string): Promise<NoteWithLecture> {
    const row = await repo.findOwn(db, userId, id);
    if (!row) throw notFound(NOTE_NOT_FOUND);
    return row;
  }

  return {
    async create(request: FastifyRequest, target: NoteTargetQuery, body: NoteBody): Promise<Note> {
      const now = clock.now();
      await enterCourseToLearn(db, request, target.courseId, now);
      const lecture = await mustFindLecture(db, {
        courseId: target.courseId,
        sectionId: target.sectionId,
        lectureId: target.subSectionId,
      });
      await requireSectionOpen(db, request, lecture, now);
      const userId = sessionUserId(request);
      const id = await repo.insert(db, {
        userId,
        courseId: lecture.courseId,
        sectionId: lecture.sectionId,
        lectureId: lecture.id,
        content: body.content,
        videoTimeSeconds: body.videoTimeSeconds,
      });
      return toNoteDto(await mustFindOwn(userId, id));
    },

    async listOwn(userId: string, query: ListNotesQuery): Promise<ListBody<Note>> {
      const { rows, total } = await repo.listOwn(db, userId, query);
      return { success: true, data: rows.map(toNoteDto), pagination: pagination(total, query.page, query.limit) };
    },

    async update(userId: string, id: string, content: string): Promise<Note> {
      if (!(await repo.updateOwn(db, userId, id, content))) throw notFound(NOTE_NOT_FOUND);
      return toNoteDto(await mustFindOwn(userId, id));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwn(db, userId, id))) throw notFound(NOTE_NOT_FOUND);
    },
  };
}
