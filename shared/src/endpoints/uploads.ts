import { apiPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { messageBodySchema, successBodySchema } from '../schemas/common.ts';
import { lectureParamsSchema } from '../schemas/params.ts';
import {
  completeUploadBodySchema,
  completeUploadResultSchema,
  multipartBodySchema,
  presignedUrlSchema,
  startUploadBodySchema,
  startUploadResultSchema,
  storedFileSchema,
  uploadedPartSchema,
  uploadIdQuerySchema,
  uploadStatusSchema,
} from '../schemas/upload.ts';

/**
 * The lecture-video upload calls (start, parts, status, complete, abort), the video's short-lived URL, and the
 * single-file upload. `chunk` and `file` take a multipart body (FormData, sent as it is), which the server
 * reads part by part itself.
 */
export const uploadEndpoints = {
  /** The same file (name and size) for the same lecture resumes the open session. */
  start: endpoint({
    method: 'POST',
    path: apiPaths.uploads.start,
    params: lectureParamsSchema,
    body: startUploadBodySchema,
    response: successBodySchema(startUploadResultSchema),
  }),
  /** Multipart: the fields uploadId, fileKey and partNumber (chunkUploadFieldsSchema), then the file field chunk. */
  chunk: endpoint({
    method: 'POST',
    path: apiPaths.uploads.chunk,
    params: lectureParamsSchema,
    body: multipartBodySchema,
    response: successBodySchema(uploadedPartSchema),
  }),
  status: endpoint({
    method: 'GET',
    path: apiPaths.uploads.status,
    params: lectureParamsSchema,
    query: uploadIdQuerySchema,
    response: successBodySchema(uploadStatusSchema),
  }),
  complete: endpoint({
    method: 'POST',
    path: apiPaths.uploads.complete,
    params: lectureParamsSchema,
    body: completeUploadBodySchema,
    response: successBodySchema(completeUploadResultSchema),
  }),
  abort: endpoint({
    method: 'DELETE',
    path: apiPaths.uploads.abort,
    params: lectureParamsSchema,
    query: uploadIdQuerySchema,
    response: messageBodySchema,
  }),
  /** Staff, or a learner with unexpired access. */
  presigned: endpoint({
    method: 'GET',
    path: apiPaths.uploads.presigned,
    params: lectureParamsSchema,
    response: successBodySchema(presignedUrlSchema),
  }),
  /** Multipart: the field purpose (filePurposeSchema) and the file field file. */
  file: endpoint({
    method: 'POST',
    path: apiPaths.uploads.file,
    body: multipartBodySchema,
    response: successBodySchema(storedFileSchema),
    status: 201,
  }),
};
