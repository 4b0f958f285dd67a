import { apiPaths, buildPath } from '@skillhub/shared/api-paths';
import type { LectureTarget } from './chunked-upload.ts';

/** The per-lecture upload calls, filled for one lecture. */
const forLecture = (pattern: string) => (target: LectureTarget) => buildPath(pattern, { ...target });

export const uploadCallPaths = {
  start: forLecture(apiPaths.uploads.start),
  chunk: forLecture(apiPaths.uploads.chunk),
  status: forLecture(apiPaths.uploads.status),
  complete: forLecture(apiPaths.uploads.complete),
  abort: forLecture(apiPaths.uploads.abort),
  presigned: forLecture(apiPaths.uploads.presigned),
};
