import { z } from 'zod';
import { uuidSchema } from './common.ts';

/** The languages a lecture's captions can be in; one file per language. */
export const CAPTION_LANGUAGES = ['en', 'hi'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
/** Caption files are small text; a lecture's whole WebVTT stays well under this. */
export const CAPTION_MAX_BYTES = 512 * 1024;

export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES, { error: 'Language must be en or hi' });

export const captionParamsSchema = z.object({
  courseId: uuidSchema,
  sectionId: uuidSchema,
  subSectionId: uuidSchema,
  language: captionLanguageSchema,
});

/** A caption file as staff see it in the content editor. */
export const lectureCaptionSchema = z.object({
  language: captionLanguageSchema,
  sizeBytes: z.number(),
  updatedAt: z.string(),
});
export type LectureCaption = z.infer<typeof lectureCaptionSchema>;

/** A caption track of a playback: its language and short-lived URL. */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const captionTracksSchema = z.object({
  tracks: z.array(captionTrackSchema),
  /** When the URLs lapse; the player asks again before showing a track after that. */
  expiresAt: z.string(),
});
export type CaptionTracks = z.infer<typeof captionTracksSchema>;
