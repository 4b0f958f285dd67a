import sharp, { type Sharp } from 'sharp';

/**
 * Resized, re-encoded copies of a course thumbnail or blog image, so that a phone downloads tens of kB where
 * the upload may weigh megabytes. The widths cover where the images show: a catalogue or blog card is about
 * 360 px wide on a phone and 280-420 px in the desktop grids, a post's cover up to 800 px; twice that for
 * high-density screens. Never wider than the upload.
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;

export type RenditionFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const RENDITION_MIME: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const RENDITION_EXTENSIONS: Record<RenditionFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

// One libvips thread: renditions are background work on a 2-core machine, and the other core serves requests.
sharp.concurrency(1);

/** Images that decode to more pixels than this (a 8000 x 6000 photo) are refused: a few kB can expand to GBs. */
export const MAX_INPUT_PIXELS = 50_000_000;

const FORMAT_OF_MIME: Record<string, RenditionFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface Rendition {
  width: number;
  height: number;
  format: RenditionFormat;
  content: Buffer;
}

export interface RenderedImage {
  /** The upload's size, turned as its EXIF orientation says. */
  width: number;
  height: number;
  renditions: Rendition[];
}

/** Why an upload is no image sharp can read; null when it decodes completely. */
export async function imageProblem(content: Buffer): Promise<string | null> {
  try {
    // stats() decodes every pixel, so a truncated or corrupt file is caught here, not when it is shown.
    await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).stats();
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) return 'The image has too many pixels (at most 50 megapixels)';
    return 'The image is damaged or incomplete and cannot be read';
  }
}

async function encode(image: Sharp, format: RenditionFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      // Effort 2 of 9: about 10% larger than effort 4 and five times faster, for a job sharing two cores.
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 75, effort: 4 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  }
}

/**
 * Every width of RENDITION_WIDTHS up to the upload's own, each in the upload's format (the fallback every
 * browser shows) and in AVIF and WebP where those come out smaller than it. A copy in the upload's format is
 * kept only where it is smaller than the upload itself: a small upload is already its best rendition.
 */
export async function renderImage(content: Buffer, mimeType: string): Promise<RenderedImage> {
  const original = FORMAT_OF_MIME[mimeType];
  if (!original) throw new Error(`No renditions for ${mimeType}`);
  // Decoded once, turned upright and shrunk to the largest width needed; every rendition starts from that.
  const widest = Math.max(...RENDITION_WIDTHS);
  const { data, info } = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? info.width;
  const height = (turned ? meta.width : meta.height) ?? info.height;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  const renditions: Rendition[] = [];
  for (const target of RENDITION_WIDTHS) {
    if (target > width) continue;
    const targetHeight = Math.max(1, Math.round((height * target) / width));
    const resized = () => sharp(data, raw).resize({ width: target, height: targetHeight, fit: 'fill' });
    const fallback = await encode(resized(), original);
    const smallest = Math.min(fallback.length, content.length);
    if (fallback.length < content.length) {
      renditions.push({ width: target, height: targetHeight, format: original, content: fallback });
    }
    for (const format of ['avif', 'webp'] as const) {
      if (format === original) continue;
      const encoded = await encode(resized(), format);
      if (encoded.length < smallest) {
        renditions.push({ width: target, height: targetHeight, format, content: encoded });
      }
    }
  }
  return { width, height, renditions };
}

/** `public/<uuid>.png` and 640 px AVIF: `public/<uuid>-640.avif`, beside the original so one route serves both. */
export function renditionKey(sourceKey: string, width: number, format: RenditionFormat): string {
  return `${sourceKey.replace(/\.[a-z0-9]+$/i, '')}-${width}.${RENDITION_EXTENSIONS[format]}`;
}
