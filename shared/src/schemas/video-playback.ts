import { z } from 'zod';

export const TRANSCODE_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type TranscodeStatus = (typeof TRANSCODE_STATUSES)[number];

/**
 * How a lecture's video plays: the adaptive HLS master playlist once its renditions are made, the uploaded
 * file until then. Both URLs are short-lived; the player asks for new ones when they lapse.
 */
export const lecturePlaybackSchema = z.object({
  type: z.enum(['hls', 'file']),
  url: z.string(),
  expiresAt: z.string(),
  /** WebVTT mapping times of the video to seek-bar thumbnails; null until made. */
  thumbnailsUrl: z.string().nullable(),
});
export type LecturePlayback = z.infer<typeof lecturePlaybackSchema>;

/** The transcoding state of one lecture's video, as the content editor shows it. */
export const lectureVideoStateSchema = z.object({
  subSectionId: z.string(),
  status: z.enum(TRANSCODE_STATUSES),
  /** 0 to 100 over the whole job. */
  percent: z.number(),
  /** Seconds left at the current speed while processing; null otherwise. */
  secondsLeft: z.number().nullable(),
  /** The renditions made so far, such as 240p and 360p. */
  renditions: z.array(z.string()),
  /** Why the last try failed; null when none did. */
  error: z.string().nullable(),
});
export type LectureVideoState = z.infer<typeof lectureVideoStateSchema>;
