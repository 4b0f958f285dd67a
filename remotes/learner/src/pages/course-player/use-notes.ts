import { request } from '@skillhub/shared/api-client';
import { noteEndpoints } from '@skillhub/shared/endpoints/notes';
import type { NOTE_SORTS } from '@skillhub/shared/schemas/note';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LectureRef } from './use-course-player.ts';

export type NoteSort = (typeof NOTE_SORTS)[number];

export interface NoteFilters {
  courseId: string;
  /** only this lecture's notes; undefined for the whole course */
  subSectionId?: string;
  search: string;
  sort: NoteSort;
  page: number;
  limit: number;
}

export const noteKeys = {
  all: ['my-notes'] as const,
  list: (filters: NoteFilters) => ['my-notes', filters] as const,
};

/** GET /course/notes/my: the learner's own notes of this course, filtered, searched, sorted and paged. */
export function useMyNotes(filters: NoteFilters) {
  return useQuery({
    queryKey: noteKeys.list(filters),
    queryFn: ({ signal }) =>
      request(noteEndpoints.mine, { query: { ...filters, search: filters.search.trim() || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /course/notes?courseId&sectionId&subSectionId. */
export function addNote(ref: LectureRef, content: string, videoTimeSeconds: number) {
  return request(noteEndpoints.create, { query: { ...ref }, body: { content, videoTimeSeconds } });
}

/** PUT /course/notes/{noteId}: the text only; the lecture and the time stay. */
export function updateNote(noteId: string, content: string) {
  return request(noteEndpoints.update, { params: { noteId }, body: { content } });
}

export function deleteNote(noteId: string) {
  return request(noteEndpoints.remove, { params: { noteId } });
}
