import { z } from 'zod';
import { FILE_PURPOSES, VIDEO_MAX_BYTES } from '../constants.ts';
import { lectureVideoSchema } from './course.ts';
import { singleLine } from './fields.ts';

/** Chunked lecture-video uploads and single-file uploads. Limits are re-checked by content. */

export const startUploadBodySchema = z.object({
  fileName: z
    .string({ error: 'File name is required' })
    .check(singleLine)
    .trim()
    .min(1, 'File name is required')
    .max(255, 'File name must not exceed 255 characters'),
  fileType: z
    .string({ error: 'File type is required' })
    .check(singleLine)
    .trim()
    .min(1, 'File type is required')
    .max(100),
  /**
   * Optional (the spec's body is fileName, fileType, courseTitle). Declared, it fixes the parts ahead (every part
   * but the last exactly `chunkSize` bytes) and lets the same file resume its session; undeclared, the parts end
   * where the file does, and the size limit is checked as they arrive.
   */
  fileSize: z
    .number({ error: 'File size must be a number of bytes' })
    .int('File size must be a whole number of bytes')
    .min(1, 'File is empty')
    .max(VIDEO_MAX_BYTES, 'Video must not exceed 2 GB')
    .optional(),
  courseTitle: z.string().check(singleLine).trim().max(200).optional(),
});
export type StartUploadBody = z.infer<typeof startUploadBodySchema>;

export const startUploadResultSchema = z.object({
  uploadId: z.string(),
  fileKey: z.string(),
  chunkSize: z.number().int(),
  /** Null when no fileSize was declared: the last part is the one shorter than chunkSize (or the last sent). */
  totalParts: z.number().int().nullable(),
  /** Parts already stored for a resumed session. */
  receivedParts: z.array(z.number().int()),
});
export type StartUploadResult = z.infer<typeof startUploadResultSchema>;

/** Form fields sent before the `chunk` file field of POST chunk-upload. */
export const chunkUploadFieldsSchema = z.object({
  uploadId: z.string({ error: 'uploadId is required' }).check(singleLine).min(1, 'uploadId is required'),
  fileKey: z.string({ error: 'fileKey is required' }).check(singleLine).min(1, 'fileKey is required'),
  partNumber: z.coerce
    .number({ error: 'partNumber is required' })
    .int('partNumber must be a whole number')
    .min(1, 'partNumber must be at least 1')
    .max(10_000, 'partNumber must not exceed 10000'),
});
export type ChunkUploadFields = z.infer<typeof chunkUploadFieldsSchema>;

export const uploadedPartSchema = z.object({ partNumber: z.number().int(), etag: z.string() });
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

export const uploadIdQuerySchema = z.object({
  uploadId: z.string({ error: 'uploadId is required' }).check(singleLine).min(1, 'uploadId is required'),
});

export const uploadStatusSchema = z.object({ receivedParts: z.array(uploadedPartSchema) });
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

export const completeUploadBodySchema = z.object({
  uploadId: z.string({ error: 'uploadId is required' }).check(singleLine).min(1, 'uploadId is required'),
  fileKey: z.string({ error: 'fileKey is required' }).check(singleLine).min(1, 'fileKey is required'),
  parts: z
    .array(
      z.object({
        partNumber: z.number().int().min(1, 'partNumber must be at least 1'),
        etag: z.string().min(1, 'etag is required'),
      }),
      { error: 'parts are required' },
    )
    .min(1, 'parts are required'),
});
export type CompleteUploadBody = z.infer<typeof completeUploadBodySchema>;

/** POST complete-upload answers the lecture with its attached video. */
export const completeUploadResultSchema = z.object({
  subSectionId: z.string(),
  video: lectureVideoSchema,
});
export type CompleteUploadResult = z.infer<typeof completeUploadResultSchema>;

export const presignedUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PresignedUrl = z.infer<typeof presignedUrlSchema>;

/**
 * A multipart/form-data body: the client sends its FormData as it is and the server reads the parts itself, in
 * order and with its own limits, so the body is never validated as a whole.
 */
export const multipartBodySchema = z.custom<FormData>((value) => value instanceof FormData, {
  error: 'A multipart/form-data body is required',
});

export const filePurposeSchema = z.enum(FILE_PURPOSES, { error: 'Invalid file purpose' });
export type FilePurpose = z.infer<typeof filePurposeSchema>;

export const storedFileSchema = z.object({
  url: z.string(),
  fileKey: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
