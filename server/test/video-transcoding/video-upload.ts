import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Lecture, lecturePath, multipartBody } from '../media/media-fixtures.ts';
import { bearer } from '../support/test-app.ts';

/**
 * Uploads `content` as the lecture's video the way the content editor does (start, one chunk, complete), as
 * staff holding `token`, and returns the stored file's key. Completing it queues the video for transcoding.
 */
export async function uploadLectureVideo(
  app: FastifyInstance,
  token: string,
  lecture: Lecture,
  content: Buffer,
  fileName = 'lesson.mp4',
): Promise<string> {
  const auth = bearer(token);
  const start = await app.inject({
    method: 'POST',
    url: lecturePath('start-upload', lecture),
    headers: auth,
    payload: { fileName, fileType: 'video/mp4', fileSize: content.length, courseTitle: 'Video Editing' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const session = start.json().data;
  const body = multipartBody(
    { uploadId: session.uploadId, fileKey: session.fileKey, partNumber: 1 },
    { field: 'chunk', name: fileName, type: 'video/mp4', content },
  );
  const part = await app.inject({
    method: 'POST',
    url: lecturePath('chunk-upload', lecture),
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(part.statusCode, part.body).toBe(200);
  const done = await app.inject({
    method: 'POST',
    url: lecturePath('complete-upload', lecture),
    headers: auth,
    payload: { uploadId: session.uploadId, fileKey: session.fileKey, parts: [part.json().data] },
  });
  expect(done.statusCode, done.body).toBe(200);
  return session.fileKey;
}
