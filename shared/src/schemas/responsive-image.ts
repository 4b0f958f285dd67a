import { z } from 'zod';

/**
 * What a page needs to show an uploaded image at the size it is displayed: the upload's width and height (so
 * the box is reserved before it arrives) and `srcset` lists per type, AVIF and WebP first, the upload's own
 * format last (every browser shows it). The server builds it from the renditions it stored; null while none exist
 * (an image just uploaded, one on another host).
 */
export const responsiveImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** `<source>`s, most compact type first: `type` is the MIME type, `srcset` URLs with width descriptors. */
  sources: z.array(z.object({ type: z.string(), srcset: z.string() })),
  /** The `<img>`'s srcset, in the upload's own format; empty when only the upload itself fits. */
  srcset: z.string(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
